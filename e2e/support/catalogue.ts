/**
 * The demo catalogue as the public API lists it, so journeys can name the
 * animals they use and compare the screen with what the server says.
 *
 * Journeys run in parallel on one database. Favourites and reports belong to
 * the user who makes them, but an animal's view count is shared: a journey
 * that counts views uses an animal no other journey opens (see VIEWS_ANIMAL).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { bearer, type Session } from './session';

export interface ListedAnimal {
  id: number;
  name: string;
  location: string;
  kind: string;
  views: number;
  images: Array<{ url: string; width: number; height: number; variants: Record<string, string> }>;
}

/** Only the views journey opens this demo animal. */
export const VIEWS_ANIMAL = 'Garbancito';

/** One page of GET /api/animals with the given filters, and the X-Total-Count. */
export async function listAnimals(
  request: APIRequestContext,
  params: Record<string, string> = {},
): Promise<{ animals: ListedAnimal[]; total: number }> {
  const response = await request.get('/api/animals', { params });
  expect(response.status(), await response.text()).toBe(200);
  return {
    animals: (await response.json()) as ListedAnimal[],
    total: Number(response.headers()['x-total-count']),
  };
}

/** A public demo animal by its exact name. */
export async function animalNamed(request: APIRequestContext, name: string): Promise<ListedAnimal> {
  const { animals } = await listAnimals(request, { page_size: '100', q: name });
  const animal = animals.find((candidate) => candidate.name === name);
  if (!animal) throw new Error(`No public animal named ${name} in the demo data`);
  return animal;
}

/** The names on the cards of the list on screen, in order. */
export const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();

/** The catalogue's card of one animal. */
export const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** A verified demo shelter administered by refugio@huella.es (so is DEMO_OTHER_SHELTER). */
export const DEMO_SHELTER = 'Refugio Huellas de Madrid';
export const DEMO_OTHER_SHELTER = 'Protectora Patas Barcelona';

/** Publishes a fresh animal in a demo shelter, as its administrator: the animal's id and its shelter. */
export async function publishAnimal(
  request: APIRequestContext,
  shelterAdmin: Session,
  name: string,
  shelterName = DEMO_SHELTER,
) {
  const headers = bearer(shelterAdmin);
  const shelters = (await (
    await request.get('/shelters/api/shelters/my-shelters/', { headers })
  ).json()) as MyShelter[];
  const shelter = shelters.find((candidate) => candidate.name === shelterName);
  expect(shelter, `${shelterName} among the administrator's shelters`).toBeDefined();
  const created = await request.post('/pets/api/pets/', {
    headers,
    data: {
      name,
      kind: 'perro',
      gender: 'hembra',
      race: 'Mestiza',
      description: 'Cariñosa, tranquila y acostumbrada a pasear con correa.',
      shelter: shelter!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).id as number, shelter: shelter! };
}
