/**
 * The server's log in each format: JSON lines that a log collector parses,
 * or readable lines for a person at a terminal; in both, a token in a
 * request's address is redacted.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './log-format';

/** Terminal colour codes (ESC [ … m). */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A stream that keeps what is written to it. */
function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** A server logging as configured serves one request whose address carries a token. */
async function logOfOneRequest(logFormat: 'json' | 'pretty') {
  const out = sink();
  const logger = await loggerOptions(
    { env: 'production', logLevel: 'info', logFormat },
    out.stream,
  );
  const app = Fastify({ logger });
  app.get('/recuperar-contrasena/nueva', async () => ({ ok: true }));
  await app.inject({
    method: 'GET',
    url: '/recuperar-contrasena/nueva?token=s3creto-de-un-solo-uso',
  });
  app.log.info('Huella escuchando');
  await app.close();
  return out.text();
}

describe('the log', () => {
  it('is one JSON object per line in the json format', async () => {
    const text = await logOfOneRequest('json');
    const lines = text.trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', 'Huella escuchando']),
    );
    const request = entries.find((entry) => entry.msg === 'incoming request');
    expect(request).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/recuperar-contrasena/nueva?token=[redactado]' },
    });
    expect(text).not.toContain('s3creto');
  });

  it('is readable lines, not JSON, in the pretty format, with the token redacted too', async () => {
    // Coloured when the test's own output is a terminal: read without the colours.
    const text = (await logOfOneRequest('pretty')).replace(COLOURS, '');
    const lines = text.trim().split('\n');
    const starts = lines.filter((line) => /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO/.test(line));
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.includes('INFO') && line.includes('Huella escuchando'))).toBe(
      true,
    );
    expect(text).toContain('/recuperar-contrasena/nueva?token=[redactado]');
    expect(text).not.toContain('s3creto');
    expect(() => JSON.parse(lines[0]!)).toThrow();
  });

  it('is silent in tests, where no destination is given', async () => {
    expect(await loggerOptions({ env: 'test', logLevel: 'info', logFormat: 'json' })).toBe(false);
  });
});
