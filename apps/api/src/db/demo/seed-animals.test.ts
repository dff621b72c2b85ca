import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { ANNOUNCEMENT_TTL_DAYS, IMAGE_VARIANT_WIDTHS } from '@huella/shared/constants';
import sharp from 'sharp';
import { variantKey } from '../../lib/storage';
import { bearer, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { petPhotos, pets, shelters } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHELTERS, seedDemoData } from '../seed';
import { DEMO_ANIMALS, type DemoAnimal } from './animals';
import { birthDate } from './seed-animals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** An animal whose announcement has expired by the time it is seeded. */
const expiredAnimal = DEMO_ANIMALS.find(
  (animal) => (animal.publishedDaysAgo ?? 0) > ANNOUNCEMENT_TTL_DAYS,
)!;

/**
 * One animal of each kind, one pending, one adopted and one expired: the
 * whole set takes ~20 s to draw.
 */
function sample(): DemoAnimal[] {
  const picked = new Set<DemoAnimal>();
  for (const kind of ['perro', 'gato', 'ave', 'otros'] as const) {
    picked.add(DEMO_ANIMALS.find((animal) => animal.kind === kind && animal.look.photos === 1)!);
  }
  picked.add(DEMO_ANIMALS.find((animal) => animal.state === 'pendiente')!);
  picked.add(DEMO_ANIMALS.find((animal) => animal.state === 'adoptada')!);
  picked.add(expiredAnimal);
  return [...picked];
}

describe('demo animals', () => {
  it('adds the animals with their photos stored as variants, once', async () => {
    const animals = sample();
    const summary = await seedDemoData(ctx.app.db, { storage: ctx.app.storage, animals });
    expect(summary.animals).toBe(animals.length);

    const rows = await ctx.app.db
      .select({ id: pets.id, name: pets.name, state: pets.state, shelter: shelters.name })
      .from(pets)
      .innerJoin(shelters, eq(shelters.id, pets.shelterId));
    expect(rows.map((row) => `${row.shelter}/${row.name}`).sort()).toEqual(
      animals.map((animal) => `${animal.shelter}/${animal.name}`).sort(),
    );
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['en_adopcion', 'pendiente', 'adoptada']),
    );

    const photos = await ctx.app.db.select().from(petPhotos).orderBy(asc(petPhotos.id));
    const expectedPhotos = animals.reduce((sum, animal) => sum + animal.look.photos, 0);
    expect(photos).toHaveLength(expectedPhotos);
    for (const photo of photos) {
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 1200, height: 900 });
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const file = await ctx.app.storage.get(variantKey(photo.storageKey, width));
        expect(file, `${photo.storageKey} ${width}`).not.toBeNull();
        file!.body.destroy();
      }
    }
    const [first] = photos;
    const served = await ctx.app.inject({ url: `/media/${variantKey(first!.storageKey, 800)}` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });

    const again = await seedDemoData(ctx.app.db, { storage: ctx.app.storage, animals });
    expect(again.animals).toBe(0);
    const [[petCount], [photoCount]] = await Promise.all([
      ctx.app.db.select({ n: count() }).from(pets),
      ctx.app.db.select({ n: count() }).from(petPhotos),
    ]);
    expect({ pets: petCount!.n, photos: photoCount!.n }).toEqual({
      pets: animals.length,
      photos: expectedPhotos,
    });
  });

  it('shows the seeded animals in the public catalogue with their details', async () => {
    const bird = sample().find((animal) => animal.kind === 'ave')!;
    const city = DEMO_SHELTERS.find((shelter) => shelter.name === bird.shelter)!.city;
    const response = await ctx.app.inject({
      url: `/api/animals?location=${encodeURIComponent(city.toLowerCase())}&category=bird`,
    });
    expect(response.statusCode).toBe(200);
    const found = response.json().find((animal: { name: string }) => animal.name === bird.name);
    expect(found).toMatchObject({ name: bird.name, location: city, kind: 'ave' });
    expect(found.image).toMatch(/^media\/pets\/[0-9a-f]+-800\.webp$/);
  });

  it('seeds an expired announcement off the public list, for its shelter to renew', async () => {
    // Seeding is idempotent: this adds it unless the first test already did.
    await seedDemoData(ctx.app.db, { storage: ctx.app.storage, animals: [expiredAnimal] });
    const { name } = expiredAnimal;
    const days = expiredAnimal.publishedDaysAgo!;
    const [row] = await ctx.app.db
      .select({ id: pets.id, renewedAt: pets.renewedAt, expiresAt: pets.expiresAt })
      .from(pets)
      .where(eq(pets.name, name));
    expect(row).toBeDefined();
    const dayMs = 24 * 60 * 60 * 1000;
    expect(Math.round((Date.now() - row!.renewedAt.getTime()) / dayMs)).toBe(days);
    expect(row!.expiresAt.getTime()).toBeLessThan(Date.now());

    const publicList = await ctx.app.inject({
      url: `/api/animals?q=${encodeURIComponent(name)}&page_size=100`,
    });
    expect(publicList.json().map((animal: { name: string }) => animal.name)).not.toContain(name);

    const admin = DEMO_ACCOUNTS.find((account) => account.key === 'shelterAdmin')!;
    const tokens = await loginAs(ctx.app, { email: admin.email, password: DEMO_PASSWORD });
    const mine = await ctx.app.inject({
      url: '/pets/api/pets/mine/?status=expired',
      headers: bearer(tokens),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((pet: { id: number }) => pet.id)).toEqual([row!.id]);
  });

  it('turns ages into birth dates of the right age band', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(birthDate(7, today)).toBe('2026-04-22');
    expect(birthDate(30, today)).toBe('2024-05-22');
    expect(birthDate(118, today)).toBe('2017-01-22');
    expect(birthDate(2, new Date('2026-03-31T10:00:00Z'))).toBe('2026-01-28');
  });
});
