/**
 * The people every shelter test asks about: a shelter with an administrator
 * and a member, a second shelter with its own administrator, a signed-in user
 * of no shelter, and staff, each with their authorization header.
 */
import { and, eq } from 'drizzle-orm';
import type { MembershipRole } from '@huella/shared/constants';
import type { App } from '../../app';
import { shelterMemberships, shelters } from '../../db/schema';
import {
  bearer,
  createShelter,
  createUser,
  loginAs,
  type ShelterOverrides,
  type TestUser,
} from '../../test/factories';

export interface Person {
  user: TestUser;
  headers: Record<string, string>;
}

async function person(app: App, overrides: { isStaff?: boolean } = {}): Promise<Person> {
  const user = await createUser(app, overrides);
  return { user, headers: bearer(await loginAs(app, user)) };
}

export async function shelterCast(app: App, overrides: ShelterOverrides = {}) {
  const [admin, member, otherAdmin, outsider, staff] = await Promise.all([
    person(app),
    person(app),
    person(app),
    person(app),
    person(app, { isStaff: true }),
  ]);
  const shelter = await createShelter(app, {
    ...overrides,
    members: [
      [admin.user.id, 'administrador'],
      [member.user.id, 'miembro'],
    ],
  });
  const otherShelter = await createShelter(app, {
    members: [[otherAdmin.user.id, 'administrador']],
  });
  return { shelter, otherShelter, admin, member, otherAdmin, outsider, staff };
}

/** The shelter row as stored, to prove a refused request changed nothing. */
export async function storedShelter(app: App, id: number) {
  const [row] = await app.db.select().from(shelters).where(eq(shelters.id, id));
  return row;
}

/** Who belongs to the shelter, with their role, sorted by user id. */
export async function storedMembers(app: App, shelterId: number) {
  const rows = await app.db
    .select({ userId: shelterMemberships.userId, role: shelterMemberships.role })
    .from(shelterMemberships)
    .where(eq(shelterMemberships.shelterId, shelterId));
  return rows.sort((a, b) => a.userId - b.userId);
}

export async function storedRole(app: App, shelterId: number, userId: number) {
  const [row] = await app.db
    .select({ role: shelterMemberships.role })
    .from(shelterMemberships)
    .where(and(eq(shelterMemberships.shelterId, shelterId), eq(shelterMemberships.userId, userId)));
  return row?.role;
}

/** Puts a user in the shelter directly (test setup; people join by invitation). */
export async function addMember(app: App, shelterId: number, userId: number, role: MembershipRole) {
  await app.db.insert(shelterMemberships).values({ shelterId, userId, role });
}
