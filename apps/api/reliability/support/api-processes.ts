/**
 * What the load, fault and two-process suites share: PostgreSQL databases of
 * the shared test cluster (a migrated copy of the run's template, or an empty
 * one), an in-process app on such a database to make test data and sign
 * people in without touching the processes' rate limits, and a Server-Sent
 * Events reader over real HTTP.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { withDatabase } from '../../src/test/global-setup';
import { testConfig } from '../../src/test/helper';

/** The signing secret of testConfig(): tokens made in-process are valid in the API processes. */
export const JWT_SECRET = testConfig().jwtSecret;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of the shared test cluster: a copy of the migrated template, or
 * (`empty`) one with nothing in it, for what a first start does.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('the reliability suites run on PostgreSQL');
  const name = `huella_rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty ? `create database ${name}` : `create database ${name} template ${template}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface HelperApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * An app in this process on the database the API processes use, with the
 * same signing secret: factories write through it and `loginAs` signs in from
 * made-up addresses, so no process's per-IP login limit is spent on set-up.
 */
export async function openHelperApp(url: string): Promise<HelperApp> {
  const database = await openDatabase({ url, poolSize: 4 });
  const config = testConfig();
  const app = await buildApp(config, { database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export { openEventStream } from '../../src/test/event-stream';
