/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from './client';

export const openConfiguredDatabase = (config: Config) =>
  openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
