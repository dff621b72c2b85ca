/**
 * Statements kept by name: SQL written by hand with placeholders, and the
 * ones that reach their rows by key, which PostgreSQL may plan once for every
 * execution while the rest are planned for each execution's values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('statements named by key', () => {
  const planMode = (name: string) =>
    keptSql<{ mode: string }>(
      database.db,
      name,
      () =>
        sql`select current_setting('plan_cache_mode') as mode, ${sql.placeholder('id')}::int as id`,
    );
  const modeOf = async (statement: ReturnType<typeof planMode>) =>
    (await statement().execute({ id: 1 }))[0]?.mode;
  const unnamedMode = async (db: Pick<DatabaseHandle['db'], 'execute'>) =>
    (
      (await db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
        rows: { mode: string }[];
      }
    ).rows[0]?.mode;

  it('run with the server’s own plan mode; every other statement is planned for its values', async () => {
    const keyed = planMode(byKey('test_plan_mode'));
    const other = planMode('test_plan_mode');
    expect(await modeOf(keyed)).toBe('auto');
    expect(await modeOf(other)).toBe('force_custom_plan');
    expect(await unnamedMode(database.db)).toBe('force_custom_plan');
    expect(await modeOf(keyed)).toBe('auto');
    expect(await unnamedMode(database.db)).toBe('force_custom_plan');
  });

  it('leave a transaction’s statements planned for their values, committed or rolled back', async () => {
    const keyed = planMode(byKey('test_plan_mode_tx'));
    for (const outcome of ['commit', 'rollback'] as const) {
      expect(await modeOf(keyed)).toBe('auto');
      const inside = await database.db
        .transaction(async (tx) => {
          const mode = await unnamedMode(tx);
          if (outcome === 'rollback') throw new Error(mode);
          return mode;
        })
        .catch((error: Error) => error.message);
      expect(inside).toBe('force_custom_plan');
      expect(await unnamedMode(database.db)).toBe('force_custom_plan');
      expect(await modeOf(keyed)).toBe('auto');
    }
  });

  it('are planned once after a few executions, not for each', async () => {
    const byId = keptSql<{ id: number }>(
      database.db,
      byKey('test_by_id'),
      () => sql`select id from users where id = ${sql.placeholder('id')} /* test_by_id */`,
    );
    for (let id = 1; id <= 10; id += 1) await byId().execute({ id });
    // On PostgreSQL by the same connection (the by-key pool's one), on PGlite by its one session.
    const plans = keptSql<{ generic: number; custom: number }>(
      database.db,
      byKey('test_plans'),
      () => sql`select generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements
        where statement like '%/* test_by_id */' and statement not like '%pg_prepared_statements%'`,
    );
    const [counted] = await plans().execute({});
    expect(counted?.custom).toBe(5);
    expect(counted?.generic).toBe(5);
  });
});
