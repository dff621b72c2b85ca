/**
 * The same-SQL peer: the limit for this design on this machine. A minimal Node
 * `http` server in its own process (as Huella and the ceiling are) that, for
 * each request, runs the very statements Huella ran for it, with `pg` and a
 * pool of Huella's size, and answers `JSON.stringify` of the rows: no
 * framework, no validation, no serialisation schema, no cache.
 *
 * The statements are captured, not rewritten: the API is built in this
 * process on the same database with a Drizzle logger, and each request is
 * `app.inject`ed with the same headers (its token), so the SQL cannot drift
 * from what the server sends. A request's statements are the ones logged
 * between its start and its answer (plus what it leaves running for a few
 * milliseconds, such as a view count). The peer runs them one after the
 * other on one connection when they hold a transaction (`begin` … `commit`);
 * otherwise all at once, each on whichever pooled connection is free. The
 * captured parameters are literal values (a page's photos are asked for by the
 * ids the page found), so a read's statements never wait for one another: the
 * peer is at least as fast as any order Huella could run them in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { MAIL_WORKER_MARK } from '../apps/api/src/db/mail-jobs';
import { freePort } from '../e2e/support/server';
import { repoRoot } from '../scripts/build-lib.mjs';
import type { Request } from './load';

/** Huella's pool (apps/api/src/db/client.ts, `max: options.poolSize ?? 10`). */
export const PEER_POOL_SIZE = Number(process.env.BENCH_PEER_POOL ?? 10);

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The peer answers a request by its path and its token: each account's own statements. */
export const peerKey = (path: string, authorization: string | undefined) =>
  `${authorization ?? ''} ${path}`;

/**
 * A request's statements. The mail worker's are left out: it looks for mail
 * on its own clock, so one of its looks could land in any request (the tests
 * leave it out the same way, `requestStatements`).
 */
class Recorder implements Logger {
  statements: Statement[] | undefined;
  logQuery(query: string, params: unknown[]): void {
    if (query.includes(MAIL_WORKER_MARK)) return;
    this.statements?.push({ sql: query, params });
  }
}

/** The API built in this process on the server's database, recording what it sends. */
export interface StatementCapture {
  /**
   * The statements of each request, by peerKey. `warm`: inject it once
   * unrecorded first (the server has served it before the load: a view
   * counted, a session known); otherwise the first, cold answer is recorded
   * (the long tail's misses).
   */
  capture(
    requests: Request[],
    options: { warm: boolean; headers: Record<string, string> },
  ): Promise<Record<string, Statement[]>>;
  close(): Promise<void>;
}

export async function openStatementCapture(options: {
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
}): Promise<StatementCapture> {
  const recorder = new Recorder();
  const database: DatabaseHandle = await openDatabase({
    url: options.databaseUrl,
    poolSize: PEER_POOL_SIZE,
    logger: recorder,
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    JWT_SECRET: options.jwtSecret,
    RATE_LIMIT_DISABLED: 'true',
    MAIL_OUTBOX: 'true',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const app: App = await buildApp(config, { database });
  await app.ready();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  const send = (request: Request, headers: Record<string, string>) =>
    app.inject({
      method: request.method,
      url: request.path,
      headers: { ...headers, ...request.headers },
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
  return {
    async capture(requests, { warm, headers }) {
      const captured: Record<string, Statement[]> = {};
      for (const request of requests) {
        const key = peerKey(request.path, request.headers?.authorization);
        if (captured[key]) continue;
        if (warm) {
          await send(request, headers);
          await settle();
        }
        recorder.statements = [];
        const answer = await send(request, headers);
        await settle();
        captured[key] = recorder.statements;
        recorder.statements = undefined;
        if (answer.statusCode >= 300) {
          throw new Error(`peer capture: ${request.path} answered ${answer.statusCode}`);
        }
      }
      return captured;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface Peer {
  url: string;
  stop(): void;
}

export async function startPeer(
  databaseUrl: string,
  statements: Record<string, Statement[]>,
): Promise<Peer> {
  const port = await freePort();
  const source = `
    import http from 'node:http';
    import pg from 'pg';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const { url, poolSize, statements } = JSON.parse(input);
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    async function run(list) {
      const rows = [];
      if (list.some((s) => /^begin\\b/i.test(s.sql))) {
        const client = await pool.connect();
        try {
          for (const s of list) rows.push((await client.query(s.sql, s.params)).rows);
        } finally {
          client.release();
        }
        return rows;
      }
      return Promise.all(list.map(async (s) => (await pool.query(s.sql, s.params)).rows));
    }
    http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const list = statements[(req.headers.authorization ?? '') + ' ' + req.url];
        if (!list) { res.writeHead(404).end(); return; }
        run(list).then(
          (rows) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows)),
          (error) => res.writeHead(500).end(String(error)),
        );
      });
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));
  `;
  // From the repository's root, where \`pg\` resolves.
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin?.end(JSON.stringify({ url: databaseUrl, poolSize: PEER_POOL_SIZE, statements }));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`peer server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => void child.kill() };
}

/** A secret shared by the server and the capturing app, so both accept the same tokens. */
export const benchJwtSecret = () => randomBytes(48).toString('base64url');
