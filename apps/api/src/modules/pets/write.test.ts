import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '@huella/shared/schemas/pets';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  type TestUser,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { multipart } from '../../test/multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const REQUIRED = 'Por favor completa los campos obligatorios: Nombre, Tipo, Descripción y Refugio.';

/** A user who belongs to a fresh shelter, signed in. */
async function shelterMember() {
  const user = await createUser(ctx.app);
  const shelter = await createShelter(ctx.app, { members: [[user.id, 'miembro']] });
  return { user, shelter, headers: bearer(await loginAs(ctx.app, user)) };
}

const signedIn = async (user: TestUser) => bearer(await loginAs(ctx.app, user));

describe('POST /pets/api/pets/', () => {
  it('creates an announcement from JSON with the spec’s defaults and answers its id', async () => {
    const { shelter, headers } = await shelterMember();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/',
      headers,
      payload: { name: 'Nala', kind: 'Perro', shelter: shelter.id },
    });
    expect(response.statusCode).toBe(201);
    const pet = response.json<Pet>();
    expect(pet).toMatchObject({
      id: expect.any(Number),
      name: 'Nala',
      kind: 'perro',
      gender: 'macho',
      race: '',
      birth: null,
      description: 'Sin descripción',
      shelter: shelter.id,
      state: 'en_adopcion',
      sterilized: false,
      sickness: '',
      chip_number: null,
      image: null,
      images: [],
      views: 0,
    });
    const days = (Date.parse(pet.expires_at) - Date.parse(pet.published_at)) / 86_400_000;
    expect(days).toBe(90);

    // Published at once: the public list shows it.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/pets/api/pets?shelter=${shelter.id}`,
    });
    expect(list.json<Pet[]>().map((item) => item.id)).toEqual([pet.id]);
  });

  it('accepts the spec’s multipart form: shelter_id, upper-case values, checkbox "on"', async () => {
    const { shelter, headers } = await shelterMember();
    const body = multipart({
      name: 'Michi',
      kind: 'GATO',
      gender: 'Hembra',
      race: 'Siamés',
      birth: '2023-05-04',
      description: 'Tranquila y cariñosa.',
      shelter_id: String(shelter.id),
      state: 'pendiente',
      sterilized: 'on',
      sickness: 'Ninguna',
      size: '',
      good_with_children: 'true',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Michi',
      kind: 'gato',
      gender: 'hembra',
      race: 'Siamés',
      birth: '2023-05-04',
      description: 'Tranquila y cariñosa.',
      shelter: shelter.id,
      state: 'pendiente',
      sterilized: true,
      sickness: 'Ninguna',
      size: null,
      good_with_children: true,
      good_with_dogs: null,
    });
  });

  it('asks for the required fields with the spec’s message', async () => {
    const { headers } = await shelterMember();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/',
      headers,
      payload: { race: 'Mestizo' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(REQUIRED);
    expect(Object.keys(body.fields).sort()).toEqual(['kind', 'name', 'shelter']);
  });

  it('refuses a wrong kind, a malformed or future birth date', async () => {
    const { shelter, headers } = await shelterMember();
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/pets/api/pets/',
        headers,
        payload: { name: 'X', kind: 'perro', shelter: shelter.id, ...payload },
      });
    const kind = await post({ kind: 'dragón' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields.kind).toEqual(['Elige una de las opciones disponibles.']);
    const birth = await post({ birth: '04/05/2023' });
    expect(birth.json().fields.birth).toEqual(['La fecha debe tener el formato AAAA-MM-DD.']);
    const future = await post({ birth: '2999-01-01' });
    expect(future.json().fields.birth).toEqual(['La fecha de nacimiento no puede ser futura.']);
  });

  it('lets only members of that shelter publish', async () => {
    const { shelter } = await shelterMember();
    const outsider = await createUser(ctx.app);
    const otherMember = await shelterMember();
    const payload = { name: 'Nala', kind: 'perro', shelter: shelter.id };

    const guest = await ctx.app.inject({ method: 'POST', url: '/pets/api/pets/', payload });
    expect(guest.statusCode).toBe(401);

    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/',
      headers: await signedIn(outsider),
      payload,
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({
      error: 'Solo los miembros del refugio pueden gestionar sus anuncios.',
      message: 'Solo los miembros del refugio pueden gestionar sus anuncios.',
      code: 'not_shelter_member',
    });

    const wrongShelter = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/',
      headers: otherMember.headers,
      payload,
    });
    expect(wrongShelter.statusCode).toBe(403);
  });
});

describe('PUT, PATCH and DELETE /pets/api/pets/{id}/', () => {
  it('lets a member replace an announcement, with defaults for what is left out', async () => {
    const { shelter, headers } = await shelterMember();
    const pet = await createPet(ctx.app, {
      shelterId: shelter.id,
      race: 'Galgo',
      sterilized: true,
    });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/pets/api/pets/${pet.id}/`,
      headers,
      payload: { name: 'Nuevo nombre', kind: 'gato', shelter: shelter.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: pet.id,
      name: 'Nuevo nombre',
      kind: 'gato',
      race: '',
      sterilized: false,
      description: 'Sin descripción',
    });
  });

  it('lets a member change some fields with PATCH, keeping the rest', async () => {
    const { shelter, headers } = await shelterMember();
    const pet = await createPet(ctx.app, { shelterId: shelter.id, name: 'Lola', race: 'Galgo' });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${pet.id}/`,
      headers,
      payload: { state: 'adoptada', microchipped: true, chip_number: '941000000000001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Lola',
      race: 'Galgo',
      state: 'adoptada',
      microchipped: true,
      chip_number: '941000000000001',
    });
  });

  it('refuses guests, non-members and members of another shelter', async () => {
    const { shelter } = await shelterMember();
    const pet = await createPet(ctx.app, { shelterId: shelter.id, name: 'Intocable' });
    const outsider = await createUser(ctx.app);
    const otherMember = await shelterMember();
    const attempts = [
      { method: 'PUT' as const, payload: { name: 'X', kind: 'perro', shelter: shelter.id } },
      { method: 'PATCH' as const, payload: { name: 'X' } },
      { method: 'DELETE' as const, payload: undefined },
    ];
    for (const { method, payload } of attempts) {
      const url = `/pets/api/pets/${pet.id}/`;
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      const asOutsider = await ctx.app.inject({
        method,
        url,
        payload,
        headers: await signedIn(outsider),
      });
      expect(asOutsider.statusCode).toBe(403);
      const asOther = await ctx.app.inject({ method, url, payload, headers: otherMember.headers });
      expect(asOther.statusCode).toBe(403);
    }
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${pet.id}/` });
    expect(unchanged.json()).toMatchObject({ name: 'Intocable' });
  });

  it('does not let a member move an announcement to a shelter they do not belong to', async () => {
    const { shelter, headers } = await shelterMember();
    const elsewhere = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${pet.id}/`,
      headers,
      payload: { shelter: elsewhere.id },
    });
    expect(response.statusCode).toBe(403);
  });

  it('withdraws an announcement: 204, then 404 everywhere', async () => {
    const { shelter, headers } = await shelterMember();
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    const url = `/pets/api/pets/${pet.id}/`;
    const response = await ctx.app.inject({ method: 'DELETE', url, headers });
    expect(response.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/animals/${pet.id}` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });

  it('answers 404 in Spanish for an unknown announcement', async () => {
    const { headers } = await shelterMember();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/pets/api/pets/999999/',
      headers,
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('No se encontró información del animal.');
  });
});
