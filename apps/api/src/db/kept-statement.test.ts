/**
 * Statements kept by name: SQL written by hand with placeholders, and the
 * ones that reach their rows by key, which PostgreSQL may plan once for every
 * execution while the rest are planned for each execution's values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { byKey, keptSql } from './kept-statement';
import { openTestDatabase } from '../test/helper';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});

afterAll(async () => {
  await database.close();
  await drop();
});

describe('keptSql', () => {
  it('runs a statement written in SQL with each execution’s values, built once', async () => {
    let built = 0;
    const echo = keptSql<{ word: string; twice: number }>(database.db, 'test_kept_echo', () => {
      built += 1;
      return sql`select ${sql.placeholder('word')}::text as word, ${sql.placeholder('n')}::int * 2 as twice`;
    });
    expect(await echo().execute({ word: 'perro', n: 2 })).toEqual([{ word: 'perro', twice: 4 }]);
    expect(await echo().execute({ word: 'gato', n: 5 })).toEqual([{ word: 'gato', twice: 10 }]);
    expect(built).toBe(1);
  });
});

describe.runIf(Boolean(inject('postgresTemplate')))('statements named by key on PostgreSQL', () => {
  const planMode = (name: string) =>
    keptSql<{ mode: string }>(
      database.db,
      name,
      () =>
        sql`select current_setting('plan_cache_mode') as mode, ${sql.placeholder('id')}::int as id`,
    );

  it('run with the server’s own plan mode; every other statement is planned for its values', async () => {
    const [byKeyRow] = await planMode(byKey('test_plan_mode'))().execute({ id: 1 });
    const [otherRow] = await planMode('test_plan_mode')().execute({ id: 1 });
    const [unnamed] = (
      (await database.db.execute(
        sql`select current_setting('plan_cache_mode') as mode`,
      )) as unknown as {
        rows: { mode: string }[];
      }
    ).rows;
    expect(byKeyRow?.mode).toBe('auto');
    expect(otherRow?.mode).toBe('force_custom_plan');
    expect(unnamed?.mode).toBe('force_custom_plan');
  });

  it('are planned once after a few executions, not for each', async () => {
    const name = byKey('test_by_id');
    const byId = keptSql<{ id: number }>(
      database.db,
      name,
      () => sql`select id from users where id = ${sql.placeholder('id')}`,
    );
    for (let id = 1; id <= 10; id += 1) await byId().execute({ id });
    const plans = keptSql<{ generic: number; custom: number }>(
      database.db,
      byKey('test_plans'),
      () => sql`select generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where name = ${sql.placeholder('name')}`,
    );
    // One statement at a time: the pool's one connection ran them all.
    const [counted] = await plans().execute({ name });
    expect(counted?.custom).toBe(5);
    expect(counted?.generic).toBe(5);
  });
});
