import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ANNOUNCEMENT_TTL_DAYS } from '@huella/shared/constants';
import { DEMO_SHELTERS } from '../seed';
import { DEMO_ANIMALS } from './animals';
import { COATS, DRAWINGS, POSES } from './picture-animals';
import type { Pose } from './picture-parts';
import {
  drawAnimalPhoto,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  photoPlan,
  renderAnimalPhotos,
} from './pictures';

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

  it('varies pose and setting from card to card, and draws each species its own way', () => {
    const plans = DEMO_ANIMALS.map((animal, index) => ({ animal, ...photoPlan(animal, index, 0) }));
    const dogs = plans.filter((plan) => plan.animal.species === 'perro');
    const cats = plans.filter((plan) => plan.animal.species === 'gato');
    // Dogs and cats, most of the catalogue, come in every pose and many settings.
    for (const group of [dogs, cats]) {
      expect(new Set(group.map((plan) => plan.pose)).size).toBe(4);
      expect(new Set(group.map((plan) => plan.scene)).size).toBeGreaterThanOrEqual(5);
    }
    // Neighbouring cards never repeat both the pose and the setting.
    for (let i = 1; i < plans.length; i += 1) {
      const [before, after] = [plans[i - 1]!, plans[i]!];
      if (before.animal.species !== after.animal.species || POSES[after.animal.species].length < 2)
        continue;
      expect(`${after.pose} ${after.scene}`, after.animal.name).not.toBe(
        `${before.pose} ${before.scene}`,
      );
    }
    // An animal's photos show it in different poses or places.
    const three = DEMO_ANIMALS.findIndex((animal) => animal.look.photos === 3);
    const views = [0, 1, 2].map((photo) => photoPlan(DEMO_ANIMALS[three]!, three, photo));
    expect(new Set(views.map((view) => view.scene)).size).toBe(3);

    // Given the same coat and pose, a dog and a cat are different drawings.
    const options = {
      coat: COATS.canela,
      variant: 0.2,
      race: 'Mestizo',
      collar: '#c2410c',
      tag: '#fbbf24',
    };
    for (const pose of ['sitting', 'standing', 'lying', 'portrait'] satisfies Pose[]) {
      expect(DRAWINGS.perro({ ...options, pose }), pose).not.toBe(
        DRAWINGS.gato({ ...options, pose }),
      );
    }
    const drawings = new Set(
      (['perro', 'gato', 'periquito', 'conejo', 'cobaya', 'huron', 'tortuga'] as const).map(
        (species) => DRAWINGS[species]({ ...options, pose: 'sitting' }),
      ),
    );
    expect(drawings.size).toBe(7);
  });

  it('gives two animals of the same coat colour their own shade, the same in every photo', () => {
    const canela = DEMO_ANIMALS.flatMap((animal, index) =>
      animal.look.coat === 'canela' && animal.species === 'perro' ? [index] : [],
    );
    expect(canela.length).toBeGreaterThanOrEqual(2);
    const fills = canela.map((index) => {
      const svg = drawAnimalPhoto(DEMO_ANIMALS[index]!, index, 0);
      // The drawing's first stroke (the tail) is painted in the coat's base colour.
      return /<g transform="translate[^"]+"><g[^>]*>\s*<path[^>]*stroke="(#[0-9a-f]{6})"/.exec(
        svg,
      )?.[1];
    });
    expect(fills.every(Boolean)).toBe(true);
    expect(new Set(fills).size).toBeGreaterThan(1);
    expect(drawAnimalPhoto(DEMO_ANIMALS[canela[0]!]!, canela[0]!, 0)).toBe(
      drawAnimalPhoto(DEMO_ANIMALS[canela[0]!]!, canela[0]!, 0),
    );
  });
});
