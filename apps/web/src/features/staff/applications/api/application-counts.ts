/** GET /staff/api/shelter-applications/counts/ → how many applications each state holds. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShelterApplicationCounts } from '@huella/shared/schemas/shelter-applications';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from './keys';

export const applicationCountsQuery = (enabled = true) =>
  queryOptions({
    queryKey: applicationKeys.counts,
    queryFn: ({ signal }) =>
      api<ShelterApplicationCounts>('/staff/api/shelter-applications/counts/', { signal }),
    enabled,
  });

export function useApplicationCounts(enabled = true) {
  return useQuery(applicationCountsQuery(enabled));
}
