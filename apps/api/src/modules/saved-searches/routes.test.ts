import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_PER_ACCOUNT } from '@huella/shared/constants';
import { commonMessages, savedSearchesMessages } from '@huella/shared/messages';
import type { SavedSearch } from '@huella/shared/schemas/saved-searches';
import { savedSearches } from '../../db/schema';
import { hashToken } from '../../lib/secret-tokens';
import { bearer, createShelter, createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createSavedSearchesService } from './service';

const LIST = '/users/api/saved-searches/';
const one = (id: number) => `/users/api/saved-searches/${id}/`;
const UNSUBSCRIBE = '/users/api/saved-searches/unsubscribe/';
const errors = savedSearchesMessages.errors;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function adopter(firstName = 'Ana') {
  const user = await createUser(ctx.app, { firstName });
  return { user, headers: bearer({ access: await sessionAccessToken(ctx.app, user.id) }) };
}
type Adopter = Awaited<ReturnType<typeof adopter>>;

const save = (who: Adopter, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: LIST, headers: who.headers, payload });

async function saved(who: Adopter, payload: Record<string, unknown>): Promise<SavedSearch> {
  const response = await save(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

const list = async (who: Adopter) => {
  const response = await ctx.app.inject({ url: LIST, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<SavedSearch[]>();
};

describe('saved searches: save, list, change, delete', () => {
  it('saves the catalogue filters in either spelling, normalised, named by their summary', async () => {
    const ana = await adopter();
    const search = await saved(ana, {
      filters: {
        categoria: 'perro',
        ciudad: ' Madrid ',
        edad: 'cachorro',
        pagina: 3,
        orden: 'nombre',
      },
    });
    expect(search).toEqual({
      id: expect.any(Number),
      name: 'Perros · Madrid · cachorros',
      filters: { age: 'cachorro', category: 'perro', location: 'madrid' },
      summary: 'Perros · Madrid · cachorros',
      frequency: 'diaria',
      paused: false,
      created_at: expect.any(String),
      results_url: '/adopciones?ciudad=madrid&categoria=perro&edad=cachorro',
    });
    const [stored] = await ctx.app.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    // Only the token's hash is kept.
    const token = createSavedSearchesService(ctx.app).unsubscribeToken(search.id);
    expect(stored!.unsubscribeTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('keeps a given name (trimmed) and frequency, and words, flags and shelter in the summary', async () => {
    const ana = await adopter();
    const shelter = await createShelter(ctx.app, { name: 'Refugio Esperanza' });
    const search = await saved(ana, {
      name: '  Gatitos tranquilos  ',
      frequency: 'semanal',
      filters: {
        category: 'cat',
        q: 'Tranquilo',
        bien_con: 'ninos',
        sterilized: true,
        good_with_dogs: false,
        shelter: shelter.id,
      },
    });
    expect(search).toMatchObject({
      name: 'Gatitos tranquilos',
      frequency: 'semanal',
      summary:
        'Gatos · «tranquilo» · esterilizados · bien con niños · no aptos con perros · de Refugio Esperanza',
      results_url: `/adopciones?categoria=gato&q=tranquilo&esterilizado=si&bien_con=ninos&good_with_dogs=false&refugio=${shelter.id}`,
    });
  });

  it('lists only one’s own searches, newest first, with the pagination headers', async () => {
    const [ana, eva] = [await adopter(), await adopter('Eva')];
    const first = await saved(ana, { filters: { category: 'dog' } });
    const second = await saved(ana, { filters: { category: 'cat' } });
    await saved(eva, { filters: { category: 'dog' } });
    const response = await ctx.app.inject({ url: LIST, headers: ana.headers });
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.headers.link).toContain('rel="first"');
    expect(response.json<SavedSearch[]>().map((search) => search.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await ctx.app.inject({ url: LIST })).statusCode).toBe(401);
  });

  it('changes name, frequency and pause; deletes; another’s id is a 404 that changes nothing', async () => {
    const [ana, eva] = [await adopter(), await adopter('Eva')];
    const search = await saved(ana, { filters: { location: 'Sevilla' } });

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: one(search.id),
      headers: ana.headers,
      payload: { name: 'Sevilla', frequency: 'inmediata', paused: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Sevilla', frequency: 'inmediata', paused: true });

    for (const request of [
      { method: 'PATCH' as const, payload: { paused: false } },
      { method: 'DELETE' as const },
    ]) {
      const foreign = await ctx.app.inject({
        ...request,
        url: one(search.id),
        headers: eva.headers,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({
        error: errors.notFound,
        code: 'saved_search_not_found',
      });
    }
    expect((await list(ana))[0]).toMatchObject({ paused: true, name: 'Sevilla' });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: one(search.id),
      headers: ana.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await list(ana)).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: one(search.id),
      headers: ana.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses the same filters twice, however spelt, and more than the limit per account', async () => {
    const ana = await adopter();
    await saved(ana, { filters: { category: 'dog', location: 'Madrid' } });
    const twice = await save(ana, {
      filters: { ciudad: 'madrid', categoria: 'perro' },
      name: 'Otra',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'Ya tienes guardada esta búsqueda.',
      code: 'duplicate_search',
    });
    // Another person may keep the same search.
    await saved(await adopter('Eva'), { filters: { category: 'dog', location: 'Madrid' } });

    for (let n = 1; n < SAVED_SEARCHES_PER_ACCOUNT; n += 1) {
      await saved(ana, { filters: { q: `palabra${n}` } });
    }
    const over = await save(ana, { filters: { q: 'una más' } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: errors.tooMany, code: 'too_many_searches' });
    expect(await list(ana)).toHaveLength(SAVED_SEARCHES_PER_ACCOUNT);
  });

  it('answers bad input with a 400 in Spanish, field by field', async () => {
    const ana = await adopter();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { filters: { categoria: 'dragon' } },
        'filters.category',
        'La categoría no es válida: usa perro, gato, ave u otros.',
      ],
      [{ filters: { color: 'negro' } }, 'filters.color', commonMessages.errors.unknownField],
      [{ filters: 'perros' }, 'filters', errors.filters],
      [{}, 'filters', errors.filters],
      [{ filters: {}, name: '   ' }, 'name', errors.name],
      [{ filters: {}, name: 'x'.repeat(81) }, 'name', errors.name],
      [{ filters: {}, frequency: 'mensual' }, 'frequency', errors.frequency],
    ];
    for (const [payload, field, message] of cases) {
      const response = await save(ana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field], JSON.stringify(response.json())).toEqual([message]);
    }
    const search = await saved(ana, { filters: {} });
    expect(search.name).toBe('Todos los animales');
    for (const payload of [{}, { paused: 'sí' }, { filters: { category: 'cat' } }]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: one(search.id),
        headers: ana.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await list(ana)).toHaveLength(1);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('pauses the search without a session, with the form body mail clients send', async () => {
    const ana = await adopter();
    const search = await saved(ana, { filters: { category: 'dog' }, frequency: 'inmediata' });
    const token = createSavedSearchesService(ctx.app).unsubscribeToken(search.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: 'Has dejado de recibir avisos de esta búsqueda.' });
    // Paused, not deleted.
    expect(await list(ana)).toEqual([expect.objectContaining({ id: search.id, paused: true })]);
  });

  it('also takes an empty or JSON body, and answers an unknown token with a 404 in Spanish', async () => {
    const ana = await adopter();
    const search = await saved(ana, { filters: { category: 'bird' } });
    const token = createSavedSearchesService(ctx.app).unsubscribeToken(search.id);
    const empty = await ctx.app.inject({ method: 'POST', url: `${UNSUBSCRIBE}?token=${token}` });
    expect(empty.statusCode).toBe(200);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${token}`,
      payload: {},
    });
    expect(json.statusCode).toBe(200);
    const emptyJson = await ctx.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${token}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(200);
    const unknown = await ctx.app.inject({ method: 'POST', url: `${UNSUBSCRIBE}?token=inventado` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: errors.unknownToken });
    const missing = await ctx.app.inject({ method: 'POST', url: UNSUBSCRIBE });
    expect(missing.statusCode).toBe(400);
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=One-Click&relleno=${'x'.repeat(2000)}`,
    });
    expect(tooLarge.statusCode).toBe(413);
  });
});
