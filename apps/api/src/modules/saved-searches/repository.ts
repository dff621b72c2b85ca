/**
 * Queries on saved searches and the animals their alerts have mailed. The
 * alert run claims due searches with FOR UPDATE SKIP LOCKED, so that two API
 * processes never work on the same search at once; whether an animal matches
 * a search is the catalogue's own condition (`listedMatching` of the pets
 * module), never a copy of it.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SavedSearchFrequency } from '@huella/shared/constants';
import type { SavedSearchFilters } from '@huella/shared/schemas/saved-searches';
import type { Database, Executor } from '../../db/client';
import { pets, savedSearchAlerts, savedSearches, shelters, users } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';
import { listedMatching } from '../pets';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
/** A row as its owner's list shows it, with the name of the shelter it is limited to. */
export type ListedSavedSearch = SavedSearchRow & { shelterName: string | null };

export interface NewSavedSearch {
  userId: number;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
}

export type SavedSearchChanges = Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'paused'>>;

/** Why a search was not saved. */
export type CreateRefusal = 'too_many' | 'duplicate';

/** The searches an alert run may take: their slots, and how many at most. */
export interface DueWindow {
  /** The run's time: a search checked at or after it is not taken again. */
  now: Date;
  /** The latest daily slot that has come (today's 08:00 in Madrid, or yesterday's). */
  dailySlot: Date;
  /** The latest weekly slot that has come (Monday 08:00 in Madrid). */
  weeklySlot: Date;
  limit: number;
}

export interface ClaimedSearch {
  id: number;
  userId: number;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
  createdAt: Date;
  lastCheckedAt: Date;
  email: string;
  firstName: string;
}

export interface AlertAnimal {
  id: number;
  name: string;
  city: string;
  /** The storage key of its main photo, if it has one. */
  photoKey: string | null;
}

const shelterOfFilters = sql`(${savedSearches.filters} ->> 'shelter')::integer`;

