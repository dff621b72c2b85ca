/**
 * A shelter's panel of figures (issue 17): for its members and staff, the
 * views, favourites and requests of its animals per day over
 * SHELTER_STATS_DAYS days (Madrid days, zeros included; views are counted
 * per calendar day as the animal page records them) and per animal (the 50
 * most viewed), with all-time totals.
 */
import { SHELTER_STATS_DAYS } from '@huella/shared/constants';
import { sheltersMessages } from '@huella/shared/messages';
import type { ShelterStats } from '@huella/shared/schemas/staff-admin';
import type { Database } from '../../db/client';
import { Forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { createSheltersRepository } from './repository';
import { shelterNotFound } from './service';
import { createShelterStatsRepository, type DayCount } from './stats-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const ANIMALS_SHOWN = 50;

const madridDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last `days` Madrid days up to today's, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = madridDate.format(now);
  const base = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(base - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

const byDay = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, Number(row.total)]));

export function createShelterStatsService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  const shelters = createSheltersRepository(db);
  const stats = createShelterStatsRepository(db);

  return {
    async get(viewer: AuthUser, shelterId: number): Promise<ShelterStats> {
      if (!(await shelters.findById(shelterId))) throw shelterNotFound();
      if (!viewer.isStaff && !(await shelters.roleOf(shelterId, viewer.id))) {
        throw new Forbidden(sheltersMessages.errors.notMember, 'not_shelter_member');
      }
      const at = now();
      const days = lastDays(at, SHELTER_STATS_DAYS);
      const first = days[0]!;
      // A day before the first Madrid day begins in UTC: the grouping by Madrid day drops the rest.
      const since = new Date(Date.parse(`${first}T00:00:00Z`) - DAY_MS);
      const [views, favourites, requests, animals, totals] = await Promise.all([
        stats.viewsPerDay(shelterId, first),
        stats.favouritesPerDay(shelterId, since),
        stats.requestsPerDay(shelterId, since),
        stats.animals(shelterId, ANIMALS_SHOWN),
        stats.totals(shelterId),
      ]);
      const [viewsOn, favouritesOn, requestsOn] = [
        byDay(views),
        byDay(favourites),
        byDay(requests),
      ];
      return {
        days: days.map((day) => ({
          day,
          views: viewsOn.get(day) ?? 0,
          favourites: favouritesOn.get(day) ?? 0,
          requests: requestsOn.get(day) ?? 0,
        })),
        animals: animals.map((animal) => ({
          id: animal.id,
          name: animal.name,
          state: animal.state,
          published_at: animal.publishedAt.toISOString(),
          views: animal.views,
          favourites: animal.favourites,
          requests: animal.requests,
        })),
        totals,
      };
    },
  };
}
