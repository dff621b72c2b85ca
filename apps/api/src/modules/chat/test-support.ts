/**
 * A second API instance on the same database as a test's app: on PostgreSQL
 * it has its own pool and its own LISTEN connection, as a second process
 * would; on PGlite (one process by nature) it shares the embedded database and
 * listens on it separately.
 */
import { rmSync } from 'node:fs';
import type { App } from '../../app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import type { TestContext } from '../../test/helper';
import { testConfig } from '../../test/helper';

export async function buildSecondInstance(
  ctx: TestContext,
  deps: { now?: () => number } = {},
  overrides: Record<string, string> = {},
): Promise<{ app: App; close(): Promise<void> }> {
  const url = ctx.database.url;
  const database = url ? await openDatabase({ url, poolSize: 2 }) : ctx.database;
  const app = await buildApp(testConfig({ ...overrides }), { ...deps, database });
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== ctx.database) await database.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    },
  };
}
