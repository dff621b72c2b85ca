/** Queries on shelter applications (issue 17), their history, and the shelter approval creates. */
import { OPEN_APPLICATIONS_FILTER } from '@huella/shared/schemas/shelter-applications';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  OPEN_SHELTER_APPLICATION_STATES,
  type ShelterApplicationEventKind,
  type ShelterApplicationState,
} from '@huella/shared/constants';
import type { Database } from '../../db/client';
import {
  shelterApplicationEvents,
  shelterApplications,
  shelterMemberships,
  shelters,
  users,
} from '../../db/schema';

export type ApplicationRow = typeof shelterApplications.$inferSelect;
export type ApplicationFields = Omit<
  typeof shelterApplications.$inferInsert,
  | 'id'
  | 'applicantId'
  | 'state'
  | 'shelterId'
  | 'decidedAt'
  | 'decidedBy'
  | 'createdAt'
  | 'updatedAt'
>;

export interface EventRow {
  id: number;
  kind: ShelterApplicationEventKind;
  authorSide: 'solicitante' | 'staff';
  authorFirstName: string | null;
  authorLastName: string | null;
  message: string;
  createdAt: Date;
}

export interface StaffListFilters {
  /** One state, or 'abiertas': every state still being decided. */
  state?: ShelterApplicationState | typeof OPEN_APPLICATIONS_FILTER;
  q?: string;
}

/** Case- and accent-insensitive "contains" (the catalogue's folding). */
const folded = (column: SQL | typeof shelterApplications.name, q: string) =>
  sql`huella_fold(${column}) like '%' || huella_fold(${q}) || '%'`;

