import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Animal } from '@huella/shared/schemas/pets';
import type { User } from '@huella/shared/schemas/users';
import { pets } from '../../db/schema';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  type TestUser,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let shelterId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  shelterId = (await createShelter(ctx.app, { city: 'Madrid' })).id;
});
afterAll(() => ctx.close());

async function signedIn() {
  const user = await createUser(ctx.app);
  return { user, headers: bearer(await loginAs(ctx.app, user)) };
}

const change = (
  action: 'add' | 'remove',
  userId: number,
  payload: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/users/api/users/${userId}/${action}-favourite-pet/`,
    headers,
    payload,
  });

describe('adding and removing favourites', () => {
  it('adds and removes idempotently, answering the current list', async () => {
    const { user, headers } = await signedIn();
    const luna = await createPet(ctx.app, { shelterId, name: 'Luna' });
    const toby = await createPet(ctx.app, { shelterId, name: 'Toby' });

    const first = await change('add', user.id, { pet_id: luna.id }, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ favourites: [luna.id] });
    expect((await change('add', user.id, { pet_id: luna.id }, headers)).json()).toEqual({
      favourites: [luna.id],
    });
    // `pet` is accepted as well as `pet_id`.
    const both = await change('add', user.id, { pet: toby.id }, headers);
    expect(both.json<{ favourites: number[] }>().favourites.sort()).toEqual(
      [luna.id, toby.id].sort(),
    );

    expect((await change('remove', user.id, { pet_id: luna.id }, headers)).json()).toEqual({
      favourites: [toby.id],
    });
    expect((await change('remove', user.id, { pet_id: luna.id }, headers)).json()).toEqual({
      favourites: [toby.id],
    });

    // The user shape carries the real list.
    const me = await ctx.app.inject({ method: 'GET', url: '/users/api/users/me/', headers });
    expect(me.json<User>().favourites).toEqual([toby.id]);
    const list = await ctx.app.inject({ method: 'GET', url: '/users/api/users/', headers });
    expect(list.json<User[]>()[0]!.favourites).toEqual([toby.id]);
  });

  it('only changes one’s own favourites', async () => {
    const owner = await createUser(ctx.app);
    const { headers } = await signedIn();
    const pet = await createPet(ctx.app, { shelterId });
    const response = await change('add', owner.id, { pet_id: pet.id }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Solo puedes consultar y cambiar tus propios favoritos.');
    expect((await change('remove', owner.id, { pet_id: pet.id }, headers)).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const user = await createUser(ctx.app);
    const pet = await createPet(ctx.app, { shelterId });
    expect((await change('add', user.id, { pet_id: pet.id })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or withdrawn animal, 400 without a pet id', async () => {
    const { user, headers } = await signedIn();
    const withdrawn = await createPet(ctx.app, { shelterId, deletedAt: new Date() });
    const unknown = await change('add', user.id, { pet_id: 999999 }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No se encontró información del animal.');
    expect((await change('add', user.id, { pet_id: withdrawn.id }, headers)).statusCode).toBe(404);
    expect((await change('remove', user.id, { pet_id: 999999 }, headers)).statusCode).toBe(404);
    const missing = await change('add', user.id, {}, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ pet_id: ['Este campo es obligatorio'] });
  });
});

describe('listing favourites', () => {
  async function withFavourites(user: TestUser, headers: Record<string, string>) {
    const first = await createPet(ctx.app, { shelterId, name: 'Primero' });
    const second = await createPet(ctx.app, { shelterId, name: 'Segundo', state: 'adoptada' });
    const gone = await createPet(ctx.app, { shelterId, name: 'Retirado' });
    for (const pet of [first, second, gone]) {
      await change('add', user.id, { pet_id: pet.id }, headers);
    }
    // Withdrawn after being favourited: it leaves the list.
    await ctx.app.db.update(pets).set({ deletedAt: new Date() }).where(eq(pets.id, gone.id));
    return { first, second };
  }

  it('lists the signed-in user’s favourites in the Animal shape, newest first', async () => {
    const { user, headers } = await signedIn();
    const { first, second } = await withFavourites(user, headers);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/me/favourites/',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const animals = response.json<Animal[]>();
    expect(animals.map((animal) => animal.id)).toEqual([second.id, first.id]);
    expect(animals[0]).toMatchObject({ name: 'Segundo', location: 'Madrid', state: 'adoptada' });
  });

  it('lists them by email for the owner only', async () => {
    const { user, headers } = await signedIn();
    const { first, second } = await withFavourites(user, headers);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/users/api/users/favourites/?email=${encodeURIComponent(user.email.toUpperCase())}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<Animal[]>().map((animal) => animal.id)).toEqual([second.id, first.id]);

    const other = await createUser(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/users/api/users/favourites/?email=${encodeURIComponent(other.email)}`,
      headers,
    });
    expect(foreign.statusCode).toBe(403);
    const guest = await ctx.app.inject({
      method: 'GET',
      url: `/users/api/users/favourites/?email=${encodeURIComponent(user.email)}`,
    });
    expect(guest.statusCode).toBe(401);
  });
});
