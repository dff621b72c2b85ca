/** Queries on `users`. Emails are compared case-insensitively (unique index on lower(email)). */
import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, pets, users } from '../../db/schema';
import { emailEquals } from '../../db/email';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'address'
    | 'postcode'
    | 'city'
    | 'country'
    | 'web'
    | 'instagram'
    | 'facebook'
    | 'favouriteUpdateMails'
  >
>;

export const USERS_EMAIL_UNIQUE = 'users_email_lower_unique';

const byEmail = (email: string) => emailEquals(users.email, email);

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * The account with the ids of its favourite announcements that still
     * exist, newest favourite first (as the favourites repository's idsOf), in
     * one round trip: what `me` answers.
     */
    async findWithFavourites(
      id: number,
    ): Promise<{ user: UserRow; favourites: number[] } | undefined> {
      const [row] = await db
        .select({
          user: getTableColumns(users),
          // Qualified by hand: drizzle leaves the columns of a one-table select bare.
          favourites: sql<number[]>`array(
            select f.pet_id from ${favourites} f join ${pets} p on p.id = f.pet_id
            where f.user_id = "users"."id" and p.deleted_at is null
            order by f.created_at desc, f.pet_id desc)`,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byEmail(email));
      return row;
    },

    /**
     * Inserts the account, or nothing when the address already has one (the
     * unique index decides, also between two sign-ups at once): one statement
     * either way, so both cost the same.
     */
    async insertUnlessEmailTaken(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Sets (or clears) the profile photo's storage key, answering the row and
     * the key it replaced; the row is locked so that two uploads at once
     * cannot both keep the same old key (one old photo would never be deleted).
     */
    async replaceAvatar(
      id: number,
      key: string | null,
    ): Promise<{ row: UserRow; previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(users)
          .set({ avatar: key, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return { row: row!, previous: current.avatar };
      });
    },

    async updatePassword(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async list(page: {
      limit: number;
      offset: number;
    }): Promise<{ rows: UserRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db.select().from(users).orderBy(asc(users.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(users),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
