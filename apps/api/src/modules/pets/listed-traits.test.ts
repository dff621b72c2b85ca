/**
 * The public list's totals counted in memory (listed-traits.ts) must be the
 * database's, for every combination of filters, on both engines; and through
 * the API they are used only once enough totals were counted since the last
 * change, and forgotten with it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_BANDS, PET_GENDERS, PET_KINDS, PET_SIZES, PET_STATES } from '@huella/shared/constants';
import { shelters } from '../../db/schema';
import { createPet, createShelter } from '../../test/factories';
import {
  buildStatementsTestApp,
  notificationsReceived,
  type StatementsTestContext,
} from '../../test/helper';
import { createPetsRepository, type PetFilters } from './repository';

let ctx: StatementsTestContext;
beforeAll(async () => {
  ctx = await buildStatementsTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

/** A fixed sequence of numbers in [0, 1): the same catalogue and filters on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const pick = <T>(rand: () => number, values: readonly T[]): T =>
  values[Math.floor(rand() * values.length)]!;
const maybe = (rand: () => number) => pick(rand, [true, false, null]);

/** The dates the database draws the age bands at, and the days either side of them. */
async function bandEdges(): Promise<string[]> {
  const result = await ctx.app.db.execute(sql`
    select d::text as day from (
      select (current_date - make_interval(years => y))::date + shift as d
      from unnest(array[1, 3, 8]) as y, unnest(array[-1, 0, 1]) as shift) edges`);
  return (result as unknown as { rows: { day: string }[] }).rows.map((row) => row.day);
}

/**
 * Shelters in three cities (one of them suspended), and announcements of every
 * kind of trait, listed or not: adopted, deleted, hidden, expired.
 */
async function variedCatalogue() {
  const rand = random(7);
  const places = [
    await createShelter(ctx.app, { city: 'Málaga' }),
    await createShelter(ctx.app, { city: 'malaga' }),
    await createShelter(ctx.app, { city: 'Sevilla' }),
    await createShelter(ctx.app, { city: 'A Coruña' }),
  ];
  const suspended = await createShelter(ctx.app, { city: 'Sevilla' });
  await ctx.app.db
    .update(shelters)
    .set({ suspendedAt: new Date() })
    .where(sql`${shelters.id} = ${suspended.id}`);
  const births = [...(await bandEdges()), null, '2010-05-05', '2025-01-31'];
  for (let i = 0; i < 160; i += 1) {
    const publishedAt = new Date(Date.now() - Math.floor(rand() * 120) * DAY);
    await createPet(ctx.app, {
      shelterId: pick(rand, [...places, suspended]).id,
      kind: pick(rand, PET_KINDS),
      gender: pick(rand, PET_GENDERS),
      size: pick(rand, [...PET_SIZES, null]),
      birth: pick(rand, births),
      sterilized: rand() < 0.5,
      goodWithChildren: maybe(rand),
      goodWithDogs: maybe(rand),
      goodWithCats: maybe(rand),
      state:
        rand() < 0.8 ? pick(rand, ['en_adopcion', 'pendiente'] as const) : pick(rand, PET_STATES),
      publishedAt,
      deletedAt: rand() < 0.05 ? new Date() : null,
      hiddenAt: rand() < 0.05 ? new Date() : null,
    });
  }
  await notificationsReceived(ctx.app);
  return { places, suspended };
}

/** Filters as a visitor combines them, words aside. */
function someFilters(rand: () => number, shelterIds: number[]): PetFilters {
  const filters: PetFilters = {};
  if (rand() < 0.4)
    filters.location = pick(rand, ['malaga', 'MÁLAGA', 'Sevilla', 'a coruña', 'Lugo']);
  if (rand() < 0.5) filters.category = pick(rand, PET_KINDS);
  if (rand() < 0.3) filters.gender = pick(rand, PET_GENDERS);
  if (rand() < 0.3) filters.age = pick(rand, AGE_BANDS);
  if (rand() < 0.3) filters.size = pick(rand, PET_SIZES);
  if (rand() < 0.3) filters.sterilized = rand() < 0.5;
  if (rand() < 0.3) filters.good_with_children = rand() < 0.5;
  if (rand() < 0.3) filters.good_with_dogs = rand() < 0.5;
  if (rand() < 0.3) filters.good_with_cats = rand() < 0.5;
  if (rand() < 0.2) filters.shelter = pick(rand, shelterIds);
  return filters;
}

describe('the public list’s totals counted in memory', () => {
  it('are the database’s for every combination of filters', async () => {
    const { places, suspended } = await variedCatalogue();
    const pets = createPetsRepository(ctx.app.db);
    const listed = await pets.listedTraits();
    expect(listed).toBeDefined();

    const rand = random(11);
    const shelterIds = [...places, suspended].map((shelter) => shelter.id);
    const combinations: PetFilters[] = [
      {},
      { category: 'perro' },
      { location: 'malaga' },
      { location: 'Sevilla', shelter: suspended.id },
      { location: 'Sevilla', shelter: places[0]!.id },
      ...Array.from({ length: 200 }, () => someFilters(rand, shelterIds)),
    ];
    let nonZero = 0;
    for (const filters of combinations) {
      const expected = await pets.countPublic(filters);
      expect({ filters, total: await pets.countListed(listed!, filters) }).toEqual({
        filters,
        total: expected,
      });
      if (expected > 0) nonZero += 1;
    }
    // The comparison means something only if most combinations find animals.
    expect(nonZero).toBeGreaterThan(combinations.length / 2);
  });

  it('leave words to the database', async () => {
    const pets = createPetsRepository(ctx.app.db);
    const listed = await pets.listedTraits();
    expect(await pets.countListed(listed!, { q: 'cariñoso' })).toBeUndefined();
    expect(await pets.countListed(listed!, { q: '', category: 'perro' })).toBe(
      await pets.countPublic({ category: 'perro' }),
    );
  });

  it('are used by the API once ten totals were counted since the last change, and forgotten with the next change', async () => {
    const shelter = await createShelter(ctx.app, { city: 'Teruel' });
    for (const kind of PET_KINDS) {
      for (const gender of PET_GENDERS)
        await createPet(ctx.app, { shelterId: shelter.id, kind, gender });
    }
    await notificationsReceived(ctx.app);
    const ask = async (query: string) => {
      let total: unknown;
      const sent = await ctx.statementsOf(async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/animals?shelter=${shelter.id}&${query}`,
        });
        expect(response.statusCode).toBe(200);
        total = response.headers['x-total-count'];
      });
      return { total, counted: sent.filter((query) => /select count\(\*\)/i.test(query)).length };
    };

    // Ten distinct totals, each counted by the database (the cache keeps answers and totals).
    const tenFirst = [
      ...PET_KINDS.map((kind) => `category=${kind}`),
      ...PET_SIZES.map((size) => `size=${size}`),
    ];
    tenFirst.push('gender=macho', 'gender=hembra', 'sterilized=false');
    for (const query of tenFirst.slice(0, 10)) expect((await ask(query)).counted).toBe(1);
    // The next are counted from the listed announcements' traits, read once.
    expect(await ask('category=perro&gender=hembra')).toEqual({ total: '1', counted: 0 });
    expect(await ask('category=gato&gender=macho&sterilized=false')).toEqual({
      total: '1',
      counted: 0,
    });

    // Written as a script would: the change is seen, and the database counts again.
    await createPet(ctx.app, { shelterId: shelter.id, kind: 'perro', gender: 'hembra' });
    await notificationsReceived(ctx.app);
    expect(await ask('category=perro&gender=hembra')).toEqual({ total: '2', counted: 1 });
  });
});
