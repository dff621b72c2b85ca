/** The outbox (no SMTP server) logs its links only outside production: they carry live tokens. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper';
import { createMailer } from './mail';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'huella-outbox-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

const LINK =
  'https://huella.es/recuperar-contrasena/nueva?token=Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

async function logOfOneMessage(logLinks: boolean) {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const logger = { info: record, error: record, warn: record } as unknown as FastifyBaseLogger;
  const { database, drop } = await openTestDatabase();
  const mailer = createMailer({
    db: database.db,
    retryBaseMs: 1000,
    maxAttempts: 3,
    from: 'Huella <no-responder@huella.es>',
    outboxDir,
    logger,
    logLinks,
  });
  await mailer.send({
    to: 'lucia@example.com',
    subject: 'Restablece tu contraseña de Huella',
    text: `Sigue este enlace: ${LINK}`,
    html: `<a href="${LINK}">Restablecer</a>`,
    links: [LINK],
  });
  await mailer.flush();
  await mailer.close();
  await database.close();
  await drop();
  return lines.join('\n');
}

describe('the outbox log', () => {
  it('shows the links outside production, so a local install can follow them', async () => {
    expect(await logOfOneMessage(true)).toContain(LINK);
  });

  it('never shows a link in production, though the outbox keeps the message', async () => {
    const log = await logOfOneMessage(false);
    expect(log).toContain('mail written to the outbox');
    expect(log).not.toContain('token=');
    const kept = readdirSync(outboxDir).filter((name) => name.endsWith('.json'));
    expect(
      kept.some((name) => readFileSync(path.join(outboxDir, name), 'utf8').includes(LINK)),
    ).toBe(true);
  });
});
