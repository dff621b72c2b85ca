/** `npm run db:seed`: migrates and adds the demo data; running it again changes nothing. */
import { loadConfig } from '../config';
import { createDiskStorage } from '../lib/storage';
import { migrateDatabase } from './migrate';
import { openConfiguredDatabase } from './open';
import { seedDemoData } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrateDatabase(database);
const summary = await seedDemoData(database.db, { storage: createDiskStorage(config.mediaDir) });
await database.close();
console.log(`Datos de demostración listos: ${JSON.stringify(summary)}`);
