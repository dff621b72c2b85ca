/**
 * The durable mail queue across two API processes on one PostgreSQL database,
 * with a real SMTP server that is down while the mail is queued: nothing is
 * lost, and once the server is back every mail arrives exactly once, whichever
 * process's worker took it.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApiProcess, type ApiProcess } from '../src/test/api-process';
import { startSmtpServer, type TestSmtpServer } from '../src/test/smtp';
import { createTestDatabase, JWT_SECRET, type TestDatabase } from './support/api-processes';

const SCRIPT_MAILS = 60;

describe('the mail queue with two API processes', () => {
  let database: TestDatabase | undefined;
  let processes: ApiProcess[] = [];
  let smtp: TestSmtpServer | undefined;
  let sql: pg.Client | undefined;
  let smtpPort = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtpPort = await freePort();
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Huella <no-responder@huella.example>',
      MAIL_RETRY_BASE_MS: '300',
    };
    processes = await Promise.all([startApiProcess({ env }), startApiProcess({ env })]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    const exits = await Promise.all(processes.map((child) => child.stop()));
    try {
      await sql?.end();
      await smtp?.close();
      for (const [index, child] of processes.entries()) {
        expect(exits[index], child.output()).toEqual({ code: 0, signal: null });
      }
    } finally {
      await database?.drop();
    }
  }, 60_000);

  it('keeps the mail queued while SMTP is down, then delivers each once across both processes', async () => {
    // Mail queued by a script (one statement), and mail caused through each
    // process: a password reset for an account of each.
    await sql!.query(
      `insert into mail_jobs (recipient, subject, message)
       select 'persona' || n || '@example.org', 'Aviso ' || n,
              json_build_object('to', 'persona' || n || '@example.org', 'subject', 'Aviso ' || n,
                                'text', 'Texto ' || n, 'html', '<p>Texto ' || n || '</p>',
                                'links', json_build_array())
       from generate_series(1, $1::int) as n`,
      [SCRIPT_MAILS],
    );
    await sql!.query(
      `insert into users (email, password_hash, first_name, last_name, email_confirmed_at)
       values ('lucia@example.org', 'x', 'Lucía', 'Pérez', now()),
              ('mario@example.org', 'x', 'Mario', 'Gil', now())`,
    );
    for (const [index, child] of processes.entries()) {
      const response = await fetch(`${child.url}/users/api/password-reset/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: index === 0 ? 'lucia@example.org' : 'mario@example.org' }),
      });
      expect(response.status).toBe(202);
    }
    const total = SCRIPT_MAILS + 2;

    // Both workers try and fail: every mail is still there, waiting.
    await until(async () => {
      const { rows } = await sql!.query<{ queued: number; tried: number }>(
        `select count(*)::int as queued, count(*) filter (where attempts > 0)::int as tried
         from mail_jobs where state = 'pendiente'`,
      );
      return rows[0]!.queued === total && rows[0]!.tried === total;
    }, 'every mail has failed an attempt');

    smtp = await startSmtpServer({ port: smtpPort });
    await until(async () => {
      const { rows } = await sql!.query<{ sent: number }>(
        `select count(*)::int as sent from mail_jobs where state = 'enviado'`,
      );
      return rows[0]!.sent === total;
    }, 'every mail is sent');
    // Anything sent twice would have arrived by now too.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(smtp.received).toHaveLength(total);
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(SCRIPT_MAILS + 1);
    expect(
      subjects.filter((subject) => subject === 'Restablece tu contraseña de Huella'),
    ).toHaveLength(2);
    const ids = smtp.received.map((mail) => mail.headers['message-id']);
    expect(new Set(ids).size).toBe(total);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(
      [
        ...Array.from({ length: SCRIPT_MAILS }, (_, n) => `persona${n + 1}@example.org`),
        'lucia@example.org',
        'mario@example.org',
      ].sort(),
    );
  });
});

async function until(check: () => Promise<boolean>, what: string, withinMs = 60_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
