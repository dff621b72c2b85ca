import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedPetCounts, Pet } from '@huella/shared/schemas/pets';
import {
  bearer,
  createPet,
  createPetPhoto,
  createShelter,
  createUser,
  loginAs,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const request = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => ctx.app.inject({ method, url, headers, payload });
const names = (response: { json<T>(): T }) => response.json<Pet[]>().map((pet) => pet.name);

/** A member of two shelters, each with announcements in every situation; and a stranger's shelter. */
async function shelterWithAnnouncements() {
  const user = await createUser(ctx.app);
  const first = await createShelter(ctx.app, { members: [[user.id, 'miembro']] });
  const second = await createShelter(ctx.app, { members: [[user.id, 'administrador']] });
  const foreign = await createShelter(ctx.app);
  const pet = (
    shelterId: number,
    name: string,
    extra: Parameters<typeof createPet>[1] = { shelterId },
  ) => createPet(ctx.app, { ...extra, shelterId, name });
  const pets = {
    publicada: await pet(first.id, 'Publicada', {
      shelterId: first.id,
      publishedAt: daysAgo(3),
      race: 'Pastor Alemán',
    }),
    pendiente: await pet(first.id, 'Pendiente', {
      shelterId: first.id,
      publishedAt: daysAgo(2),
      state: 'pendiente',
    }),
    adoptada: await pet(second.id, 'Adoptada', {
      shelterId: second.id,
      publishedAt: daysAgo(1),
      state: 'adoptada',
    }),
    caducada: await pet(second.id, 'Caducada', { shelterId: second.id, publishedAt: daysAgo(120) }),
    retirada: await pet(first.id, 'Retirada', { shelterId: first.id, deletedAt: new Date() }),
    ajena: await pet(foreign.id, 'Ajena', { shelterId: foreign.id }),
  };
  return { user, first, second, foreign, pets, headers: bearer(await loginAs(ctx.app, user)) };
}

describe('GET /pets/api/pets/mine/ and its counters', () => {
  it('lists every announcement of the caller’s shelters, expired and adopted too, last put on the list first', async () => {
    const { headers } = await shelterWithAnnouncements();
    const response = await request('GET', '/pets/api/pets/mine/', headers);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Adoptada', 'Pendiente', 'Publicada', 'Caducada']);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('counts all, published, pending and expired, and each tab lists what it counts', async () => {
    const { headers } = await shelterWithAnnouncements();
    const counts = await request('GET', '/pets/api/pets/mine/counts/', headers);
    expect(counts.json<ManagedPetCounts>()).toEqual({
      all: 4,
      published: 1,
      pending: 1,
      expired: 1,
    });
    const tab = async (status: string) =>
      names(await request('GET', `/pets/api/pets/mine/?status=${status}`, headers));
    expect(await tab('published')).toEqual(['Publicada']);
    expect(await tab('pending')).toEqual(['Pendiente']);
    expect(await tab('expired')).toEqual(['Caducada']);
    expect(await tab('all')).toHaveLength(4);
  });

  it('pages through three shelters’ announcements in one order, each once, in every tab', async () => {
    const user = await createUser(ctx.app);
    const shelterIds: number[] = [];
    for (let s = 0; s < 3; s += 1) {
      const shelter = await createShelter(ctx.app, { members: [[user.id, 'miembro']] });
      shelterIds.push(shelter.id);
    }
    // Interleaved between the shelters, some put on the list at the same moment (ties go to the newest id).
    const expected: string[] = [];
    for (let k = 0; k < 14; k += 1) {
      const name = `Anuncio ${k}`;
      await createPet(ctx.app, {
        shelterId: shelterIds[(k * 7) % 3]!,
        name,
        publishedAt: daysAgo(20 - Math.floor(k / 2)),
        state: k % 4 === 0 ? 'pendiente' : 'en_adopcion',
      });
      expected.unshift(name);
    }
    const headers = bearer(await loginAs(ctx.app, user));
    const walk = async (status: string) => {
      const seen: string[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const response = await request(
          'GET',
          `/pets/api/pets/mine/?status=${status}&page=${page}&page_size=3`,
          headers,
        );
        expect(names(response).length).toBeLessThanOrEqual(3);
        seen.push(...names(response));
      }
      return seen;
    };
    expect(await walk('all')).toEqual(expected);
    const pending = (name: string) => Number(name.split(' ')[1]) % 4 === 0;
    expect(await walk('pending')).toEqual(expected.filter(pending));
    expect(await walk('published')).toEqual(expected.filter((name) => !pending(name)));
  });

  it('searches by part of the name or the breed, without caring for case or accents', async () => {
    const { headers } = await shelterWithAnnouncements();
    expect(names(await request('GET', '/pets/api/pets/mine/?q=pastor%20aleman', headers))).toEqual([
      'Publicada',
    ]);
    expect(names(await request('GET', '/pets/api/pets/mine/?q=CADU', headers))).toEqual([
      'Caducada',
    ]);
    const counts = await request('GET', '/pets/api/pets/mine/counts/?q=cadu', headers);
    expect(counts.json<ManagedPetCounts>()).toEqual({
      all: 1,
      published: 0,
      pending: 0,
      expired: 1,
    });
  });

  it('narrows to one of the caller’s shelters, and refuses a shelter they do not belong to', async () => {
    const { headers, first, foreign } = await shelterWithAnnouncements();
    expect(
      names(await request('GET', `/pets/api/pets/mine/?shelter=${first.id}`, headers)),
    ).toEqual(['Pendiente', 'Publicada']);
    const stranger = await request('GET', `/pets/api/pets/mine/?shelter=${foreign.id}`, headers);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(
      'Solo los miembros del refugio pueden gestionar sus anuncios.',
    );
    const counts = await request(
      'GET',
      `/pets/api/pets/mine/counts/?shelter=${foreign.id}`,
      headers,
    );
    expect(counts.statusCode).toBe(403);
  });

  it('is empty for a user without shelters, and needs a session', async () => {
    const headers = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    const response = await request('GET', '/pets/api/pets/mine/', headers);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect((await request('GET', '/pets/api/pets/mine/counts/', headers)).json()).toEqual({
      all: 0,
      published: 0,
      pending: 0,
      expired: 0,
    });
    expect((await request('GET', '/pets/api/pets/mine/')).statusCode).toBe(401);
    expect((await request('GET', '/pets/api/pets/mine/counts/')).statusCode).toBe(401);
    expect((await request('GET', '/pets/api/pets/mine/?status=todos', headers)).statusCode).toBe(
      400,
    );
  });
});

describe('an expired announcement', () => {
  it('is shown to its shelter but not to anyone else', async () => {
    const { headers, pets } = await shelterWithAnnouncements();
    const own = await request('GET', `/pets/api/pets/${pets.caducada.id}/`, headers);
    expect(own.statusCode).toBe(200);
    expect(own.json<Pet>().name).toBe('Caducada');
    expect((await request('GET', `/pets/api/pets/${pets.caducada.id}/`)).statusCode).toBe(404);
    const other = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    expect((await request('GET', `/pets/api/pets/${pets.caducada.id}/`, other)).statusCode).toBe(
      404,
    );
  });

  it('is renewed for 90 days from now and is public again', async () => {
    const { headers, pets } = await shelterWithAnnouncements();
    const before = Date.now();
    const response = await request('POST', `/pets/api/pets/${pets.caducada.id}/renew/`, headers);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<Pet>();
    expect(Date.parse(renewed.renewed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(renewed.expires_at) - Date.parse(renewed.renewed_at)).toBe(90 * DAY);
    expect(Date.parse(renewed.published_at)).toBeLessThan(before - 100 * DAY);

    // Back at the top of the public list, the newest on the list.
    const list = await request('GET', '/pets/api/pets/?page_size=100');
    expect(names(list)[0]).toBe('Caducada');
    expect((await request('GET', `/api/animals/${pets.caducada.id}/`)).statusCode).toBe(200);
  });

  it('is renewed only by its shelter', async () => {
    const { pets } = await shelterWithAnnouncements();
    const other = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    expect(
      (await request('POST', `/pets/api/pets/${pets.caducada.id}/renew/`, other)).statusCode,
    ).toBe(403);
    expect((await request('POST', `/pets/api/pets/${pets.caducada.id}/renew/`)).statusCode).toBe(
      401,
    );
    const { headers } = await shelterWithAnnouncements();
    expect(
      (await request('POST', `/pets/api/pets/${pets.retirada.id}/renew/`, headers)).statusCode,
    ).toBe(404);
    expect((await request('POST', '/pets/api/pets/999999/renew/', headers)).statusCode).toBe(404);
  });
});

describe('a shelter that is not verified yet', () => {
  it('cannot publish, move an announcement to it, or renew', async () => {
    const user = await createUser(ctx.app);
    const verified = await createShelter(ctx.app, { members: [[user.id, 'administrador']] });
    const pending = await createShelter(ctx.app, {
      verified: false,
      members: [[user.id, 'administrador']],
    });
    const headers = bearer(await loginAs(ctx.app, user));
    const message =
      'Tu refugio aún no está verificado. Podrás publicar anuncios cuando el equipo de Huella lo revise.';

    const created = await request('POST', '/pets/api/pets/', headers, {
      name: 'Nala',
      kind: 'perro',
      shelter: pending.id,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({
      error: message,
      message: message,
      code: 'shelter_not_verified',
    });
    expect(
      await request('GET', `/pets/api/pets/mine/?shelter=${pending.id}`, headers).then(names),
    ).toEqual([]);

    const pet = await createPet(ctx.app, { shelterId: verified.id, name: 'Toby' });
    const moved = await request('PATCH', `/pets/api/pets/${pet.id}/`, headers, {
      shelter: pending.id,
    });
    expect(moved.statusCode).toBe(403);
    const old = await createPet(ctx.app, { shelterId: pending.id, publishedAt: daysAgo(100) });
    const renewed = await request('POST', `/pets/api/pets/${old.id}/renew/`, headers);
    expect(renewed.statusCode).toBe(403);
    expect(renewed.json().error).toBe(message);
  });
});

describe('PUT /pets/api/pets/{id}/photos/order/', () => {
  it('puts the gallery in the order given, the first becoming the main photo', async () => {
    const { headers, pets } = await shelterWithAnnouncements();
    const photos = [];
    for (const position of [0, 1, 2])
      photos.push(await createPetPhoto(ctx.app, pets.publicada.id, { position }));
    const order = [photos[2]!.id, photos[0]!.id, photos[1]!.id];
    const response = await request(
      'PUT',
      `/pets/api/pets/${pets.publicada.id}/photos/order/`,
      headers,
      {
        photo_ids: order,
      },
    );
    expect(response.statusCode).toBe(200);
    const pet = response.json<Pet>();
    expect(pet.images.map((photo) => photo.id)).toEqual(order);
    expect(pet.image).toBe(pet.images[0]!.url);
  });

  it('refuses a list that is not every photo exactly once, and changes nothing', async () => {
    const { headers, pets } = await shelterWithAnnouncements();
    const a = await createPetPhoto(ctx.app, pets.publicada.id, { position: 0 });
    const b = await createPetPhoto(ctx.app, pets.publicada.id, { position: 1 });
    const foreign = await createPetPhoto(ctx.app, pets.ajena.id);
    const message = 'Indica todas las fotos del anuncio, cada una una vez, en el nuevo orden.';
    for (const photo_ids of [[b.id], [b.id, b.id], [b.id, a.id, foreign.id], [b.id, foreign.id]]) {
      const response = await request(
        'PUT',
        `/pets/api/pets/${pets.publicada.id}/photos/order/`,
        headers,
        {
          photo_ids,
        },
      );
      expect(response.statusCode, JSON.stringify(photo_ids)).toBe(400);
      expect(response.json().fields).toEqual({ photo_ids: [message] });
    }
    const empty = await request(
      'PUT',
      `/pets/api/pets/${pets.publicada.id}/photos/order/`,
      headers,
      {
        photo_ids: [],
      },
    );
    expect(empty.statusCode).toBe(400);
    const detail = await request('GET', `/pets/api/pets/${pets.publicada.id}/`, headers);
    expect(detail.json<Pet>().images.map((photo) => photo.id)).toEqual([a.id, b.id]);
  });

  it('is only for the shelter’s members', async () => {
    const { pets } = await shelterWithAnnouncements();
    const photo = await createPetPhoto(ctx.app, pets.publicada.id);
    const other = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    const url = `/pets/api/pets/${pets.publicada.id}/photos/order/`;
    expect((await request('PUT', url, other, { photo_ids: [photo.id] })).statusCode).toBe(403);
    expect((await request('PUT', url, {}, { photo_ids: [photo.id] })).statusCode).toBe(401);
  });
});
