/** Applies the committed SQL migrations (drizzle/) on either driver. */
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client';

/** The migrations folder, found from this module whether it runs from src/ or a bundle in dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Migrations folder not found');
    dir = parent;
  }
  return path.join(dir, 'drizzle');
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.driver === 'postgres') {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  }
}
