/**
 * Demo figures (issue 17): visits per day over the last SHELTER_STATS_DAYS days
 * for every demo announcement, so a shelter's Estadísticas panel (and the
 * animals' view counters) show what a few weeks of visitors look like: more on
 * weekends, more for some animals than others, none before publication. The
 * numbers come from the animal's id and the day, so every seed draws the same
 * shape. Runs once: when any day has been counted, nothing changes.
 */
import { count, isNull, sql } from 'drizzle-orm';
import { SHELTER_STATS_DAYS } from '@huella/shared/constants';
import type { Database } from '../client';
import { pets, petViewDays } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;

/** A small deterministic pseudo-random number in [0, 1) from two integers. */
function noise(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** Views of one animal on one day: its own popularity, a weekend bump and some noise. */
export function demoViews(petId: number, day: Date): number {
  const popularity = 2 + Math.floor(noise(petId, 1) * 9);
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 1.6 : 1;
  return Math.round(popularity * weekend * (0.4 + noise(petId, day.getTime() / DAY_MS)));
}

export async function seedDemoFigures(db: Database, now = new Date()): Promise<void> {
  const [counted] = await db.select({ n: count() }).from(petViewDays);
  if ((counted?.n ?? 0) > 0) return;

  const animals = await db
    .select({ id: pets.id, publishedAt: pets.publishedAt })
    .from(pets)
    .where(isNull(pets.deletedAt));
  const rows: Array<{ petId: number; day: string; views: number }> = [];
  const totals = new Map<number, number>();
  for (const animal of animals) {
    for (let back = SHELTER_STATS_DAYS - 1; back >= 0; back -= 1) {
      const day = new Date(now.getTime() - back * DAY_MS);
      if (day < animal.publishedAt) continue;
      const views = demoViews(animal.id, day);
      if (views === 0) continue;
      rows.push({ petId: animal.id, day: day.toISOString().slice(0, 10), views });
      totals.set(animal.id, (totals.get(animal.id) ?? 0) + views);
    }
  }
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.insert(petViewDays).values(rows.slice(start, start + BATCH));
    }
    for (const [petId, views] of totals) {
      await tx
        .update(pets)
        .set({ viewCount: sql`${pets.viewCount} + ${views}` })
        .where(sql`${pets.id} = ${petId}`);
    }
  });
}
