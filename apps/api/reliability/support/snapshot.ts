/**
 * A fingerprint of everything stored: for each table of the application's
 * schema, its row count and an md5 of all its rows in a fixed order. Two equal
 * snapshots mean a batch of requests wrote nothing.
 */
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';

export type DatabaseSnapshot = Record<string, { rows: number; md5: string }>;

type Rows<T> = { rows: T[] };

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  const snapshot: DatabaseSnapshot = {};
  for (const { tablename } of tables.rows) {
    const table = sql.identifier(tablename);
    const result = (await db.execute(
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5
          from ${table} t`,
    )) as unknown as Rows<{ rows: number; md5: string }>;
    snapshot[tablename] = result.rows[0]!;
  }
  return snapshot;
}

/**
 * The snapshot once the app's mail queue has settled: mail that earlier
 * set-up queued is delivered first (its rows change as the worker sends it),
 * so that only what happens after this call differs from it.
 */
export async function settledSnapshot(app: App): Promise<DatabaseSnapshot> {
  await app.mailer.flush();
  return snapshotDatabase(app.db);
}