export function createSavedSearchesRepository(db: Database) {
  const own = (userId: number, id: number) =>
    and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

  return {
    /** The user's searches, newest first, with the name of the shelter each is limited to. */
    async listFor(userId: number, page: PageRequest) {
      const [rows, totals] = await Promise.all([
        db
          .select({ search: savedSearches, shelterName: shelters.name })
          .from(savedSearches)
          .leftJoin(shelters, eq(shelters.id, shelterOfFilters))
          .where(eq(savedSearches.userId, userId))
          .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
      ]);
      return {
        rows: rows.map(({ search, shelterName }): ListedSavedSearch => ({
          ...search,
          shelterName,
        })),
        total: totals[0]?.total ?? 0,
      };
    },

    async findOwn(userId: number, id: number): Promise<ListedSavedSearch | undefined> {
      const [row] = await db
        .select({ search: savedSearches, shelterName: shelters.name })
        .from(savedSearches)
        .leftJoin(shelters, eq(shelters.id, shelterOfFilters))
        .where(own(userId, id));
      return row ? { ...row.search, shelterName: row.shelterName } : undefined;
    },

    async shelterName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: shelters.name })
        .from(shelters)
        .where(eq(shelters.id, id));
      return row?.name;
    },

    /**
     * Saves a search unless the account already has `max` of them or one with
     * the same filters. The account's row is locked for the count, so that two
     * requests at once cannot both take the last place. The id is taken first:
     * the unsubscribe token is derived from it (`tokenHashOf`).
     */
    async create(
      values: NewSavedSearch,
      max: number,
      tokenHashOf: (id: number) => string,
    ): Promise<SavedSearchRow | CreateRefusal> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, values.userId))
          .for('update');
        const [existing] = await tx
          .select({ total: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, values.userId));
        if ((existing?.total ?? 0) >= max) return 'too_many';
        const next = await tx.execute(
          sql`select nextval(pg_get_serial_sequence('saved_searches', 'id'))::integer as id`,
        );
        // Both drivers answer { rows }; Drizzle's generic database type does not say so.
        const id = Number((next as unknown as { rows: { id: number }[] }).rows[0]!.id);
        const [row] = await tx
          .insert(savedSearches)
          .values({ ...values, id, unsubscribeTokenHash: tokenHashOf(id) })
          .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.filters] })
          .returning();
        return row ?? 'duplicate';
      });
    },

    /**
     * A paused search that resumes starts its window again: it tells of what
     * comes from now on, not of everything listed while it was paused.
     */
    async update(userId: number, id: number, changes: SavedSearchChanges): Promise<boolean> {
      const resumed =
        changes.paused === false
          ? {
              lastCheckedAt: sql`case when ${savedSearches.paused} then now() else ${savedSearches.lastCheckedAt} end`,
            }
          : {};
      const rows = await db
        .update(savedSearches)
        .set({ ...changes, ...resumed })
        .where(own(userId, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(own(userId, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Pauses the search of this unsubscribe token; false when no search has it. */
    async pauseByToken(tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set({ paused: true })
        .where(eq(savedSearches.unsubscribeTokenHash, tokenHash))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
  };
}

/**
 * The alert run's statements, on the transaction that claims the searches:
 * the claim's locks last until its commit, with the alerts recorded, the
 * searches marked checked and their mail queued.
 */
export function createAlertsRepository(tx: Executor) {
  return {
    /**
     * Locks and answers up to `limit` due searches nobody else holds: not
     * paused, of an active account whose address is confirmed; 'inmediata'
     * always, 'diaria' and 'semanal' when their latest slot came after their
     * last check. The longest unchecked first.
     */
    async claimDue(window: DueWindow): Promise<ClaimedSearch[]> {
      const due = or(
        eq(savedSearches.frequency, 'inmediata'),
        and(
          eq(savedSearches.frequency, 'diaria'),
          sql`${savedSearches.lastCheckedAt} < ${window.dailySlot.toISOString()}::timestamptz`,
        ),
        and(
          eq(savedSearches.frequency, 'semanal'),
          sql`${savedSearches.lastCheckedAt} < ${window.weeklySlot.toISOString()}::timestamptz`,
        ),
      );
      return tx
        .select({
          id: savedSearches.id,
          userId: savedSearches.userId,
          name: savedSearches.name,
          filters: savedSearches.filters,
          frequency: savedSearches.frequency,
          createdAt: savedSearches.createdAt,
          lastCheckedAt: savedSearches.lastCheckedAt,
          email: users.email,
          firstName: users.firstName,
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(
          and(
            eq(savedSearches.paused, false),
            sql`${savedSearches.lastCheckedAt} < ${window.now.toISOString()}::timestamptz`,
            due,
            eq(users.isActive, true),
            isNotNull(users.emailConfirmedAt),
          ),
        )
        .orderBy(asc(savedSearches.lastCheckedAt), asc(savedSearches.id))
        .limit(window.limit)
        .for('update', { of: savedSearches, skipLocked: true });
    },

    /**
     * Listed animals matching the filters that were put on the list (published
     * or renewed) or edited in (since, until], never alerted for this search:
     * the newest first, at most `limit`.
     */
    async newMatches(
      search: Pick<ClaimedSearch, 'id' | 'filters'>,
      since: Date,
      until: Date,
      limit: number,
    ): Promise<number[]> {
      const [from, to] = [since.toISOString(), until.toISOString()];
      const within = (column: typeof pets.renewedAt | typeof pets.updatedAt): SQL =>
        sql`(${column} > ${from}::timestamptz and ${column} <= ${to}::timestamptz)`;
      const rows = await tx
        .select({ id: pets.id })
        .from(pets)
        .where(
          and(
            ...listedMatching(search.filters),
            or(within(pets.renewedAt), within(pets.updatedAt)),
            sql`not exists (select 1 from ${savedSearchAlerts} a where a.search_id = ${search.id} and a.pet_id = ${pets.id})`,
          ),
        )
        .orderBy(desc(pets.renewedAt), desc(pets.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Records the animals as alerted for the search; answers those not recorded before. */
    async recordAlerts(searchId: number, petIds: number[], at: Date): Promise<number[]> {
      if (petIds.length === 0) return [];
      const rows = await tx
        .insert(savedSearchAlerts)
        .values(petIds.map((petId) => ({ searchId, petId, sentAt: at })))
        .onConflictDoNothing()
        .returning({ petId: savedSearchAlerts.petId });
      const recorded = new Set(rows.map((row) => row.petId));
      return petIds.filter((id) => recorded.has(id));
    },

    /** What an alert shows of each animal, in the order of `ids`. */
    async animals(ids: number[]): Promise<AlertAnimal[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({
          id: pets.id,
          name: pets.name,
          city: shelters.city,
          photoKey: sql<
            string | null
          >`(select pp.storage_key from pet_photos pp where pp.pet_id = ${pets.id} order by pp.position, pp.id limit 1)`,
        })
        .from(pets)
        .innerJoin(shelters, eq(shelters.id, pets.shelterId))
        .where(inArray(pets.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async markChecked(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(savedSearches)
        .set({ lastCheckedAt: at })
        .where(and(inArray(savedSearches.id, ids), lte(savedSearches.lastCheckedAt, at)));
    },
  };
}
