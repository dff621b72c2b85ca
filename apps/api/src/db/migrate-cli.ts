/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from '../config';
import { migrateDatabase } from './migrate';
import { openConfiguredDatabase } from './open';

const database = await openConfiguredDatabase(loadConfig());
await migrateDatabase(database);
await database.close();
console.log('Migraciones aplicadas.');
