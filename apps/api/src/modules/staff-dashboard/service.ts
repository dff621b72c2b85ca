/** The staff dashboard (issue 17): the figures its charts draw. */
import { ADOPTION_REQUEST_STATES } from '@huella/shared/constants';
import type { StaffDashboard } from '@huella/shared/schemas/staff-admin';
import type { Database } from '../../db/client';
import { createDashboardRepository } from './repository';

export function createDashboardService(deps: { db: Database; now?: () => Date }) {
  const repo = createDashboardRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    async get(): Promise<StaffDashboard> {
      const { adoptions, newShelters, requests, single, listed } = await repo.figures(now());
      const byState = new Map(requests.map((row) => [row.state, row.count]));
      const median = single.median === null ? null : Number(single.median);
      return {
        adoptions_by_month: adoptions.map(({ month, count }) => ({ month, count })),
        new_shelters_by_month: newShelters.map(({ month, count }) => ({ month, count })),
        requests_by_state: ADOPTION_REQUEST_STATES.map((state) => ({
          state,
          count: byState.get(state) ?? 0,
        })),
        median_days_to_adoption: median === null ? null : Math.round(median * 10) / 10,
        open_reports: single.open_reports,
        pending_applications: single.pending_applications,
        totals: {
          shelters: single.shelters,
          verified_shelters: single.verified_shelters,
          users: single.users,
          listed_animals: listed,
          adoptions: single.adoptions,
        },
      };
    },
  };
}
