/** Users as staff see them: search, memberships, activity, sessions. */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { StaffUsersQuery } from '@huella/shared/schemas/staff-admin';
import type { Database } from '../../db/client';
import {
  adoptionRequests,
  blogComments,
  chatMessages,
  favourites,
  orders,
  petReports,
  pets,
  sessions,
  shelterApplications,
  shelterMemberships,
  shelters,
  users,
} from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const shelterCount = sql<number>`(select count(*)::int from ${shelterMemberships} m where m.user_id = ${users.id})`;

const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isStaff: users.isStaff,
  isActive: users.isActive,
  emailConfirmedAt: users.emailConfirmedAt,
  dateJoined: users.dateJoined,
  shelters: shelterCount,
};

const count = (table: SQL) => sql<number>`(select count(*)::int from ${table})`;

export function createStaffUsersRepository(db: Database) {
  return {
    async list(filters: Omit<StaffUsersQuery, 'page' | 'page_size'>, page: PageRequest) {
      const conditions: (SQL | undefined)[] = [];
      if (filters.q) {
        const like = `%${escapeLike(filters.q)}%`;
        conditions.push(
          or(
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ),
        );
      }
      const member = sql`exists (select 1 from ${shelterMemberships} m where m.user_id = ${users.id})`;
      if (filters.rol === 'staff') conditions.push(eq(users.isStaff, true));
      if (filters.rol === 'refugio') conditions.push(member);
      if (filters.rol === 'usuario')
        conditions.push(and(eq(users.isStaff, false), sql`not ${member}`));
      if (filters.estado) conditions.push(eq(users.isActive, filters.estado === 'activo'));
      const where = conditions.length ? and(...conditions) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.dateJoined), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },

    async find(id: number, tx: Database | Transaction = db) {
      const [row] = await tx
        .select({
          ...listColumns,
          phone: users.phone,
          city: users.city,
          avatar: users.avatar,
          deactivatedAt: users.deactivatedAt,
          deactivationReason: users.deactivationReason,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async details(id: number) {
      const [memberships, [activity], recent] = await Promise.all([
        db
          .select({
            id: shelters.id,
            name: shelters.name,
            role: shelterMemberships.role,
            verified: shelters.verified,
          })
          .from(shelterMemberships)
          .innerJoin(shelters, eq(shelters.id, shelterMemberships.shelterId))
          .where(eq(shelterMemberships.userId, id))
          .orderBy(shelters.name),
        db
          .select({
            lastLogin: sql<
              string | null
            >`(select max(s.created_at) from ${sessions} s where s.user_id = ${id})`,
            adoptionRequests: count(
              sql`${adoptionRequests} where ${adoptionRequests.applicantId} = ${id}`,
            ),
            favourites: count(sql`${favourites} where ${favourites.userId} = ${id}`),
            messages: count(sql`${chatMessages} where ${chatMessages.senderId} = ${id}`),
            reports: count(sql`${petReports} where ${petReports.userId} = ${id}`),
            comments: count(sql`${blogComments} where ${blogComments.userId} = ${id}`),
            orders: count(sql`${orders} where ${orders.userId} = ${id}`),
            shelterApplications: count(
              sql`${shelterApplications} where ${shelterApplications.applicantId} = ${id}`,
            ),
          })
          .from(sql`(select 1) as one`),
        db
          .select({
            id: adoptionRequests.id,
            petName: pets.name,
            shelterName: shelters.name,
            state: adoptionRequests.state,
            createdAt: adoptionRequests.createdAt,
          })
          .from(adoptionRequests)
          .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
          .innerJoin(shelters, eq(shelters.id, adoptionRequests.shelterId))
          .where(eq(adoptionRequests.applicantId, id))
          .orderBy(desc(adoptionRequests.createdAt), desc(adoptionRequests.id))
          .limit(10),
      ]);
      return { memberships, activity: activity!, recent };
    },

    async setActive(tx: Transaction, id: number, active: boolean, reason: string, at: Date) {
      await tx
        .update(users)
        .set(
          active
            ? { isActive: true, deactivatedAt: null, deactivationReason: '', updatedAt: at }
            : { isActive: false, deactivatedAt: at, deactivationReason: reason, updatedAt: at },
        )
        .where(eq(users.id, id));
    },

    async setStaff(tx: Transaction, id: number, staff: boolean, at: Date) {
      await tx.update(users).set({ isStaff: staff, updatedAt: at }).where(eq(users.id, id));
    },

    /**
     * Active staff other than this user, counted after locking every active
     * staff row, so two staff removing each other at once cannot both pass.
     */
    async otherActiveStaff(tx: Transaction, id: number): Promise<number> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isStaff, true), eq(users.isActive, true)))
        .orderBy(users.id)
        .for('update');
      return rows.filter((row) => row.id !== id).length;
    },
  };
}
