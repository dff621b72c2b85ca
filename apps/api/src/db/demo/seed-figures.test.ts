/** Demo figures: visits per day since publication, added to the counters; once only. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPet, createShelter } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { pets, petViewDays } from '../schema';
import { seedDemoFigures } from './figures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('seedDemoFigures', () => {
  it('counts visits only after publication, adds them to the animal’s counter, and runs once', async () => {
    const now = new Date();
    const shelter = await createShelter(ctx.app);
    const old = await createPet(ctx.app, {
      shelterId: shelter.id,
      publishedAt: new Date(now.getTime() - 40 * DAY_MS),
      renewedAt: new Date(now.getTime() - 40 * DAY_MS),
    });
    const recent = await createPet(ctx.app, {
      shelterId: shelter.id,
      publishedAt: new Date(now.getTime() - 5 * DAY_MS),
      renewedAt: new Date(now.getTime() - 5 * DAY_MS),
    });

    await seedDemoFigures(ctx.app.db, now);

    const days = await ctx.app.db.select().from(petViewDays);
    const daysOf = (id: number) => days.filter((row) => row.petId === id);
    expect(daysOf(old.id).length).toBeGreaterThan(20);
    expect(daysOf(recent.id).length).toBeLessThanOrEqual(6);
    const firstDay = new Date(now.getTime() - 5 * DAY_MS).toISOString().slice(0, 10);
    expect(daysOf(recent.id).every((row) => row.day >= firstDay)).toBe(true);
    const [stored] = await ctx.app.db.select().from(pets).where(eq(pets.id, old.id));
    const sum = daysOf(old.id).reduce((total, row) => total + row.views, 0);
    expect(stored!.viewCount).toBe(sum);

    await seedDemoFigures(ctx.app.db, now);
    expect(await ctx.app.db.select().from(petViewDays)).toHaveLength(days.length);
  });
});
