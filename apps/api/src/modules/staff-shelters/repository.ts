/** Staff's queries on shelters (issue 17): the list with its counts, one shelter with its members. */
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MembershipRole } from '@huella/shared/constants';
import type { StaffSheltersQuery } from '@huella/shared/schemas/staff-admin';
import type { Database } from '../../db/client';
import {
  adoptionRequests,
  petReports,
  pets,
  shelterApplications,
  shelterMemberships,
  shelters,
  users,
} from '../../db/schema';
import { publiclyListed } from '../pets';

export type StaffShelterRow = typeof shelters.$inferSelect;
export type StaffShelterChanges = Partial<
  Omit<StaffShelterRow, 'id' | 'photo' | 'createdAt' | 'verified' | 'verifiedAt'>
>;

/** Reports staff still have to act on. */
const OPEN_REPORT_STATES = ['abierta', 'en_revision'] as const;

function listConditions(query: StaffSheltersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const taxId = query.q.replace(/[\s.-]/g, '').toUpperCase();
    conditions.push(
      or(
        sql`huella_fold(${shelters.name}) like '%' || huella_fold(${query.q}) || '%'`,
        sql`huella_fold(${shelters.city}) like '%' || huella_fold(${query.q}) || '%'`,
        sql`lower(${shelters.email}) like '%' || lower(${query.q}) || '%'`,
        ...(taxId ? [eq(shelters.taxId, taxId)] : []),
      )!,
    );
  }
  if (query.estado === 'verificado') {
    conditions.push(eq(shelters.verified, true), isNull(shelters.suspendedAt));
  } else if (query.estado === 'sin_verificar') {
    conditions.push(eq(shelters.verified, false));
  } else if (query.estado === 'suspendido') {
    conditions.push(isNotNull(shelters.suspendedAt));
  }
  if (query.kind) conditions.push(eq(shelters.kind, query.kind));
  if (query.province) conditions.push(eq(shelters.province, query.province));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface StaffMemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: MembershipRole;
  isActive: boolean;
  joinedAt: Date;
}

export function createStaffSheltersRepository(db: Database) {
  const listedAnimals = db
    .select({ total: count() })
    .from(pets)
    .where(and(eq(pets.shelterId, shelters.id), ...publiclyListed()));
  const memberCount = db
    .select({ total: count() })
    .from(shelterMemberships)
    .where(eq(shelterMemberships.shelterId, shelters.id));
  const openReports = db
    .select({ total: count() })
    .from(petReports)
    .innerJoin(pets, eq(pets.id, petReports.petId))
    .where(
      and(eq(pets.shelterId, shelters.id), inArray(petReports.status, [...OPEN_REPORT_STATES])),
    );

  return {
    async list(
      query: StaffSheltersQuery,
      page: { limit: number; offset: number },
    ): Promise<{
      rows: (StaffShelterRow & { animals: number; members: number; openReports: number })[];
      total: number;
    }> {
      const where = listConditions(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            shelter: shelters,
            animals: sql<number>`(${listedAnimals})::int`,
            members: sql<number>`(${memberCount})::int`,
            openReports: sql<number>`(${openReports})::int`,
          })
          .from(shelters)
          .where(where)
          .orderBy(asc(sql`lower(${shelters.name})`), asc(shelters.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(shelters).where(where),
      ]);
      return {
        rows: rows.map(({ shelter, ...counts }) => ({ ...shelter, ...counts })),
        total: totals?.total ?? 0,
      };
    },

    async findById(id: number): Promise<StaffShelterRow | undefined> {
      const [row] = await db.select().from(shelters).where(eq(shelters.id, id));
      return row;
    },

    /** The row, locked until the transaction ends. */
    async lockById(id: number): Promise<StaffShelterRow | undefined> {
      const [row] = await db.select().from(shelters).where(eq(shelters.id, id)).for('update');
      return row;
    },

    async update(id: number, changes: Partial<typeof shelters.$inferInsert>) {
      const [row] = await db.update(shelters).set(changes).where(eq(shelters.id, id)).returning();
      return row!;
    },

    /** Every member (a shelter has a handful): administrators first, then by name. */
    async members(shelterId: number): Promise<StaffMemberRow[]> {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: shelterMemberships.role,
          isActive: users.isActive,
          joinedAt: shelterMemberships.createdAt,
        })
        .from(shelterMemberships)
        .innerJoin(users, eq(users.id, shelterMemberships.userId))
        .where(eq(shelterMemberships.shelterId, shelterId))
        .orderBy(asc(shelterMemberships.role), asc(sql`lower(${users.firstName})`), asc(users.id))
        .limit(500);
    },

    async counts(shelterId: number) {
      const ofShelter = eq(pets.shelterId, shelterId);
      const [[listed], [adopted], [hidden], [requests], [reports]] = await Promise.all([
        db
          .select({ total: count() })
          .from(pets)
          .where(and(ofShelter, ...publiclyListed())),
        db
          .select({ total: count() })
          .from(pets)
          .where(and(ofShelter, isNull(pets.deletedAt), eq(pets.state, 'adoptada'))),
        db
          .select({ total: count() })
          .from(pets)
          .where(and(ofShelter, isNull(pets.deletedAt), isNotNull(pets.hiddenAt))),
        db
          .select({ total: count() })
          .from(adoptionRequests)
          .where(eq(adoptionRequests.shelterId, shelterId)),
        db
          .select({ total: count() })
          .from(petReports)
          .innerJoin(pets, eq(pets.id, petReports.petId))
          .where(and(ofShelter, inArray(petReports.status, [...OPEN_REPORT_STATES]))),
      ]);
      return {
        listed: listed?.total ?? 0,
        adopted: adopted?.total ?? 0,
        hidden: hidden?.total ?? 0,
        requests: requests?.total ?? 0,
        open_reports: reports?.total ?? 0,
      };
    },

    /** The registration that created the shelter, if any. */
    async applicationId(shelterId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: shelterApplications.id })
        .from(shelterApplications)
        .where(eq(shelterApplications.shelterId, shelterId))
        .limit(1);
      return row?.id ?? null;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, isActive: users.isActive })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return row;
    },

    async membership(shelterId: number, userId: number) {
      const [row] = await db
        .select({ role: shelterMemberships.role, email: users.email })
        .from(shelterMemberships)
        .innerJoin(users, eq(users.id, shelterMemberships.userId))
        .where(
          and(eq(shelterMemberships.shelterId, shelterId), eq(shelterMemberships.userId, userId)),
        );
      return row;
    },

    async addMember(shelterId: number, userId: number, role: MembershipRole) {
      await db.insert(shelterMemberships).values({ shelterId, userId, role });
    },

    async setRole(shelterId: number, userId: number, role: MembershipRole) {
      await db
        .update(shelterMemberships)
        .set({ role })
        .where(
          and(eq(shelterMemberships.shelterId, shelterId), eq(shelterMemberships.userId, userId)),
        );
    },

    async removeMember(shelterId: number, userId: number) {
      await db
        .delete(shelterMemberships)
        .where(
          and(eq(shelterMemberships.shelterId, shelterId), eq(shelterMemberships.userId, userId)),
        );
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

    /** Active administrators, who are told of a suspension. */
    async administrators(shelterId: number) {
      return db
        .select({ email: users.email, firstName: users.firstName })
        .from(shelterMemberships)
        .innerJoin(users, eq(users.id, shelterMemberships.userId))
        .where(
          and(
            eq(shelterMemberships.shelterId, shelterId),
            eq(shelterMemberships.role, 'administrador'),
            eq(users.isActive, true),
          ),
        )
        .limit(50);
    },
  };
}
