/**
 * The durable mail queue (lib/mail-queue.ts) against a real SMTP server that
 * is down, then up; that refuses a recipient for good; and two workers on one
 * database. On both databases.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/api-process';
import { createUser, sessionAccessToken, uniqueIp } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import type { MailMessage } from './mail';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function appWithSmtp(port: number, overrides: Record<string, string> = {}) {
  const ctx = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Huella <no-responder@huella.example>',
    MAIL_RETRY_BASE_MS: '200',
    ...overrides,
  });
  open.push(ctx);
  return ctx;
}

async function smtpOn(port: number, options: Parameters<typeof startSmtpServer>[0] = {}) {
  const smtp = await startSmtpServer({ port, ...options });
  open.push(smtp);
  return smtp;
}

function message(n: number, to = `persona${n}@example.org`): MailMessage {
  return {
    to,
    subject: `Mensaje ${n}`,
    text: `Texto ${n}`,
    html: `<p>Texto ${n}</p>`,
    links: [],
  };
}

interface JobRow {
  id: number;
  state: string;
  attempts: number;
  last_error: string | null;
  subject: string;
}

async function jobs(ctx: TestContext): Promise<JobRow[]> {
  const result = await ctx.app.db.execute(
    sql`select id, state, attempts, last_error, subject from mail_jobs order by id`,
  );
  return (result as unknown as { rows: JobRow[] }).rows;
}

async function until(check: () => Promise<boolean>, what: string, withinMs = 20_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function messageIds(smtp: TestSmtpServer): string[] {
  return smtp.received.map((mail) => mail.headers['message-id'] ?? '');
}

describe('the mail queue', () => {
  it('keeps every mail while the SMTP server is down, and delivers each once when it is back', async () => {
    const port = await freePort();
    const ctx = await appWithSmtp(port);
    const user = await createUser(ctx.app, { firstName: 'Lucía' });

    // Mail caused through the API, and mail queued by a service.
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/password-reset/',
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(202);
    await ctx.app.mailer.send([1, 2, 3, 4, 5, 6].map((n) => message(n)));
    await ctx.app.mailer.flush();

    // Every attempt failed; nothing is lost: each mail waits for its next try.
    const waiting = await jobs(ctx);
    expect(waiting).toHaveLength(7);
    for (const job of waiting) {
      expect(job.state).toBe('pendiente');
      expect(job.attempts).toBeGreaterThanOrEqual(1);
      expect(job.last_error).toMatch(/ECONNREFUSED|connect/i);
    }

    const smtp = await smtpOn(port);
    await until(
      async () => (await jobs(ctx)).every((job) => job.state === 'enviado'),
      'every mail is sent',
    );
    await ctx.app.mailer.flush();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'Mensaje 1',
      'Mensaje 2',
      'Mensaje 3',
      'Mensaje 4',
      'Mensaje 5',
      'Mensaje 6',
      'Restablece tu contraseña de Huella',
    ]);
    const ids = messageIds(smtp);
    expect(new Set(ids).size).toBe(7);
    for (const id of ids) expect(id).toMatch(/^<correo-\d+-\d+@huella\.example>$/);
    const resetMail = smtp.received.find((mail) => mail.to[0] === user.email)!;
    expect(resetMail.text).toContain('Hola, Lucía:');
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS, shows it to staff, and sends it when staff retry', async () => {
    const port = await freePort();
    const ctx = await appWithSmtp(port, { MAIL_MAX_ATTEMPTS: '2' });
    await ctx.app.mailer.send(message(1, 'destino@example.org'));
    await until(async () => (await jobs(ctx))[0]?.state === 'fallido', 'the mail is given up');
    const [failed] = await jobs(ctx);
    expect(failed!.attempts).toBe(2);

    const staff = await createUser(ctx.app, { isStaff: true });
    const headers = { authorization: `Bearer ${await sessionAccessToken(ctx.app, staff.id)}` };
    const listed = await ctx.app.inject({ method: 'GET', url: '/staff/api/mail/', headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    const [shown] = listed.json<Record<string, unknown>[]>();
    expect(shown).toMatchObject({
      id: failed!.id,
      to: 'destino@example.org',
      subject: 'Mensaje 1',
      state: 'fallido',
      attempts: 2,
      next_attempt_at: null,
      sent_at: null,
    });
    expect(shown!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(shown).not.toHaveProperty('text');
    const counts = await ctx.app.inject({ method: 'GET', url: '/staff/api/mail/counts/', headers });
    expect(counts.json()).toEqual({ pendiente: 0, enviado: 0, fallido: 1 });

    // Nothing is tried again by itself once given up.
    const smtp = await smtpOn(port);
    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(0);

    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/staff/api/mail/${failed!.id}/retry/`,
      headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'pendiente', attempts: 0 });
    await smtp.waitFor(1);
    await until(async () => (await jobs(ctx))[0]?.state === 'enviado', 'the retry is sent');
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Mensaje 1']);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/staff/api/mail/${failed!.id}/retry/`,
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Este correo ya se envió: no hace falta reintentarlo.');

    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/audit/?action=mail.',
      headers,
    });
    expect(audit.json()).toEqual([
      expect.objectContaining({ action: 'mail.retry', target_type: 'mail', target_id: failed!.id }),
    ]);
  });

  it('does not retry a mail the server refuses for good (5xx), and delivers the rest', async () => {
    const port = await freePort();
    const smtp = await smtpOn(port, { refuse: (to) => to === 'nadie@example.org' });
    const ctx = await appWithSmtp(port);
    await ctx.app.mailer.send([message(1, 'nadie@example.org'), message(2)]);
    await ctx.app.mailer.flush();

    const [refused, delivered] = await jobs(ctx);
    expect(refused).toMatchObject({ state: 'fallido', attempts: 1 });
    expect(refused!.last_error).toMatch(/550/);
    expect(delivered).toMatchObject({ state: 'enviado', attempts: 1 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Mensaje 2']);
  });

  it('sends a burst in the order queued, and a mail due earlier queued during it too', async () => {
    const port = await freePort();
    const smtp = await smtpOn(port);
    const ctx = await appWithSmtp(port);

    const queued = ctx.app.mailer.send(Array.from({ length: 35 }, (_, n) => message(n + 1)));
    // Due an hour ago: behind wherever the worker's claims have got to in the burst.
    await ctx.app.db.execute(sql`
      insert into mail_jobs (recipient, subject, message, run_at)
      values ('tarde@example.org', 'Mensaje atrasado',
        ${JSON.stringify({ ...message(0, 'tarde@example.org'), subject: 'Mensaje atrasado' })}::jsonb, now() - interval '1 hour')`);
    await queued;
    await until(
      async () => (await jobs(ctx)).every((job) => job.state === 'enviado'),
      'every mail is sent',
    );

    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(36);
    expect(new Set(subjects).size).toBe(36);
    expect(subjects).toContain('Mensaje atrasado');
    // Claims of ten in the queue's order, delivered side by side: no mail of
    // the burst comes after one queued ten or more places later.
    const numbers = subjects
      .filter((subject) => subject !== 'Mensaje atrasado')
      .map((subject) => Number(subject.split(' ')[1]));
    numbers.forEach((n, i) => {
      for (const later of numbers.slice(i + 1)) expect(n).toBeLessThan(later + 10);
    });
    expect((await jobs(ctx)).every((job) => job.attempts === 1)).toBe(true);
  });

  it('with two workers on one database, sends each mail once', async () => {
    const port = await freePort();
    const smtp = await smtpOn(port);
    const ctx = await appWithSmtp(port);
    // A second app (its own worker) on the same database, as a second process would be.
    const { buildApp } = await import('../app');
    const second = await buildApp(ctx.config, { database: ctx.database });
    await second.ready();
    open.push({ close: () => second.close() });

    const messages = Array.from({ length: 40 }, (_, n) => message(n + 1));
    await Promise.all([
      ctx.app.mailer.send(messages.slice(0, 20)),
      second.mailer.send(messages.slice(20)),
    ]);
    await Promise.all([ctx.app.mailer.flush(), second.mailer.flush()]);
    await until(
      async () => (await jobs(ctx)).every((job) => job.state === 'enviado'),
      'every mail is sent',
    );

    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((mail) => mail.subject)).size).toBe(40);
    expect(new Set(messageIds(smtp)).size).toBe(40);
    expect((await jobs(ctx)).every((job) => job.attempts === 1)).toBe(true);
  });
});
