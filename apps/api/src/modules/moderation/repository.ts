/** Reports of announcements as staff review them, and announcements' visibility. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@huella/shared/constants';
import type { Database, Executor, Transaction } from '../../db/client';
import { petPhotos, petReports, pets, shelterMemberships, shelters, users } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';

export const OPEN_REPORT_STATES = ['abierta', 'en_revision'] as const satisfies ReportStatus[];

const reviewer = alias(users, 'reviewer');

const reportColumns = {
  id: petReports.id,
  status: petReports.status,
  reason: petReports.reason,
  message: petReports.message,
  createdAt: petReports.createdAt,
  userId: petReports.userId,
  reporterEmail: petReports.reporterEmail,
  resolution: petReports.resolution,
  hidPet: petReports.hidPet,
  reviewedAt: petReports.reviewedAt,
  reviewerEmail: reviewer.email,
  petId: pets.id,
  petName: pets.name,
  petState: pets.state,
  petHiddenAt: pets.hiddenAt,
  petDeletedAt: pets.deletedAt,
  petPhoto: sql<
    string | null
  >`(select ${petPhotos.storageKey} from ${petPhotos} where ${petPhotos.petId} = ${pets.id} order by ${petPhotos.position}, ${petPhotos.id} limit 1)`,
  shelterId: shelters.id,
  shelterName: shelters.name,
  shelterVerified: shelters.verified,
  shelterSuspendedAt: shelters.suspendedAt,
  reportsForPet: sql<number>`(select count(*)::int from ${petReports} r2 where r2.pet_id = ${pets.id})`,
};

export type ReportRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createModerationRepository>['find']>>
>;

export function createModerationRepository(db: Database) {
  const base = () =>
    db
      .select(reportColumns)
      .from(petReports)
      .innerJoin(pets, eq(pets.id, petReports.petId))
      .innerJoin(shelters, eq(shelters.id, pets.shelterId))
      .leftJoin(reviewer, eq(reviewer.id, petReports.reviewedBy));

  return {
    async list(filters: { estado?: ReportStatus; pet?: number }, page: PageRequest) {
      const conditions: SQL[] = [];
      if (filters.estado) conditions.push(eq(petReports.status, filters.estado));
      if (filters.pet) conditions.push(eq(petReports.petId, filters.pet));
      const where = conditions.length ? and(...conditions) : undefined;
      const open = sql`${petReports.status} in ('abierta', 'en_revision')`;
      const [items, [count]] = await Promise.all([
        base()
          .where(where)
          // Open ones first, oldest first; then closed ones, newest first.
          .orderBy(
            sql`case when ${open} then 0 else 1 end`,
            sql`case when ${open} then ${petReports.createdAt} end asc`,
            desc(petReports.createdAt),
            asc(petReports.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(petReports)
          .where(where),
      ]);
      return { items, total: count?.total ?? 0 };
    },

    async counts(): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: petReports.status, count: sql<number>`count(*)::int` })
        .from(petReports)
        .groupBy(petReports.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.count]));
    },

    async find(id: number) {
      const [row] = await base().where(eq(petReports.id, id));
      return row;
    },

    /** Moves a report from one of `from` (conditional: a concurrent decision wins once). */
    async transition(
      tx: Transaction,
      id: number,
      from: readonly ReportStatus[],
      values: Partial<typeof petReports.$inferInsert>,
    ) {
      const [row] = await tx
        .update(petReports)
        .set(values)
        .where(and(eq(petReports.id, id), inArray(petReports.status, [...from])))
        .returning({ id: petReports.id });
      return row;
    },

    async findPet(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: pets.id,
          name: pets.name,
          hiddenAt: pets.hiddenAt,
          hiddenReason: pets.hiddenReason,
          deletedAt: pets.deletedAt,
          shelterId: pets.shelterId,
        })
        .from(pets)
        .where(eq(pets.id, id));
      return row;
    },

    async setPetHidden(tx: Transaction, id: number, hidden: { at: Date; reason: string } | null) {
      const [row] = await tx
        .update(pets)
        .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? '' })
        .where(eq(pets.id, id))
        .returning({ hiddenAt: pets.hiddenAt, hiddenReason: pets.hiddenReason });
      return row;
    },

    /** Where a shelter reads its mail: its own address and its administrators'. */
    async shelterRecipients(shelterId: number): Promise<string[]> {
      const [shelter] = await db
        .select({ email: shelters.email })
        .from(shelters)
        .where(eq(shelters.id, shelterId));
      const admins = await db
        .select({ email: users.email })
        .from(shelterMemberships)
        .innerJoin(users, eq(users.id, shelterMemberships.userId))
        .where(
          and(
            eq(shelterMemberships.shelterId, shelterId),
            eq(shelterMemberships.role, 'administrador'),
            eq(users.isActive, true),
          ),
        );
      const all = [shelter?.email ?? '', ...admins.map((row) => row.email)].filter(Boolean);
      return [...new Map(all.map((email) => [email.toLowerCase(), email])).values()];
    },
  };
}
