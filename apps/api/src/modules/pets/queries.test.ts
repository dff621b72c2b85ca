/**
 * No N+1 queries: a page of the catalogue costs the same number of SQL
 * statements whether it shows one animal or thirty, each with its photos,
 * counted on the real database as Drizzle sends them. The catalogue cache is
 * off here, so that every request reads the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Animal, Pet } from '@huella/shared/schemas/pets';
import {
  bearer,
  createPet,
  createPetPhoto,
  createShelter,
  createUser,
  loginAs,
} from '../../test/factories';
import { buildTestApp, requestStatements, type TestContext } from '../../test/helper';

let ctx: TestContext;
let statements = 0;
beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    { catalogueCache: false },
    { logger: requestStatements(() => (statements += 1)) },
  );
});
afterAll(() => ctx.close());

/** Answers the response's items and how many statements the request sent. */
async function countStatements<T>(url: string, headers: Record<string, string> = {}) {
  statements = 0;
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return { items: response.json<T[]>(), statements };
}

async function addAnimalsWithPhotos(shelterId: number, howMany: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < howMany; i += 1) {
    const pet = await createPet(ctx.app, { shelterId });
    await createPetPhoto(ctx.app, pet.id, { position: 0 });
    await createPetPhoto(ctx.app, pet.id, { position: 1 });
    ids.push(pet.id);
  }
  return ids;
}

describe('a page of the catalogue', () => {
  it('sends as many statements for 30 animals as for one, in both shapes, guest or member', async () => {
    const member = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    const headers = bearer(await loginAs(ctx.app, member));

    await addAnimalsWithPhotos(shelter.id, 1);
    const onePet = await countStatements<Pet>('/pets/api/pets');
    const onePetAsMember = await countStatements<Pet>('/pets/api/pets', headers);
    const oneAnimal = await countStatements<Animal>('/api/animals');
    expect(onePet.items).toHaveLength(1);
    expect(onePet.items[0]!.images).toHaveLength(2);
    expect(oneAnimal.items).toHaveLength(1);
    expect(oneAnimal.statements).toBeGreaterThan(0);

    await addAnimalsWithPhotos(shelter.id, 29);
    const thirtyPets = await countStatements<Pet>('/pets/api/pets');
    const thirtyPetsAsMember = await countStatements<Pet>('/pets/api/pets', headers);
    const thirtyAnimals = await countStatements<Animal>('/api/animals');
    expect(thirtyPets.items).toHaveLength(30);
    expect(thirtyPets.items.every((pet) => pet.images.length === 2)).toBe(true);
    expect(thirtyPetsAsMember.items.every((pet) => pet.chip_number !== undefined)).toBe(true);
    expect(thirtyAnimals.items).toHaveLength(30);
    expect(thirtyAnimals.items.every((animal) => animal.image !== null)).toBe(true);

    expect(thirtyPets.statements).toBe(onePet.statements);
    expect(thirtyPetsAsMember.statements).toBe(onePetAsMember.statements);
    expect(thirtyAnimals.statements).toBe(oneAnimal.statements);
  });

  it('sends as many statements for an animal with five photos as for one with one', async () => {
    const shelter = await createShelter(ctx.app);
    const [few] = await addAnimalsWithPhotos(shelter.id, 1);
    const many = await createPet(ctx.app, { shelterId: shelter.id });
    for (let position = 0; position < 5; position += 1) {
      await createPetPhoto(ctx.app, many.id, { position });
    }
    for (const path of ['/pets/api/pets/{id}/', '/api/animals/{id}']) {
      statements = 0;
      const first = await ctx.app.inject({ method: 'GET', url: path.replace('{id}', `${few}`) });
      const forFew = statements;
      statements = 0;
      const second = await ctx.app.inject({
        method: 'GET',
        url: path.replace('{id}', `${many.id}`),
      });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(statements).toBe(forFew);
    }
  });
});
