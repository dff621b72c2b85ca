/**
 * A shelter's figures (issue 17): views, favourites and adoption requests per
 * day and per animal. A few aggregate queries, whatever the number of animals.
 */
import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PetState } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { adoptionRequests, favourites, pets, petViewDays } from '../../db/schema';

const TIME_ZONE = 'Europe/Madrid';
const madridDay = (column: unknown) =>
  sql<string>`to_char((${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date, 'YYYY-MM-DD')`;

export interface DayCount {
  day: string;
  total: number;
}

export interface AnimalFigures {
  id: number;
  name: string;
  state: PetState;
  publishedAt: Date;
  views: number;
  favourites: number;
  requests: number;
}

export function createShelterStatsRepository(db: Database) {
  const ofShelter = (shelterId: number) =>
    and(eq(pets.shelterId, shelterId), isNull(pets.deletedAt));

  return {
    /** Views per day since `from` (YYYY-MM-DD), of the shelter's animals not deleted. */
    async viewsPerDay(shelterId: number, from: string): Promise<DayCount[]> {
      return db
        .select({
          day: sql<string>`to_char(${petViewDays.day}::date, 'YYYY-MM-DD')`,
          total: sql<number>`sum(${petViewDays.views})::int`,
        })
        .from(petViewDays)
        .innerJoin(pets, eq(pets.id, petViewDays.petId))
        .where(and(ofShelter(shelterId), gte(petViewDays.day, from)))
        .groupBy(petViewDays.day);
    },

    /** Favourites added per Madrid day since `since`. */
    async favouritesPerDay(shelterId: number, since: Date): Promise<DayCount[]> {
      const day = madridDay(favourites.createdAt);
      return db
        .select({ day, total: count() })
        .from(favourites)
        .innerJoin(pets, eq(pets.id, favourites.petId))
        .where(and(ofShelter(shelterId), gte(favourites.createdAt, since)))
        .groupBy(day);
    },

    /** Adoption requests received per Madrid day since `since`. */
    async requestsPerDay(shelterId: number, since: Date): Promise<DayCount[]> {
      const day = madridDay(adoptionRequests.createdAt);
      return db
        .select({ day, total: count() })
        .from(adoptionRequests)
        .where(
          and(eq(adoptionRequests.shelterId, shelterId), gte(adoptionRequests.createdAt, since)),
        )
        .groupBy(day);
    },

    /** The most viewed animals (not deleted), each with its favourites and requests. */
    async animals(shelterId: number, limit: number): Promise<AnimalFigures[]> {
      const favouriteCount = db
        .select({ total: count() })
        .from(favourites)
        .where(eq(favourites.petId, pets.id));
      const requestCount = db
        .select({ total: count() })
        .from(adoptionRequests)
        .where(eq(adoptionRequests.petId, pets.id));
      return db
        .select({
          id: pets.id,
          name: pets.name,
          state: pets.state,
          publishedAt: pets.publishedAt,
          views: pets.viewCount,
          favourites: sql<number>`(${favouriteCount})::int`,
          requests: sql<number>`(${requestCount})::int`,
        })
        .from(pets)
        .where(ofShelter(shelterId))
        .orderBy(desc(pets.viewCount), desc(pets.id))
        .limit(limit);
    },

    /** All-time totals of the shelter's animals (not deleted). */
    async totals(shelterId: number) {
      const [[animals], [favs], [requests]] = await Promise.all([
        db
          .select({
            views: sql<number>`coalesce(sum(${pets.viewCount}), 0)::int`,
            adoptions: sql<number>`(count(*) filter (where ${isNotNull(pets.adoptedAt)}))::int`,
          })
          .from(pets)
          .where(ofShelter(shelterId)),
        db
          .select({ total: count() })
          .from(favourites)
          .innerJoin(pets, eq(pets.id, favourites.petId))
          .where(ofShelter(shelterId)),
        db
          .select({ total: count() })
          .from(adoptionRequests)
          .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
          .where(ofShelter(shelterId)),
      ]);
      return {
        views: animals?.views ?? 0,
        favourites: favs?.total ?? 0,
        requests: requests?.total ?? 0,
        adoptions: animals?.adoptions ?? 0,
      };
    },
  };
}
