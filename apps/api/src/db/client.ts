/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise the
 * embedded PGlite (real Postgres in WASM) in a directory, or in memory.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { namedByKey } from './kept-statement';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';
import { StatementObservers, timeStatements, type StatementObserver } from './statement-timing';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(work)` gives `work`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A statement's way to the database: on its own, or in a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * The embedded database, in a thread of its own: for snapshots in tests and
   * its LISTEN/NOTIFY (lib/realtime.ts).
   */
  pglite?: PGliteThread;
  /**
   * The PostgreSQL connection string: the live-update listener (lib/realtime.ts)
   * opens its own connection with it, since LISTEN needs one outside the pool.
   */
  url?: string;
  /** Throws unless the database answers a trivial query. */
  ping(): Promise<void>;
  /** Adds a function told of every statement's time (plugins/metrics.ts); the result removes it. */
  observeStatements(observer: StatementObserver): () => void;
  /** How busy the database's connections are at this moment (plugins/metrics.ts). */
  load(): DatabaseLoad;
  close(): Promise<void>;
}

export type DatabaseLoad =
  /** The pool's open connections, those idle, and the requests waiting for one. */
  | { driver: 'postgres'; connections: number; idle: number; waiting: number }
  /** Statements sent to the PGlite thread and not yet answered (the one under way included). */
  | { driver: 'pglite'; pending: number };

export type DatabaseOptions = (
  { url: string; poolSize?: number } | { dataDir: string } | { memory: true; loadDataDir?: Blob }
) & {
  /** Sees every statement Drizzle sends (tests count them; the bench explains them). */
  logger?: Logger;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const max = options.poolSize ?? 10;
    const statements = new StatementObservers();
    let closing = false;
    // The lists' statements are named and prepared once per connection
    // (modules/pets/repository.ts), but each execution is still planned for
    // its own values: a plan made once for any word or city could walk the
    // wrong index for a frequent one.
    const pool = watched(
      new pg.Pool({
        connectionString: options.url,
        max,
        options: '-c plan_cache_mode=force_custom_plan',
      }),
    );
    // Statements that reach their rows by key (db/kept-statement.ts, byKey)
    // run on connections with the server's default: after five executions it
    // keeps one plan for all of them. Planning was most of what the server
    // spent on a chat message or an application (decision record 0014).
    const byKeyPool = watched(new pg.Pool({ connectionString: options.url, max }));
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) =>
      namedByKey(args[0])
        ? (byKeyPool.query as (...args: unknown[]) => unknown)(...args)
        : query(...args)) as typeof pool.query;

    function watched(created: pg.Pool): pg.Pool {
      // An idle connection that dies (server restart, failover) is dropped from
      // the pool and replaced on next use; without a listener it would crash the
      // process. Once the pool is closing, its connections ending is expected.
      created.on('error', (error) => {
        if (!closing)
          console.error(
            'PostgreSQL: an idle connection failed and was dropped from the pool',
            error.message,
          );
      });
      // A connection checked out of the pool (a transaction between two of its
      // statements) has no listener of the pool's: the server ending it would be an
      // uncaught 'error' event that ends the process. With this one, the statement
      // under way or the next fails instead (answered 503), and the pool drops the
      // connection when it is released.
      created.on('connect', (client) => {
        client.on('error', () => {});
        timeStatements(client, statements);
      });
      return created;
    }
    const db = drizzleNodePg(pool, { schema, logger: options.logger }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      url: options.url,
      ping: async () => void (await db.execute(sql`select 1`)),
      observeStatements: (observer) => statements.add(observer),
      load: () => ({
        driver: 'postgres',
        connections: pool.totalCount + byKeyPool.totalCount,
        idle: pool.idleCount + byKeyPool.idleCount,
        waiting: pool.waitingCount + byKeyPool.waitingCount,
      }),
      close: async () => {
        closing = true;
        await Promise.all([pool.end(), byKeyPool.end()]);
      },
    };
  }
  let unlock = () => {};
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    // One process at a time: two would both write the files (data-dir-lock.ts).
    unlock = lockDataDir(options.dataDir);
  }
  let client: PGliteThread;
  try {
    client = await PGliteThread.start(
      'dataDir' in options ? { dataDir: options.dataDir } : { loadDataDir: options.loadDataDir },
    );
  } catch (error) {
    unlock();
    throw error;
  }
  // Drizzle's PGlite driver calls query() and transaction(), which the thread's client has.
  const db = drizzlePglite(client as unknown as PGlite, {
    schema,
    logger: options.logger,
  }) as unknown as Database;
  sendByKeyAsSuch(db, client);
  return {
    db,
    driver: 'pglite',
    pglite: client,
    observeStatements: (observer) => client.statements.add(observer),
    load: () => ({ driver: 'pglite', pending: client.pending }),
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** What drizzle's PGlite session is seen to have here: the prepared query keeps its client. */
interface PgliteSessionInternals {
  prepareQuery(
    query: unknown,
    fields: unknown,
    name: string | undefined,
    ...rest: unknown[]
  ): {
    client: Pick<PGliteThread, 'query'>;
  };
}

/**
 * drizzle's PGlite driver drops a statement's name, and the thread prepares
 * statements by their text: a statement named by `byKey` is given a client
 * that tells the thread so (PGliteThread.queryByKey), as the PostgreSQL pool
 * routes it by its name. Statements in a transaction come from another
 * session and are never marked.
 */
function sendByKeyAsSuch(db: Database, client: PGliteThread): void {
  const session = (db as unknown as { _: { session: PgliteSessionInternals } })._.session;
  const prepareQuery = session.prepareQuery.bind(session);
  const byKey = { query: client.queryByKey.bind(client) };
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    if (namedByKey({ name })) prepared.client = byKey;
    return prepared;
  };
}
