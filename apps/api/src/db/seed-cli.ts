/** `npm run db:seed`: migrates and adds the demo data; running it again changes nothing. */
import { loadConfig } from '../config';
import { migrateDatabase } from './migrate';
import { openConfiguredDatabase } from './open';
import { seedDemoData } from './seed';

const database = await openConfiguredDatabase(loadConfig());
await migrateDatabase(database);
const summary = await seedDemoData(database.db);
await database.close();
console.log(`Datos de demostración listos: ${JSON.stringify(summary)}`);
