/** Queries on shelters and their memberships. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { MembershipRole } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { shelterMemberships, shelters, users } from '../../db/schema';

export type ShelterRow = Omit<typeof shelters.$inferSelect, 'createdAt'>;
export type ShelterChanges = Partial<Omit<ShelterRow, 'id' | 'verified'>>;

const shelterColumns = {
  id: shelters.id,
  name: shelters.name,
  phone: shelters.phone,
  web: shelters.web,
  facebook: shelters.facebook,
  instagram: shelters.instagram,
  email: shelters.email,
  kind: shelters.kind,
  address: shelters.address,
  city: shelters.city,
  latitude: shelters.latitude,
  longitude: shelters.longitude,
  verified: shelters.verified,
};

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: shelterMemberships.role,
};
export interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: MembershipRole;
}

const membership = (shelterId: number, userId: number) =>
  and(eq(shelterMemberships.shelterId, shelterId), eq(shelterMemberships.userId, userId));

export function createSheltersRepository(db: Database) {
  return {
    /** The shelters a user belongs to, with the user's role in each, by name. */
    async listForMember(userId: number) {
      return db
        .select({ ...shelterColumns, role: shelterMemberships.role })
        .from(shelterMemberships)
        .innerJoin(shelters, eq(shelters.id, shelterMemberships.shelterId))
        .where(eq(shelterMemberships.userId, userId))
        .orderBy(asc(shelters.name), asc(shelters.id));
    },

    async findById(id: number): Promise<ShelterRow | undefined> {
      const [row] = await db.select(shelterColumns).from(shelters).where(eq(shelters.id, id));
      return row;
    },

    async update(id: number, changes: ShelterChanges): Promise<ShelterRow | undefined> {
      if (Object.keys(changes).length === 0) return this.findById(id);
      const [row] = await db
        .update(shelters)
        .set(changes)
        .where(eq(shelters.id, id))
        .returning(shelterColumns);
      return row;
    },

    /** The user's role in the shelter, or undefined when they are not a member. */
    async roleOf(shelterId: number, userId: number): Promise<MembershipRole | undefined> {
      const [row] = await db
        .select({ role: shelterMemberships.role })
        .from(shelterMemberships)
        .where(membership(shelterId, userId));
      return row?.role;
    },

    async isMember(shelterId: number, userId: number): Promise<boolean> {
      return (await this.roleOf(shelterId, userId)) !== undefined;
    },

    /** One page of members: administrators first, then by name. */
    async listMembers(
      shelterId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: MemberRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select(memberColumns)
          .from(shelterMemberships)
          .innerJoin(users, eq(users.id, shelterMemberships.userId))
          .where(eq(shelterMemberships.shelterId, shelterId))
          .orderBy(
            asc(shelterMemberships.role),
            asc(sql`lower(${users.firstName})`),
            asc(sql`lower(${users.lastName})`),
            asc(users.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(shelterMemberships)
          .where(eq(shelterMemberships.shelterId, shelterId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findMember(shelterId: number, userId: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select(memberColumns)
        .from(shelterMemberships)
        .innerJoin(users, eq(users.id, shelterMemberships.userId))
        .where(membership(shelterId, userId));
      return row;
    },

    /** An active account by email, in any letter case. */
    async findActiveUserByEmail(email: string): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.isActive, true)),
        );
      return row;
    },

    /** False when the user already belonged to the shelter (nothing changes then). */
    async addMember(shelterId: number, userId: number, role: MembershipRole): Promise<boolean> {
      const inserted = await db
        .insert(shelterMemberships)
        .values({ shelterId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: shelterMemberships.userId });
      return inserted.length === 1;
    },

    async setRole(shelterId: number, userId: number, role: MembershipRole): Promise<void> {
      await db.update(shelterMemberships).set({ role }).where(membership(shelterId, userId));
    },

    async removeMember(shelterId: number, userId: number): Promise<void> {
      await db.delete(shelterMemberships).where(membership(shelterId, userId));
    },

    async countAdministrators(shelterId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(shelterMemberships)
        .where(
          and(
            eq(shelterMemberships.shelterId, shelterId),
            eq(shelterMemberships.role, 'administrador'),
          ),
        );
      return row?.total ?? 0;
    },
  };
}

export type SheltersRepository = ReturnType<typeof createSheltersRepository>;

/**
 * Runs `work` in a transaction holding the shelter's row lock, so that two
 * membership changes of one shelter happen one after the other (two
 * administrators demoting each other at once cannot leave it without one).
 */
export async function withShelterLocked<T>(
  db: Database,
  shelterId: number,
  work: (locked: SheltersRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: shelters.id })
      .from(shelters)
      .where(eq(shelters.id, shelterId))
      .for('update');
    return work(createSheltersRepository(tx), tx);
  });
}
