/**
 * Builds the test database once per run: a migrated PGlite snapshot written to a
 * temporary file, or (with TEST_DATABASE_URL) a migrated PostgreSQL template
 * database. Each test file then gets its own copy (see helper.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl && process.env.TEST_DB === 'postgres') {
    const template = `huella_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: withDatabase(postgresUrl, template), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('postgresUrl', postgresUrl);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const snapshot = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'huella-test-'));
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  project.provide('postgresUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
