/**
 * The cast of the adoption request tests: a shelter with an administrator and
 * a member, an animal en adopción, an adopter, and a way to apply and to move
 * a request through the API.
 */
import type { AdoptionRequestAction } from '@huella/shared/constants';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { pets } from '../../db/schema';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  type PetOverrides,
  type TestUser,
} from '../../test/factories';

export const REQUESTS_URL = '/adoptions/api/requests/';

/** Answers that pass validation: a flat of one's own, two adults, one child. */
export const answers = (overrides: object = {}) => ({
  home_type: 'piso',
  has_garden: false,
  home_tenure: 'propia',
  landlord_allows_pets: null,
  adults: 2,
  children: 1,
  children_ages: [7],
  other_animals: 'Un gato de 5 años.',
  experience: 'He tenido perros toda la vida.',
  hours_alone: 4,
  message: 'Nos encantaría darle un hogar a este animal.',
  ...overrides,
});

export interface Person {
  user: TestUser;
  headers: Record<string, string>;
}

export async function person(app: App, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, headers: bearer(await loginAs(app, user)) } satisfies Person;
}

/** A shelter with an administrator and a plain member, and one animal en adopción. */
export async function shelterWithPet(
  app: App,
  options: { shelterEmail?: string; pet?: Partial<PetOverrides> } = {},
) {
  const adminUser = await createUser(app, { firstName: 'Marta', lastName: 'Gil' });
  const memberUser = await createUser(app, { firstName: 'Jorge', lastName: 'Ruiz' });
  const shelter = await createShelter(app, {
    ...(options.shelterEmail !== undefined ? { email: options.shelterEmail } : {}),
    members: [
      [adminUser.id, 'administrador'],
      [memberUser.id, 'miembro'],
    ],
  });
  // Signed in once they are members: a session that knew them without the shelter would wait
  // for the database's notice of the (direct) membership insert before it could act for it.
  const signedIn = async (user: TestUser): Promise<Person> => ({
    user,
    headers: bearer(await loginAs(app, user)),
  });
  const admin = await signedIn(adminUser);
  const member = await signedIn(memberUser);
  const pet = await createPet(app, { shelterId: shelter.id, name: 'Luna', ...options.pet });
  return { admin, member, shelter, pet };
}

export const apply = (app: App, who: Person, petId: number, overrides: object = {}) =>
  app.inject({
    method: 'POST',
    url: REQUESTS_URL,
    headers: who.headers,
    payload: { pet: petId, ...answers(overrides) },
  });

/** Applies and returns the created request (failing loudly otherwise). */
export async function applied(app: App, who: Person, petId: number): Promise<AdoptionRequest> {
  const response = await apply(app, who, petId);
  if (response.statusCode !== 201) {
    throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<AdoptionRequest>();
}

export const act = (
  app: App,
  who: Person | null,
  id: number,
  action: AdoptionRequestAction,
  note = '',
) =>
  app.inject({
    method: 'POST',
    url: `${REQUESTS_URL}${id}/${action}/`,
    headers: who?.headers ?? {},
    payload: note ? { note } : {},
  });

/** Moves a request through the API and fails loudly if the move is refused. */
export async function moved(
  app: App,
  who: Person,
  id: number,
  ...actions: AdoptionRequestAction[]
): Promise<AdoptionRequest> {
  let last: AdoptionRequest | undefined;
  for (const action of actions) {
    const response = await act(app, who, id, action);
    if (response.statusCode !== 200) {
      throw new Error(`${action} failed: ${response.statusCode} ${response.body}`);
    }
    last = response.json<AdoptionRequest>();
  }
  return last!;
}

export async function petRow(app: App, id: number) {
  const [row] = await app.db.select().from(pets).where(eq(pets.id, id));
  return row!;
}
