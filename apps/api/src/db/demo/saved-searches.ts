/**
 * A demo saved search: the demo adopter looks for dogs in Madrid, with daily
 * alerts, saved two weeks ago. The first alert run after start finds the Madrid
 * dogs published since and mails them (to the outbox, in development), so the
 * alert can be seen without waiting for new animals. Only when the adopter
 * has no saved search yet (idempotent).
 */
import { count, eq, sql } from 'drizzle-orm';
import { unsubscribeTokenHashOf } from '../../modules/saved-searches';
import type { Database } from '../client';
import { savedSearches } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoSavedSearch(
  db: Database,
  { adopterId, secret, now = new Date() }: { adopterId: number; secret: string; now?: Date },
): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, adopterId));
  if ((existing?.n ?? 0) > 0) return;
  const next = await db.execute(
    sql`select nextval(pg_get_serial_sequence('saved_searches', 'id'))::integer as id`,
  );
  // Both drivers answer { rows }; Drizzle's generic database type does not say so.
  const id = Number((next as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const savedAt = new Date(now.getTime() - 14 * DAY_MS);
  await db.insert(savedSearches).values({
    id,
    userId: adopterId,
    name: 'Perros · Madrid',
    filters: { category: 'perro', location: 'madrid' },
    frequency: 'diaria',
    unsubscribeTokenHash: unsubscribeTokenHashOf(secret, id),
    createdAt: savedAt,
    lastCheckedAt: savedAt,
  });
}
