/** `npm run db:seed`: migrates and adds the demo data; running it again changes nothing. */
import { loadConfig } from '../config';
import { openConfiguredStorage } from '../lib/storage-configured';
import { migrateDatabase } from './migrate';
import { openConfiguredDatabase } from './open';
import { seedDemoData } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrateDatabase(database);
const storage = await openConfiguredStorage(config);
const summary = await seedDemoData(database.db, {
  storage,
  passwords: config.env === 'production' ? 'generated' : 'published',
  secret: config.jwtSecret,
});
await storage.close();
await database.close();
console.log(`Datos de demostración listos: ${JSON.stringify(summary)}`);
