import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ANNOUNCEMENT_TTL_DAYS } from '@huella/shared/constants';
import { DEMO_SHELTERS } from '../seed';
import { DEMO_ANIMALS } from './animals';
import { drawAnimalPhoto, PHOTO_HEIGHT, PHOTO_WIDTH, renderAnimalPhotos } from './pictures';

const cityOf = new Map(DEMO_SHELTERS.map((shelter) => [shelter.name, shelter.city]));

function band(months: number) {
  if (months < 12) return 'cachorro';
  if (months < 36) return 'joven';
  if (months <= 96) return 'adulto';
  return 'senior';
}

describe('demo catalogue', () => {
  it('has at least 60 animals of the four kinds in the four cities, in demo shelters', () => {
    expect(DEMO_ANIMALS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_ANIMALS.map((animal) => animal.kind))).toEqual(
      new Set(['perro', 'gato', 'ave', 'otros']),
    );
    for (const animal of DEMO_ANIMALS) expect(cityOf.has(animal.shelter)).toBe(true);
    expect(new Set(DEMO_ANIMALS.map((animal) => cityOf.get(animal.shelter)))).toEqual(
      new Set(['Madrid', 'Barcelona', 'Valencia', 'Sevilla']),
    );
  });

  it('covers every age band and state, and names each animal once per shelter', () => {
    expect(new Set(DEMO_ANIMALS.map((animal) => band(animal.ageMonths)))).toEqual(
      new Set(['cachorro', 'joven', 'adulto', 'senior']),
    );
    const states = DEMO_ANIMALS.map((animal) => animal.state ?? 'en_adopcion');
    expect(states.filter((state) => state === 'pendiente').length).toBeGreaterThan(2);
    expect(states.filter((state) => state === 'adoptada').length).toBeGreaterThan(2);
    const keys = DEMO_ANIMALS.map((animal) => `${animal.shelter}/${animal.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps 60 animals on the public list and gives the shelter administrator every kind of announcement', () => {
    const expired = (animal: (typeof DEMO_ANIMALS)[number]) =>
      (animal.publishedDaysAgo ?? 0) > ANNOUNCEMENT_TTL_DAYS;
    // Public: en adopción or pendiente, and not expired.
    const listed = DEMO_ANIMALS.filter((animal) => animal.state !== 'adoptada' && !expired(animal));
    expect(listed.length).toBeGreaterThanOrEqual(60);

    // refugio@huella.es (DEMO_ACCOUNTS' shelterAdmin) manages the animals of its shelters.
    const own = new Set(
      DEMO_SHELTERS.filter((shelter) =>
        shelter.members.some(([account]) => account === 'shelterAdmin'),
      ).map((shelter) => shelter.name),
    );
    const managed = DEMO_ANIMALS.filter((animal) => own.has(animal.shelter));
    const live = managed.filter((animal) => !expired(animal));
    expect(new Set(live.map((animal) => animal.state ?? 'en_adopcion'))).toEqual(
      new Set(['en_adopcion', 'pendiente', 'adoptada']),
    );
    const expiredCount = managed.filter(expired).length;
    expect(expiredCount).toBeGreaterThanOrEqual(2);
    expect(expiredCount).toBeLessThanOrEqual(3);
    // One about to expire (within two weeks), to be renewed before it does.
    expect(live.some((animal) => (animal.publishedDaysAgo ?? 0) > ANNOUNCEMENT_TTL_DAYS - 14)).toBe(
      true,
    );
    // More than one page of Anuncios (30 a page).
    expect(managed.length).toBeGreaterThan(30);
    // Every expired announcement lives in one of its shelters.
    expect(DEMO_ANIMALS.filter(expired).every((animal) => own.has(animal.shelter))).toBe(true);
  });

  it('describes each animal in three to five sentences', () => {
    for (const animal of DEMO_ANIMALS) {
      const sentences = animal.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length, animal.name).toBeGreaterThanOrEqual(3);
      expect(sentences.length, animal.name).toBeLessThanOrEqual(5);
    }
  });

  it('draws the same photos every time, as 1200 × 900 JPEG files', async () => {
    const index = DEMO_ANIMALS.findIndex((animal) => animal.look.photos === 3);
    const animal = DEMO_ANIMALS[index]!;
    const [first, again] = await Promise.all([
      renderAnimalPhotos(animal, index),
      renderAnimalPhotos(animal, index),
    ]);
    expect(first).toHaveLength(3);
    first.forEach((photo, position) => expect(photo.equals(again[position]!)).toBe(true));
    const metadata = await sharp(first[0]).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    expect(new Set(first.map((photo) => photo.toString('base64'))).size).toBe(3);
  });

  it('draws every species without error', async () => {
    const bySpecies = new Map(DEMO_ANIMALS.map((animal, index) => [animal.species, index]));
    for (const index of bySpecies.values()) {
      const svg = drawAnimalPhoto(DEMO_ANIMALS[index]!, index, 0);
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect({ width, height }).toEqual({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    }
  });
});
