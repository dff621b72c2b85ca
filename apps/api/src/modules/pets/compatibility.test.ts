/**
 * The catalogue's order by compatibility (issue 20): the signed-in person's
 * questionnaire against the animals' traits, by the same rules as the badges
 * (shared/compatibility). Nothing is left out; only the order changes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compatibilityOf } from '@huella/shared/compatibility';
import { compatibilityMessages } from '@huella/shared/messages';
import type { Animal, Pet } from '@huella/shared/schemas/pets';
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  sessionAccessToken,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { compatibilityWork } from './service';

const CITY = 'Villacompatible';
const LIST = `/api/animals/?ciudad=${CITY}`;
const errors = compatibilityMessages.errors;
const reasons = compatibilityMessages.reasons;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  const shelter = await createShelter(ctx.app, { city: CITY });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  // Newest first in the usual order: Ágil, Bruma, Canela, Duna, Eco.
  const animal = (
    name: string,
    minutes: number,
    traits: Parameters<typeof createPet>[1] extends infer T ? Omit<T & object, 'shelterId'> : never,
  ) =>
    createPet(ctx.app, {
      shelterId: shelter.id,
      name,
      publishedAt: minutesAgo(minutes),
      ...traits,
    });
  await animal('Ágil', 1, {
    kind: 'perro',
    energy: 'alta',
    needsGarden: true,
    goodWithCats: false,
    size: 'grande',
  });
  await animal('Bruma', 2, {
    kind: 'gato',
    energy: 'baja',
    goodWithCats: true,
    goodWithChildren: true,
    size: 'pequeño',
  });
  await animal('Canela', 3, { kind: 'perro', energy: 'media', size: 'mediano' });
  await animal('Duna', 4, { kind: 'perro', energy: 'baja', goodWithCats: true, size: 'pequeño' });
  await animal('Eco', 5, { kind: 'gato', needsGarden: true, goodWithCats: false });
});
afterAll(() => ctx.close());

/** Lives in a flat with no garden, with a cat and a 4-year-old; calm; prefers small animals. */
const CALM_CAT_HOME = {
  home_type: 'piso',
  has_garden: false,
  hours_alone: 3,
  children: 1,
  children_ages: [4],
  has_dogs: false,
  has_cats: true,
  experience: 'ninguna',
  activity: 'tranquila',
  sizes: ['pequeño'],
};

async function person(answers?: Record<string, unknown>) {
  return (await personWithId(answers)).headers;
}

async function personWithId(answers?: Record<string, unknown>) {
  const user = await createUser(ctx.app);
  const headers = bearer({ access: await sessionAccessToken(ctx.app, user.id) });
  if (answers) {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/users/api/questionnaire/',
      headers,
      payload: answers,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { headers, id: user.id };
}

const names = (body: { name: string }[]) => body.map((animal) => animal.name);

describe('GET /api/animals?orden=compatibilidad', () => {
  it('puts the best fits first and keeps every animal, by the badges’ own rules', async () => {
    const headers = await person(CALM_CAT_HOME);
    const recent = await ctx.app.inject({ url: LIST });
    const response = await ctx.app.inject({ url: `${LIST}&orden=compatibilidad`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const animals = response.json<Animal[]>();
    // Bruma and Duna fit (cats, calm, small); Canela says nothing either way;
    // Eco needs a garden and no cats; Ágil is everything a calm flat with a cat and a toddler should consider.
    expect(names(animals)).toEqual(['Bruma', 'Duna', 'Canela', 'Eco', 'Ágil']);
    expect(response.headers['x-total-count']).toBe(recent.headers['x-total-count']);
    expect(new Set(names(animals))).toEqual(new Set(names(recent.json<Animal[]>())));

    const profile = { ...(CALM_CAT_HOME as unknown as Questionnaire) };
    const scores = animals.map((animal) => compatibilityOf(profile, animal).score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const agil = compatibilityOf(profile, animals.at(-1)!);
    expect(agil.considers).toEqual(
      expect.arrayContaining([
        reasons.gardenMissing,
        reasons.catsAvoid,
        reasons.tooActive,
        reasons.sizeOther,
      ]),
    );
    expect(compatibilityOf(profile, animals[0]!).fits).toEqual(
      expect.arrayContaining([reasons.catsFit, reasons.calmFits, reasons.sizeFits]),
    );
  });

  it('is personal: another questionnaire, another order, and never a shared answer', async () => {
    const calm = await person(CALM_CAT_HOME);
    const active = await person({
      ...CALM_CAT_HOME,
      home_type: 'casa',
      has_garden: true,
      has_cats: false,
      children: 0,
      children_ages: [],
      experience: 'mucha',
      activity: 'activa',
      sizes: ['grande'],
    });
    const url = `${LIST}&orden=compatibilidad`;
    const first = await ctx.app.inject({ url, headers: calm });
    const second = await ctx.app.inject({ url, headers: active });
    const third = await ctx.app.inject({ url, headers: calm });
    for (const response of [first, second, third])
      expect(response.headers['x-cache']).not.toBe('hit');
    expect(names(second.json<Animal[]>())[0]).toBe('Ágil');
    expect(names(third.json<Animal[]>())).toEqual(names(first.json<Animal[]>()));
  });

  it('works on the Pet shape too, in English', async () => {
    const headers = await person(CALM_CAT_HOME);
    const response = await ctx.app.inject({
      url: `/pets/api/pets/?location=${CITY}&sort=compatibility`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json<Pet[]>())).toEqual(['Bruma', 'Duna', 'Canela', 'Eco', 'Ágil']);
    expect(response.json<Pet[]>()[0]).toMatchObject({ energy: 'baja', needs_garden: null });
  });

  it('asks a guest to sign in and someone without a questionnaire to fill it', async () => {
    const guest = await ctx.app.inject({ url: `${LIST}&orden=compatibilidad` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: errors.sortSignIn });
    const without = await ctx.app.inject({
      url: `${LIST}&orden=compatibilidad`,
      headers: await person(),
    });
    expect(without.statusCode).toBe(409);
    expect(without.json()).toMatchObject({
      error: errors.sortNeedsQuestionnaire,
      code: 'no_questionnaire',
    });
  });

  it('orders two lists at once, two per person: a third of the same person is told to wait', async () => {
    const url = `${LIST}&orden=compatibilidad`;
    const busy = await personWithId(CALM_CAT_HOME);
    const other = await person(CALM_CAT_HOME);
    // Two orders of this person under way (held here, as slow ones would be).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = [1, 2].map(() => compatibilityWork.run(() => held, { owner: busy.id }));

    const third = await ctx.app.inject({ url, headers: busy.headers });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: errors.sortBusy });
    expect(third.headers['retry-after']).toBe('2');
    // Someone else waits for a free place, and is answered once there is one.
    const waiting = ctx.app.inject({ url, headers: other });
    await vi.waitFor(() => expect(compatibilityWork.queued.low).toBe(1));
    release();
    await Promise.all(holding);
    expect((await waiting).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: busy.headers })).statusCode).toBe(200);
    // The other orders never wait for these.
    expect((await ctx.app.inject({ url: LIST, headers: busy.headers })).statusCode).toBe(200);
  });

  it('ignores a stale token on the public list unless the order needs it', async () => {
    const stale = { authorization: 'Bearer not-a-token' };
    expect((await ctx.app.inject({ url: LIST, headers: stale })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: `${LIST}&orden=compatibilidad`, headers: stale })).statusCode,
    ).toBe(401);
  });
});
