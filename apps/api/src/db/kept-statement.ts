/**
 * Statements asked for on every request are built by drizzle once, on first
 * use, and named, so that PostgreSQL also parses each once per connection
 * (each execution is still planned for its own values, but for those marked
 * `byKey`: see db/client.ts).
 * Building a statement anew cost more of the process's time than sending it
 * (decision record 0014). A transaction's statements are not kept: they
 * belong to its connection.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export function keptStatement<T>(build: () => T): () => T {
  let statement: T | undefined;
  return () => (statement ??= build());
}

/**
 * The mark of a statement that reaches every row it reads or writes by a key
 * (an id, a unique pair, each of a member's shelters in its index): no value
 * can make another plan better, so the database may keep one plan for every
 * execution instead of planning it each time. On PostgreSQL such statements
 * go to connections with the server's default plan mode (db/client.ts); on
 * PGlite the thread switches its one session to it (db/pglite-worker.js). A
 * statement that filters by words, a city or a range of values must never
 * carry it.
 */
const BY_KEY = 'by_key:';

/** The name of a kept statement that reaches its rows by their keys (see BY_KEY). */
export const byKey = (name: string): string => BY_KEY + name;

/** Whether `pg` is asked to run a statement named by `byKey`. */
export function namedByKey(config: unknown): boolean {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { name?: unknown }).name === 'string' &&
    (config as { name: string }).name.startsWith(BY_KEY)
  );
}

const dialect = new PgDialect();

/**
 * A statement written in SQL (data-modifying CTEs, which the query builder
 * does not write) kept as keptStatement keeps the builder's: built once with
 * `sql.placeholder` for its values and named. Its rows come back as the
 * database sends them.
 */
export function keptSql<Row>(
  db: Database,
  name: string,
  build: () => SQL,
): () => { execute(values: Record<string, unknown>): Promise<Row[]> } {
  return keptStatement(() => {
    const prepared = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    return {
      execute: async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows,
    };
  });
}
