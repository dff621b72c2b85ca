/**
 * What real clients read (issue 12, item 11). The spec's client builds the
 * adoption list's cards from GET /pets/api/pets: each item must carry the
 * Animal shape's location, short description, characteristics and image
 * address, with the same values /api/animals gives. Every error body carries
 * `message` with the same Spanish text as `error`, for clients that read that.
 */
import type { Animal, Pet } from '@huella/shared/schemas/pets';
import { afterAll, describe, expect, it } from 'vitest';
import { createPet, createPetPhoto, createShelter, createUser } from '../src/test/factories';
import { buildTestApp } from '../src/test/helper';

const PUBLIC_URL = 'https://huella.example';
const ctx = await buildTestApp({ PUBLIC_URL });
afterAll(() => ctx.close());

const DESCRIPTION =
  'Trufa es una perrita tranquila que adora los paseos largos por el parque y dormir al sol. ' +
  'Se lleva bien con otros perros y con niños mayores, y ya sabe ir con correa sin tirar.';

async function animalOfSevilla() {
  const shelter = await createShelter(ctx.app, { city: 'Sevilla' });
  const pet = await createPet(ctx.app, {
    shelterId: shelter.id,
    name: 'Trufa',
    kind: 'perro',
    gender: 'hembra',
    race: 'Mestiza',
    description: DESCRIPTION,
    sterilized: true,
  });
  const photo = await createPetPhoto(ctx.app, pet.id);
  return { pet, photo };
}

const CARD_FIELDS = ['location', 'descriptionOverview', 'characteristics', 'imageUrl'] as const;

describe('the pets list, as clients read it', () => {
  it('gives every item the location, short description, characteristics and image address', async () => {
    const { pet, photo } = await animalOfSevilla();
    const list = await ctx.app.inject({ method: 'GET', url: '/pets/api/pets/?location=sevilla' });
    expect(list.statusCode).toBe(200);
    const item = list.json<Pet[]>().find((candidate) => candidate.id === pet.id)!;
    expect(item.location).toBe('Sevilla');
    expect(item.descriptionOverview.length).toBeGreaterThan(20);
    expect(item.descriptionOverview.length).toBeLessThan(DESCRIPTION.length);
    expect(DESCRIPTION.startsWith(item.descriptionOverview.replace(/…$/, ''))).toBe(true);
    expect(item.characteristics).toEqual(
      expect.arrayContaining(['Perro', 'Hembra', 'Mestiza', 'Esterilizado']),
    );
    expect(item.imageUrl).toBe(`${PUBLIC_URL}/media/${photo.storageKey}-800.webp`);

    // The same values as the Animal shape, from the same code.
    const animal = (
      await ctx.app.inject({ method: 'GET', url: `/api/animals/${pet.id}/` })
    ).json<Animal>();
    for (const field of CARD_FIELDS) expect([field, item[field]]).toEqual([field, animal[field]]);
  });

  it('gives one announcement the same four fields', async () => {
    const { pet } = await animalOfSevilla();
    const one = (
      await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${pet.id}/` })
    ).json<Pet>();
    expect(one.location).toBe('Sevilla');
    expect(one.descriptionOverview).not.toBe('');
    expect(one.characteristics).toContain('Perro');
    expect(one.imageUrl).toMatch(new RegExp(`^${PUBLIC_URL}/media/pets/`));
  });

  it('documents the four fields in the OpenAPI document', async () => {
    const document = ctx.app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    const schema = JSON.stringify(document.paths['/pets/api/pets/']!.get.responses['200']);
    for (const field of CARD_FIELDS) expect(schema).toContain(`"${field}"`);
  });
});

describe('error bodies', () => {
  it('carry message with the same Spanish text as error, whatever the failure', async () => {
    const user = await createUser(ctx.app);
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/pets/api/pets/999999/' }),
      ctx.app.inject({ method: 'GET', url: '/users/api/no-existe/' }),
      ctx.app.inject({ method: 'GET', url: '/users/api/users/me/' }),
      ctx.app.inject({
        method: 'POST',
        url: '/users/api/login/',
        payload: { email: user.email, password: 'Incorrecta1' },
      }),
      ctx.app.inject({ method: 'POST', url: '/users/api/users/', payload: { email: 'no' } }),
      ctx.app.inject({
        method: 'POST',
        url: '/users/api/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 401, 401, 400, 400]);
    for (const answer of answers) {
      const body = answer.json<{ error: string; message: string; code: string }>();
      expect(body.error).toMatch(/[a-záéíóúñ]/i);
      expect(body.message).toBe(body.error);
    }
  });

  it('documents message in every error body of the OpenAPI document', () => {
    const document = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const schema = JSON.stringify(response);
          // Error bodies (the readiness probe's 503 is its own `{status}`, not one).
          if (Number(status) < 400 || !schema.includes('"error"')) continue;
          expect([method, path, status, schema.includes('"message"')]).toEqual([
            method,
            path,
            status,
            true,
          ]);
        }
      }
    }
  });
});
