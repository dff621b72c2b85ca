/**
 * Production is never a demo (issue 12, item 1). A production start on an
 * empty PostgreSQL database creates no account, and the links of the mail it
 * writes (tokens) never reach its log, not even when someone follows them;
 * asked for the demo data (SEED_DEMO_DATA=true), it gives no account the
 * README's password; without a mail setting, or trusting every proxy, it
 * refuses to start. The built server does not load the demo data: the demo
 * catalogue and its picture generator are a chunk imported only to seed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHELTERS } from '../src/db/seed';
import { startApiProcess, type ApiProcess } from '../src/test/api-process';
import { createTestDatabase, JWT_SECRET, type TestDatabase } from './support/api-processes';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const cleanUps: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://huella.example',
  JWT_SECRET,
  LOG_LEVEL: 'info',
};

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ empty: true });
  cleanUps.push(() => database.drop());
  return database;
}

/** Starting tsx on a busy machine takes a while: the default 30 s is not always enough. */
const START_WITHIN_MS = 120_000;

async function start(
  env: Record<string, string>,
  readyWithinMs = START_WITHIN_MS,
): Promise<ApiProcess> {
  const api = await startApiProcess({ env: { ...PRODUCTION, ...env }, readyWithinMs });
  cleanUps.push(() => api.stop());
  return api;
}

/** The start-up failure of a production server with `env`, as its output says it. */
async function refusal(env: Record<string, string>): Promise<string> {
  const database = await emptyDatabase();
  const started = await startApiProcess({
    env: { ...PRODUCTION, DATABASE_URL: database.url, ...env },
    readyWithinMs: START_WITHIN_MS,
  }).then(
    async (api) => {
      await api.stop();
      return null;
    },
    (error: unknown) => (error as Error).message,
  );
  expect(started, 'the server started').not.toBeNull();
  return started!;
}

async function count(url: string, table: string): Promise<number> {
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    const result = await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return result.rows[0]!.n;
  } finally {
    await sql.end();
  }
}

/** Waits (up to 10 s) until the process has written `text` to its output. */
async function waitForOutput(api: ApiProcess, text: string) {
  for (let waited = 0; !api.output().includes(text) && waited < 10_000; waited += 50) {
    await sleep(50);
  }
  expect(api.output(), `the log never showed ${text}`).toContain(text);
}

