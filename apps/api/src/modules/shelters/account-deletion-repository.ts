/**
 * What deleting an account means for the shelters it administers: a shelter
 * never loses its last administrator. Inside the deletion's transaction, with
 * those shelters locked (in id order, as every membership change locks them),
 * a shelter whose only administrator is leaving refuses the deletion when
 * anyone else belongs to it or it has ever had an animal (its adopters and
 * team rely on it: another administrator must be named first). A shelter with
 * nobody else and no animal is an empty shell nobody could run any more: it
 * goes with the account (docs/decisions/0005-shelter-consent.md).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { sheltersMessages } from '@huella/shared/messages';
import type { Database } from '../../db/client';
import { pets, shelterMemberships, shelters } from '../../db/schema';
import { Conflict } from '../../lib/errors';

const names = (list: string[]) =>
  list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} y ${list.at(-1)!}`;

/** Runs inside the account deletion's transaction, before the user row goes. */
export async function releaseAdministeredShelters(tx: Database, userId: number): Promise<void> {
  const administered = await tx
    .select({ id: shelters.id, name: shelters.name })
    .from(shelters)
    .innerJoin(shelterMemberships, eq(shelterMemberships.shelterId, shelters.id))
    .where(and(eq(shelterMemberships.userId, userId), eq(shelterMemberships.role, 'administrador')))
    .orderBy(asc(shelters.id))
    .for('update', { of: shelters });
  if (administered.length === 0) return;
  const ids = administered.map((shelter) => shelter.id);

  const [others, withPets] = await Promise.all([
    tx
      .select({
        shelterId: shelterMemberships.shelterId,
        administrators: sql<number>`count(*) filter (where ${shelterMemberships.role} = 'administrador')::int`,
      })
      .from(shelterMemberships)
      .where(and(inArray(shelterMemberships.shelterId, ids), ne(shelterMemberships.userId, userId)))
      .groupBy(shelterMemberships.shelterId),
    tx.selectDistinct({ shelterId: pets.shelterId }).from(pets).where(inArray(pets.shelterId, ids)),
  ]);
  const othersOf = new Map(others.map((row) => [row.shelterId, row.administrators]));
  const hasPets = new Set(withPets.map((row) => row.shelterId));

  const blocked = administered.filter(
    (shelter) =>
      othersOf.get(shelter.id) === 0 || (!othersOf.has(shelter.id) && hasPets.has(shelter.id)),
  );
  if (blocked.length > 0) {
    throw new Conflict(
      sheltersMessages.errors.lastAdminAccount(names(blocked.map((shelter) => shelter.name))),
      undefined,
      'last_administrator',
    );
  }
  const empty = administered.filter(
    (shelter) => !othersOf.has(shelter.id) && !hasPets.has(shelter.id),
  );
  if (empty.length > 0) {
    await tx.delete(shelters).where(
      inArray(
        shelters.id,
        empty.map((shelter) => shelter.id),
      ),
    );
  }
}
