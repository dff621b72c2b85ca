import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
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
