/**
 * The people and things the reliability suites act on: one shelter with an
 * administrator and a member, an animal of it with a gallery photo, an adopter
 * who applied for it (which opened a conversation), another shelter's
 * administrator, a signed-in stranger and Huella staff. Every call builds a
 * new, independent world, so a write in one test never reaches another.
 */
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import type { App } from '../../src/app';
import { answers } from '../../src/modules/adoption-requests/test-support';
import {
  bearer,
  createPet,
  createPetPhoto,
  createShelter,
  createUser,
  loginAs,
  sessionAccessToken,
  type TestUser,
} from '../../src/test/factories';

/** Who sends a request; `guest` sends no token. */
export const ROLES = [
  'guest',
  'other',
  'otherShelterMember',
  'member',
  'admin',
  'staff',
  'adopter',
] as const;
export type Role = (typeof ROLES)[number];

export interface Person {
  user: TestUser;
  headers: Record<string, string>;
}

/** A user and an access token signed for them (no login: argon2 is slow, and login is tested elsewhere). */
async function person(app: App, overrides: { isStaff?: boolean } = {}): Promise<Person> {
  const user = await createUser(app, overrides);
  return { user, headers: bearer({ access: await sessionAccessToken(app, user.id) }) };
}

export async function buildWorld(app: App) {
  const [admin, member, otherShelterMember, other, staff, adopter] = await Promise.all([
    person(app),
    person(app),
    person(app),
    person(app),
    person(app, { isStaff: true }),
    person(app),
  ]);
  const shelter = await createShelter(app, {
    members: [
      [admin.user.id, 'administrador'],
      [member.user.id, 'miembro'],
    ],
  });
  const otherShelter = await createShelter(app, {
    members: [[otherShelterMember.user.id, 'administrador']],
  });
  const pet = await createPet(app, { shelterId: shelter.id, name: 'Luna' });
  const photo = await createPetPhoto(app, pet.id);
  // Applying through the API also opens the adopter's conversation with the shelter.
  const applied = await app.inject({
    method: 'POST',
    url: '/adoptions/api/requests/',
    headers: adopter.headers,
    payload: { pet: pet.id, ...answers() },
  });
  if (applied.statusCode !== 201) {
    throw new Error(`apply failed: ${applied.statusCode} ${applied.body}`);
  }
  const request = applied.json<AdoptionRequest>();
  const people = { admin, member, otherShelterMember, other, staff, adopter };
  return {
    ...people,
    shelter,
    otherShelter,
    pet,
    photo,
    request,
    conversationId: request.conversation_id,
    /** The authorization headers of a role (none for a guest). */
    headersOf: (role: Role): Record<string, string> =>
      role === 'guest' ? {} : people[role].headers,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** A refresh token of a real session of the user (for the refresh and logout bodies). */
export async function refreshTokenOf(app: App, user: TestUser): Promise<string> {
  return (await loginAs(app, user)).refresh;
}
