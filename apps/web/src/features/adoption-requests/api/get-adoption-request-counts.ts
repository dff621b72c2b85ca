/** GET /adoptions/api/requests/counts/?shelter= → one shelter's requests by state. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdoptionRequestCounts } from '@huella/shared/schemas/adoption-requests';
import { api } from '../../../lib/api-client';
import { adoptionRequestKeys } from './keys';

export const getAdoptionRequestCounts = (shelter: number, signal?: AbortSignal) =>
  api<AdoptionRequestCounts>(`/adoptions/api/requests/counts/?shelter=${shelter}`, { signal });

export const adoptionRequestCountsQueryOptions = (shelter: number) =>
  queryOptions({
    queryKey: adoptionRequestKeys.counts(shelter),
    queryFn: ({ signal }) => getAdoptionRequestCounts(shelter, signal),
  });

export const useAdoptionRequestCounts = (shelter: number) =>
  useQuery(adoptionRequestCountsQueryOptions(shelter));
