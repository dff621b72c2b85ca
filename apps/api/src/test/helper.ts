/**
 * Test helper: each test file gets a fresh database (a copy of the migrated
 * snapshot or template from global-setup.ts) and an app built on it, talked to
 * with `app.inject`.
 */
import { readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { notify } from '../db/notify';
import { MAIL_WORKER_MARK } from '../db/mail-jobs';
import { REALTIME_CHANNEL } from '../lib/realtime';
import { withDatabase } from './global-setup';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The migrated PGlite snapshot, read once per worker (its test files share it). */
let pgliteSnapshot: Blob | undefined;

/** Opens an empty, migrated database of the driver this run tests. */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<{
  database: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = inject('postgresUrl');
    const name = `huella_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({
      url: withDatabase(url, name),
      poolSize: 4,
      logger: options.logger,
    });
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  pgliteSnapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const database = await openDatabase({
    memory: true,
    loadDataDir: pgliteSnapshot,
    logger: options.logger,
  });
  return { database, drop: async () => {} };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), `huella-data-${randomBytes(6).toString('hex')}`),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO_DATA: 'false',
    ...overrides,
  });
}

export async function buildTestApp(
  overrides: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database'> = {},
  databaseOptions: { logger?: Logger } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(databaseOptions);
  const config = testConfig(overrides);
  const app = await buildApp(config, { ...deps, database });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A logger of the statements requests send, for tests that count them: the
 * mail worker's own (it looks for mail on its own clock, and may do so during
 * any request) are left out.
 */
export const requestStatements = (onQuery: (query: string) => void): Logger => ({
  logQuery: (query) => void (query.includes(MAIL_WORKER_MARK) || onQuery(query)),
});

/** A test app that records the statements it sends. */
export interface StatementsTestContext extends TestContext {
  /** The statements `work` sent, once the mails it started are out. */
  statementsOf(work: () => Promise<unknown>): Promise<string[]>;
}

export async function buildStatementsTestApp(): Promise<StatementsTestContext> {
  let recorded: string[] = [];
  const ctx = await buildTestApp(
    {},
    {},
    {
      logger: requestStatements((query) => recorded.push(query)),
    },
  );
  return {
    ...ctx,
    async statementsOf(work) {
      recorded = [];
      await work();
      await ctx.app.mailer.flush();
      return recorded;
    },
  };
}

/**
 * Waits until the app has received every notification the database sent
 * before this call: after a test writes to the database directly (as a script
 * would), the caches learn of it by notification (decision record 0011), and
 * notifications arrive in the order they were sent.
 */
export async function notificationsReceived(app: App): Promise<void> {
  const marker = `test:${randomBytes(8).toString('hex')}`;
  const received = new Promise<void>((resolve) => app.realtime.onChange(marker, resolve));
  await notify(app.db, REALTIME_CHANNEL, marker);
  await received;
}
