/** NOTIFY on a channel (lib/realtime.ts), through the app's own connection. */
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
