/**
 * GET /staff/api/shelter-applications/counts/: how many registrations each
 * state has; the staff navigation's Solicitudes badge shows those waiting
 * for staff (enviada and en_revision; info_solicitada waits for the applicant).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShelterApplicationState } from '@huella/shared/constants';
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
  counts ? (counts.enviada ?? 0) + (counts.en_revision ?? 0) : 0;