const login = (api: ApiProcess, email: string, password: string) =>
  fetch(`${api.url}/users/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('a production start', () => {
  it('on an empty database creates no account, and writes no mail token to its log', async () => {
    const database = await emptyDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'huella-production-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const api = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir, MAIL_OUTBOX: 'true' });

    expect(await count(database.url, 'users')).toBe(0);
    expect(await count(database.url, 'shelters')).toBe(0);
    for (const account of DEMO_ACCOUNTS) {
      expect((await login(api, account.email, DEMO_PASSWORD)).status, account.email).toBe(401);
    }

    // Someone registers and asks for a new password: the link is in the outbox only.
    const email = 'lucia.produccion@example.com';
    const registered = await fetch(`${api.url}/users/api/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Lucía', last_name: '', email, password: 'Huella123' }),
    });
    expect(registered.status).toBe(201);
    const reset = await fetch(`${api.url}/users/api/password-reset/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(202);
    const outbox = path.join(dataDir, 'outbox');
    let links: string[] = [];
    for (let waited = 0; links.length === 0 && waited < 10_000; waited += 100) {
      const files = (existsSync(outbox) ? readdirSync(outbox) : [])
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')));
      // The confirmation link of the registration is mailed too; the reset link is the one followed.
      links = files
        .flatMap((mail: { links: string[] }) => mail.links)
        .filter((candidate) => candidate.includes('/recuperar-contrasena/nueva?token='));
      if (links.length === 0) await sleep(100);
    }
    const link = links[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    // Following the link (the page's request) logs the address, not the token.
    const { pathname, search } = new URL(link!);
    await fetch(`${api.url}${pathname}${search}`);
    // Barrier: a later request's log line. The log is written in order, so once
    // it is there, everything logged for the link's request is there too.
    const marker = `/healthz?marca=${Date.now()}`;
    expect((await fetch(`${api.url}${marker}`)).status).toBe(200);
    await waitForOutput(api, marker);
    expect(api.output()).toContain('mail written to the outbox');
    expect(api.output()).toContain('/recuperar-contrasena/nueva?token=[redactado]');
    expect(api.output()).not.toContain(token);
  }, 240_000);

  it('with SEED_DEMO_DATA=true gives no demo account the published password', async () => {
    const database = await emptyDatabase();
    const api = await start(
      { DATABASE_URL: database.url, MAIL_OUTBOX: 'true', SEED_DEMO_DATA: 'true' },
      // Drawing and storing every demo photo takes minutes on a busy machine.
      420_000,
    );
    expect(await count(database.url, 'users')).toBe(DEMO_ACCOUNTS.length);
    // The generated passwords are printed once, at the start that created the accounts.
    const printed = new Map(
      [...api.output().matchAll(/^ {2}(\S+@huella\.es) {2}(\S+)$/gm)].map((match) => [
        match[1]!,
        match[2]!,
      ]),
    );
    expect([...printed.keys()].sort()).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email).sort(),
    );
    for (const account of DEMO_ACCOUNTS) {
      expect((await login(api, account.email, DEMO_PASSWORD)).status, account.email).toBe(401);
    }
    const staff = DEMO_ACCOUNTS.find((account) => account.isStaff)!;
    expect((await login(api, staff.email, printed.get(staff.email)!)).status).toBe(200);
  }, 480_000);

  it('refuses to start without SMTP_URL or MAIL_OUTBOX=true', async () => {
    expect(await refusal({})).toContain(
      'production needs SMTP_URL, or MAIL_OUTBOX=true to write mail to DATA_DIR/outbox',
    );
  }, 240_000);

  it('refuses to start with TRUST_PROXY=true', async () => {
    expect(await refusal({ MAIL_OUTBOX: 'true', TRUST_PROXY: 'true' })).toContain(
      'TRUST_PROXY=true lets any client choose its own address and skip every per-IP limit',
    );
  }, 240_000);
});

describe('the production bundle', () => {
  it('does not load the demo data: a chunk of its own, imported only to seed', async () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'huella-bundle-'));
    cleanUps.push(() => rmSync(outdir, { recursive: true, force: true }));
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', outdir], {
      cwd: apiRoot,
    });
    const meta = JSON.parse(readFileSync(path.join(outdir, 'meta.json'), 'utf8')) as {
      outputs: Record<
        string,
        { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }
      >;
    };
    const outputs = Object.fromEntries(
      Object.entries(meta.outputs).map(([file, output]) => [path.resolve(apiRoot, file), output]),
    );
    const server = path.join(outdir, 'server.js');

    // What starting the server loads: server.js and the chunks it imports statically.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file) || !outputs[file]) return;
      loaded.add(file);
      for (const imported of outputs[file]!.imports) {
        if (imported.kind === 'import-statement') visit(path.resolve(apiRoot, imported.path));
      }
    };
    visit(server);
    const loadedInputs = [...loaded].flatMap((file) => Object.keys(outputs[file]!.inputs));
    expect(loadedInputs.filter((input) => /src\/db\/(demo\/|seed\.ts)/.test(input))).toEqual([]);

    // ASCII texts: esbuild writes other characters as \u escapes. The README's password, the
    // demo shelters' addresses and a shape the picture generator draws (a paw print).
    const demoTexts = [
      DEMO_PASSWORD,
      ...DEMO_SHELTERS.map((shelter) => shelter.email),
      'M0 0c-7 0-13 6-13 11',
    ];
    for (const file of loaded) {
      const code = readFileSync(file, 'utf8');
      for (const text of demoTexts) expect([file, code.includes(text)]).toEqual([file, false]);
    }

    // Seeding still finds it: a chunk server.js imports dynamically.
    const seedCode = outputs[server]!.imports.filter(
      (imported) => imported.kind === 'dynamic-import',
    )
      .map((imported) => path.resolve(apiRoot, imported.path))
      .filter((file) => outputs[file] !== undefined)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const text of demoTexts) expect(seedCode).toContain(text);
  });
});
