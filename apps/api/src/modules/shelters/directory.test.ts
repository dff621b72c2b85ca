import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShelterCity, ShelterDirectoryEntry } from '@huella/shared/schemas/shelters';
import { createPet, createShelter } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  // Its own database: the directory lists every verified shelter there is.
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const directory = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/shelters/api/shelters/${query}` });

let malaga: { id: number };
let cadiz: { id: number };
let particular: { id: number };

beforeAll(async () => {
  malaga = await createShelter(ctx.app, { name: 'Refugio Costa', city: 'Málaga' });
  cadiz = await createShelter(ctx.app, {
    name: 'Protectora Bahía',
    kind: 'Protectora',
    city: 'Cádiz',
  });
  particular = await createShelter(ctx.app, {
    name: 'Acogida de Lola',
    kind: 'Particular',
    city: 'Málaga',
  });
  await createShelter(ctx.app, { name: 'Aún sin verificar', city: 'Málaga', verified: false });

  // Málaga: one in adoption, one reserved (both listed); adopted, expired and deleted are not.
  await createPet(ctx.app, { shelterId: malaga.id, state: 'en_adopcion' });
  await createPet(ctx.app, { shelterId: malaga.id, state: 'pendiente' });
  await createPet(ctx.app, { shelterId: malaga.id, state: 'adoptada' });
  await createPet(ctx.app, {
    shelterId: malaga.id,
    publishedAt: new Date(Date.now() - 100 * DAY_MS),
  });
  await createPet(ctx.app, { shelterId: malaga.id, deletedAt: new Date() });
  await createPet(ctx.app, { shelterId: cadiz.id });
});

describe('GET /shelters/api/shelters/ (the directory)', () => {
  it('lists only verified shelters, by name, with their publicly listed animals', async () => {
    const response = await directory();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json<ShelterDirectoryEntry[]>()).toEqual([
      {
        id: particular.id,
        name: 'Acogida de Lola',
        kind: 'Particular',
        city: 'Málaga',
        photo: null,
        verified: true,
        animals: 0,
      },
      expect.objectContaining({ id: cadiz.id, name: 'Protectora Bahía', animals: 1 }),
      expect.objectContaining({ id: malaga.id, name: 'Refugio Costa', animals: 2 }),
    ]);
  });

  it('filters by city without minding accents or letter case, and by kind', async () => {
    const byCity = await directory('?city=MALAGA');
    expect(byCity.json<ShelterDirectoryEntry[]>().map((s) => s.id)).toEqual([
      particular.id,
      malaga.id,
    ]);
    const byKind = await directory('?kind=protectora');
    expect(byKind.json<ShelterDirectoryEntry[]>().map((s) => s.id)).toEqual([cadiz.id]);
    const both = await directory('?city=m%C3%A1laga&kind=Refugio');
    expect(both.json<ShelterDirectoryEntry[]>().map((s) => s.id)).toEqual([malaga.id]);
    const none = await directory('?city=Soria');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages with a bounded page size', async () => {
    const first = await directory('?page_size=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers.link).toContain('rel="next"');
    const second = await directory('?page=2&page_size=2');
    expect(second.json<ShelterDirectoryEntry[]>().map((s) => s.id)).toEqual([malaga.id]);
    expect((await directory('?page_size=101')).statusCode).toBe(400);
  });

  it('answers a bad filter with a Spanish 400 instead of an empty list', async () => {
    const kind = await directory('?kind=zoo');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields).toEqual({
      kind: ['Elige un tipo: Refugio, Protectora o Particular.'],
    });
    const city = await directory(`?city=${'x'.repeat(101)}`);
    expect(city.statusCode).toBe(400);
    expect(city.json().fields).toEqual({ city: ['Indica una ciudad de hasta 100 caracteres.'] });
  });

  it('is served with an ETag to guests, and a second request may be answered 304', async () => {
    const first = await directory('?kind=Refugio');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/shelters/api/shelters/?kind=Refugio',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /shelters/api/shelters/cities/', () => {
  it('lists the cities with verified shelters and how many each has', async () => {
    const response = await ctx.app.inject({ url: '/shelters/api/shelters/cities/' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ShelterCity[]>()).toEqual([
      { city: 'Cádiz', shelters: 1 },
      { city: 'Málaga', shelters: 2 },
    ]);
  });
});
