/** Queries on shelters and their memberships, and the public directory of verified shelters. */
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { MembershipRole, ShelterKind } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { pets, shelterMemberships, shelters, users } from '../../db/schema';
import { publiclyListed } from '../pets';

/** What the shelter's own screens read; staff's columns (issue 17) are read by the staff module. */
export type ShelterRow = Omit<
  typeof shelters.$inferSelect,
  | 'createdAt'
  | 'province'
  | 'postcode'
  | 'taxId'
  | 'registryNumber'
  | 'verifiedAt'
  | 'suspendedAt'
  | 'suspensionReason'
>;
/** The photo changes only through replacePhoto (its old files must go with it). */
export type ShelterChanges = Partial<Omit<ShelterRow, 'id' | 'verified' | 'photo'>>;

export interface DirectoryFilters {
  city?: string;
  kind?: ShelterKind;
}
export interface DirectoryRow {
  id: number;
  name: string;
  kind: ShelterKind;
  city: string;
  photo: string | null;
  animals: number;
}

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
  description: shelters.description,
  openingHours: shelters.openingHours,
  adoptionConditions: shelters.adoptionConditions,
  photo: shelters.photo,
  verified: shelters.verified,
};

/**
 * Only verified shelters are public (PRODUCT.md: only verified shelters
 * publish), and not while staff suspend them (issue 17).
 */
function directoryConditions({ city, kind }: DirectoryFilters): SQL[] {
  const conditions = [eq(shelters.verified, true), isNull(shelters.suspendedAt)];
  // Folded as the catalogue's location filter does ("malaga" finds "Málaga"), on its index.
  if (city) conditions.push(sql`huella_fold(${shelters.city}) = huella_fold(${city})`);
  if (kind) conditions.push(eq(shelters.kind, kind));
  return conditions;
}

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
        .select({
          ...shelterColumns,
          role: shelterMemberships.role,
          suspendedAt: shelters.suspendedAt,
          suspensionReason: shelters.suspensionReason,
        })
        .from(shelterMemberships)
        .innerJoin(shelters, eq(shelters.id, shelterMemberships.shelterId))
        .where(eq(shelterMemberships.userId, userId))
        .orderBy(asc(shelters.name), asc(shelters.id));
    },

    /** A verified shelter that staff have not suspended: the public page's. */
    async findPublic(id: number): Promise<ShelterRow | undefined> {
      const [row] = await db
        .select(shelterColumns)
        .from(shelters)
        .where(and(eq(shelters.id, id), eq(shelters.verified, true), isNull(shelters.suspendedAt)));
      return row;
    },

    async findById(id: number): Promise<ShelterRow | undefined> {
      const [row] = await db.select(shelterColumns).from(shelters).where(eq(shelters.id, id));
      return row;
    },

    /**
     * One page of the directory, by name, each shelter with how many animals
     * the public catalogue lists for it (counted for the page's rows only).
     */
    async listDirectory(
      filters: DirectoryFilters,
      page: { limit: number; offset: number },
    ): Promise<{ rows: DirectoryRow[]; total: number }> {
      const where = and(...directoryConditions(filters));
      const listedAnimals = db
        .select({ total: count() })
        .from(pets)
        .where(and(eq(pets.shelterId, shelters.id), ...publiclyListed()));
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: shelters.id,
            name: shelters.name,
            kind: shelters.kind,
            city: shelters.city,
            photo: shelters.photo,
            animals: sql<number>`(${listedAnimals})::int`,
          })
          .from(shelters)
          .where(where)
          .orderBy(asc(sql`lower(${shelters.name})`), asc(shelters.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(shelters).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** The cities with verified shelters, by name, with how many each has. */
    async listDirectoryCities(): Promise<{ city: string; shelters: number }[]> {
      return db
        .select({ city: shelters.city, shelters: count() })
        .from(shelters)
        .where(
          and(
            eq(shelters.verified, true),
            isNull(shelters.suspendedAt),
            sql`${shelters.city} <> ''`,
          ),
        )
        .groupBy(shelters.city)
        .orderBy(asc(shelters.city));
    },

    /**
     * Sets (or clears) the photo's storage key, answering the row and the key
     * it replaced; the row is locked so that two uploads at once cannot both
     * keep the same old key (one old photo's files would never be deleted).
     */
    async replacePhoto(
      id: number,
      key: string | null,
    ): Promise<{ row: ShelterRow; previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ photo: shelters.photo })
          .from(shelters)
          .where(eq(shelters.id, id))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(shelters)
          .set({ photo: key })
          .where(eq(shelters.id, id))
          .returning(shelterColumns);
        return { row: row!, previous: current.photo };
      });
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
