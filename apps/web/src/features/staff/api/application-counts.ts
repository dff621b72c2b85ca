/**
 * GET /staff/api/shelter-applications/counts/: how many registrations each
 * state has; the staff navigation's Solicitudes badge shows the open ones
 * (OPEN_SHELTER_APPLICATION_STATES, as the dashboard counts them).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OPEN_SHELTER_APPLICATION_STATES,
  type ShelterApplicationState,
} from '@huella/shared/constants';
import { api } from '../../../lib/api-client';

export type ApplicationCounts = Record<ShelterApplicationState, number>;

export const applicationCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'shelter-applications', 'counts'] as const,
    queryFn: ({ signal }) =>
      api<ApplicationCounts>('/staff/api/shelter-applications/counts/', { signal }),
  });

export function useApplicationCounts(enabled = true) {
  return useQuery({ ...applicationCountsQueryOptions(), enabled });
}

export const pendingApplicationsOf = (counts: ApplicationCounts | undefined) =>
  OPEN_SHELTER_APPLICATION_STATES.reduce((total, state) => total + (counts?.[state] ?? 0), 0);
