/** Queries on favourites: one row per user and pet (the primary key makes adding idempotent). */
import { and, count, desc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { byKey, keptSql } from '../../db/kept-statement';
import { favourites, pets, shelters } from '../../db/schema';
import { petColumns, publiclyVisible, type PetRow } from '../pets';

/** The ids of idsOf, as a subquery of one statement. */
const idsOfSql = (userId: Placeholder) => sql`array(
  select f.pet_id from ${favourites} f join ${pets} p on p.id = f.pet_id
  where f.user_id = ${userId} and p.deleted_at is null
  order by f.created_at desc, f.pet_id desc)`;

export function createFavouritesRepository(db: Database) {
  // Each a single statement, every row by its key (db/kept-statement.ts).
  const addOne = keptSql<{ found: boolean; added: boolean; ids: number[] }>(
    db,
    byKey('favourite_add'),
    () => {
      const [userId, petId] = [sql.placeholder('userId'), sql.placeholder('petId')];
      return sql`
        with pet as (
          select ${pets.id} as id from ${pets} where ${and(eq(pets.id, petId), ...publiclyVisible())}
        ), added as (
          insert into ${favourites} (user_id, pet_id) select ${userId}, id from pet
          on conflict do nothing returning pet_id
        )
        select exists(select 1 from pet) as found, exists(select 1 from added) as added,
          ${idsOfSql(userId)} as ids`;
    },
  );
  const removeOne = keptSql<{ found: boolean; ids: number[] }>(
    db,
    byKey('favourite_remove'),
    () => {
      const [userId, petId] = [sql.placeholder('userId'), sql.placeholder('petId')];
      return sql`
        with pet as (
          select ${pets.id} as id from ${pets} where ${eq(pets.id, petId)}
        ), removed as (
          delete from ${favourites} where user_id = ${userId} and pet_id in (select id from pet)
        )
        select exists(select 1 from pet) as found, ${idsOfSql(userId)} as ids`;
    },
  );

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

    /**
     * Adds an announcement anyone may see to the user's favourites (nothing if
     * it is there already) and answers the ids after it, as idsOf; undefined
     * when there is no such announcement. One statement: under load each
     * round trip is a wait.
     */
    async add(userId: number, petId: number): Promise<number[] | undefined> {
      const [row] = await addOne().execute({ userId, petId });
      if (!row?.found) return undefined;
      // The list was read before the insert: the new favourite is the newest.
      return row.added ? [petId, ...row.ids] : row.ids;
    },

    /**
     * Removes an announcement from the user's favourites (nothing if it is not
     * there), deleted or not, and answers the ids after it; undefined when
     * there is no such announcement at all. One statement.
     */
    async remove(userId: number, petId: number): Promise<number[] | undefined> {
      const [row] = await removeOne().execute({ userId, petId });
      if (!row?.found) return undefined;
      // The list was read before the delete.
      return row.ids.filter((id) => id !== petId);
    },
  };
}
