/**
 * GET /adoptions/api/requests/?shelter=&state=&pet= → the requests the user's
 * shelters received (all of them, or one), newest first.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdoptionRequestSummary } from '@huella/shared/schemas/adoption-requests';
import { adoptionRequestKeys, type InboxFilters } from './keys';
import { listAllPages } from './list-all-pages';

export const listShelterAdoptionRequests = (filters: InboxFilters, signal?: AbortSignal) =>
  listAllPages<AdoptionRequestSummary>(
    '/adoptions/api/requests/',
    { shelter: filters.shelter, state: filters.state, pet: filters.pet },
    signal,
  );

export const shelterAdoptionRequestsQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: adoptionRequestKeys.inbox(filters),
    queryFn: ({ signal }) => listShelterAdoptionRequests(filters, signal),
  });

export function useShelterAdoptionRequests(filters: InboxFilters) {
  // A new filter keeps the previous list on screen until the new one arrives.
  return useQuery({
    ...shelterAdoptionRequestsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
