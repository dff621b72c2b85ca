/** Queries on favourites: one row per user and pet (the primary key makes adding idempotent). */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, pets, shelters } from '../../db/schema';
import { petColumns, publiclyVisible, type PetRow } from '../pets';

export function createFavouritesRepository(db: Database) {
  return {
    /** The ids of a user's favourite announcements that still exist, newest favourite first. */
    async idsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ petId: favourites.petId })
        .from(favourites)
        .innerJoin(pets, eq(pets.id, favourites.petId))
        .where(and(eq(favourites.userId, userId), isNull(pets.deletedAt)))
        .orderBy(desc(favourites.createdAt), desc(favourites.petId));
      return rows.map((row) => row.petId);
    },

    /** The same for a page of users at once (the staff's user list). */
    async idsOfUsers(userIds: number[]): Promise<Map<number, number[]>> {
      const byUser = new Map<number, number[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: favourites.userId, petId: favourites.petId })
        .from(favourites)
        .innerJoin(pets, eq(pets.id, favourites.petId))
        .where(and(inArray(favourites.userId, userIds), isNull(pets.deletedAt)))
        .orderBy(desc(favourites.createdAt), desc(favourites.petId));
      for (const row of rows)
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.petId]);
      return byUser;
    },

    /** The favourite animals anyone may still open (adopted ones included), newest favourite first. */
    async listVisible(
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: PetRow[]; total: number }> {
      const where = and(eq(favourites.userId, userId), ...publiclyVisible());
      const [rows, totals] = await Promise.all([
        db
          .select(petColumns)
          .from(favourites)
          .innerJoin(pets, eq(pets.id, favourites.petId))
          .innerJoin(shelters, eq(shelters.id, pets.shelterId))
          .where(where)
          .orderBy(desc(favourites.createdAt), desc(favourites.petId))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(favourites)
          .innerJoin(pets, eq(pets.id, favourites.petId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async add(userId: number, petId: number): Promise<void> {
      await db.insert(favourites).values({ userId, petId }).onConflictDoNothing();
    },

    async remove(userId: number, petId: number): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.petId, petId)));
    },

    async petExists(petId: number): Promise<boolean> {
      const [row] = await db.select({ id: pets.id }).from(pets).where(eq(pets.id, petId));
      return Boolean(row);
    },
  };
}
