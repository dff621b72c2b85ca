/**
 * GET /shelters/api/shelters/{id}/stats/ → a shelter's own figures (its
 * members and staff): per day over 90 days, per animal and in total.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShelterStats } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../lib/api-client';

export const shelterStatsUrl = (shelterId: number) => `/shelters/api/shelters/${shelterId}/stats/`;

export const shelterStatsQueryOptions = (shelterId: number) =>
  queryOptions({
    queryKey: ['shelters', shelterId, 'stats'] as const,
    queryFn: ({ signal }) => api<ShelterStats>(shelterStatsUrl(shelterId), { signal }),
  });

export function useShelterStats(shelterId: number, enabled = true) {
  return useQuery({ ...shelterStatsQueryOptions(shelterId), enabled });
}
