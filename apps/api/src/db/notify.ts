/** NOTIFY on a channel (lib/realtime.ts), through the app's own connection. */
import { sql } from 'drizzle-orm';
import { Batched } from '../lib/batched';
import type { Database } from './client';

export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * NOTIFY for a busy process: the notices published while one is being sent go
 * together in the next statement, in order (lib/batched.ts). One transaction
 * delivers them all; PostgreSQL folds identical payloads of one transaction,
 * which only ever drops a repeat of the same notice.
 */
export function batchedNotify(db: Database, channel: string): (payload: string) => Promise<void> {
  const notices = new Batched<string>(async (payloads) => {
    const calls = payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`);
    await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
  });
  return (payload) => notices.add(payload);
}