function staffConditions({ state, q }: StaffListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (state === OPEN_APPLICATIONS_FILTER) {
    conditions.push(inArray(shelterApplications.state, [...OPEN_SHELTER_APPLICATION_STATES]));
  } else if (state) {
    conditions.push(eq(shelterApplications.state, state));
  }
  if (q) {
    const taxId = q.replace(/[\s.-]/g, '').toUpperCase();
    conditions.push(
      or(
        folded(shelterApplications.name, q),
        folded(sql`${shelterApplications.city}`, q),
        ...(taxId ? [eq(shelterApplications.taxId, taxId)] : []),
        sql`lower(${users.email}) like '%' || lower(${q}) || '%'`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createShelterApplicationsRepository(db: Database) {
  return {
    async insert(applicantId: number, fields: ApplicationFields): Promise<ApplicationRow> {
      const [row] = await db
        .insert(shelterApplications)
        .values({ ...fields, applicantId })
        .returning();
      return row!;
    },

    async findById(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(shelterApplications)
        .where(eq(shelterApplications.id, id));
      return row;
    },

    /** The row, locked until the transaction ends (two staff deciding at once: one after the other). */
    async lockById(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(shelterApplications)
        .where(eq(shelterApplications.id, id))
        .for('update');
      return row;
    },

    async hasOpen(applicantId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: shelterApplications.id })
        .from(shelterApplications)
        .where(
          and(
            eq(shelterApplications.applicantId, applicantId),
            inArray(shelterApplications.state, [...OPEN_SHELTER_APPLICATION_STATES]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A user's own applications, newest first (a handful at most: one open at a time). */
    async listForApplicant(applicantId: number, limit = 50): Promise<ApplicationRow[]> {
      return db
        .select()
        .from(shelterApplications)
        .where(eq(shelterApplications.applicantId, applicantId))
        .orderBy(desc(shelterApplications.createdAt), desc(shelterApplications.id))
        .limit(limit);
    },

    async update(
      id: number,
      changes: Partial<typeof shelterApplications.$inferInsert>,
    ): Promise<ApplicationRow> {
      const [row] = await db
        .update(shelterApplications)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(shelterApplications.id, id))
        .returning();
      return row!;
    },

    async addEvent(event: {
      applicationId: number;
      kind: ShelterApplicationEventKind;
      authorId: number;
      authorSide: 'solicitante' | 'staff';
      message: string;
    }): Promise<void> {
      await db.insert(shelterApplicationEvents).values(event);
    },

    /** The history of some applications, oldest first. */
    async eventsOf(applicationIds: number[]): Promise<Map<number, EventRow[]>> {
      const byApplication = new Map<number, EventRow[]>();
      if (applicationIds.length === 0) return byApplication;
      const rows = await db
        .select({
          applicationId: shelterApplicationEvents.applicationId,
          id: shelterApplicationEvents.id,
          kind: shelterApplicationEvents.kind,
          authorSide: shelterApplicationEvents.authorSide,
          authorFirstName: users.firstName,
          authorLastName: users.lastName,
          message: shelterApplicationEvents.message,
          createdAt: shelterApplicationEvents.createdAt,
        })
        .from(shelterApplicationEvents)
        .leftJoin(users, eq(users.id, shelterApplicationEvents.authorId))
        .where(inArray(shelterApplicationEvents.applicationId, applicationIds))
        .orderBy(asc(shelterApplicationEvents.id));
      for (const { applicationId, ...row } of rows) {
        const list = byApplication.get(applicationId) ?? [];
        list.push(row);
        byApplication.set(applicationId, list);
      }
      return byApplication;
    },

    async listForStaff(
      filters: StaffListFilters,
      page: { limit: number; offset: number },
    ): Promise<{ rows: (ApplicationRow & { applicantEmail: string })[]; total: number }> {
      const where = staffConditions(filters);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ application: shelterApplications, applicantEmail: users.email })
          .from(shelterApplications)
          .innerJoin(users, eq(users.id, shelterApplications.applicantId))
          .where(where)
          // The queue: the oldest waiting first.
          .orderBy(asc(shelterApplications.createdAt), asc(shelterApplications.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(shelterApplications)
          .innerJoin(users, eq(users.id, shelterApplications.applicantId))
          .where(where),
      ]);
      return {
        rows: rows.map(({ application, applicantEmail }) => ({ ...application, applicantEmail })),
        total: totals?.total ?? 0,
      };
    },

    async countsByState(): Promise<{ state: ShelterApplicationState; total: number }[]> {
      return db
        .select({ state: shelterApplications.state, total: count() })
        .from(shelterApplications)
        .groupBy(shelterApplications.state);
    },

    async applicant(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          dateJoined: users.dateJoined,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Shelters with the same CIF, or a name that folds to the same words (a duplicate's hint). */
    async similarShelters(
      application: Pick<ApplicationRow, 'name' | 'taxId' | 'shelterId'>,
    ): Promise<{ id: number; name: string; city: string }[]> {
      const conditions: SQL[] = [
        sql`regexp_replace(huella_fold(${shelters.name}), '[^a-z0-9]+', '', 'g') = regexp_replace(huella_fold(${application.name}), '[^a-z0-9]+', '', 'g')`,
      ];
      if (application.taxId) conditions.push(eq(shelters.taxId, application.taxId));
      const rows = await db
        .select({ id: shelters.id, name: shelters.name, city: shelters.city })
        .from(shelters)
        .where(or(...conditions))
        .orderBy(asc(shelters.id))
        .limit(10);
      // The shelter this application created is not a duplicate of it.
      return rows.filter((row) => row.id !== application.shelterId);
    },

    /** Approval: the shelter, verified now, with the applicant as its administrator. */
    async createShelter(application: ApplicationRow, at: Date): Promise<number> {
      const [row] = await db
        .insert(shelters)
        .values({
          name: application.name,
          kind: application.kind,
          taxId: application.taxId,
          registryNumber: application.registryNumber,
          address: application.address,
          city: application.city,
          province: application.province,
          postcode: application.postcode,
          phone: application.phone,
          email: application.email,
          web: application.web,
          facebook: application.facebook,
          instagram: application.instagram,
          verified: true,
          verifiedAt: at,
        })
        .returning({ id: shelters.id });
      await db
        .insert(shelterMemberships)
        .values({ shelterId: row!.id, userId: application.applicantId, role: 'administrador' })
        .onConflictDoNothing();
      return row!.id;
    },
  };
}

export type ShelterApplicationsRepository = ReturnType<typeof createShelterApplicationsRepository>;
