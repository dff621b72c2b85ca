/**
 * GET /adoptions/api/requests/mine/ → the signed-in user's requests, newest
 * first; with `pet`, only those for one animal (the animal page asks whether
 * the user has already applied).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdoptionRequestSummary } from '@huella/shared/schemas/adoption-requests';
import { useSession } from '../../../lib/session';
import { adoptionRequestKeys } from './keys';
import { listAllPages } from './list-all-pages';

export const listMyAdoptionRequests = (pet?: number, signal?: AbortSignal) =>
  listAllPages<AdoptionRequestSummary>('/adoptions/api/requests/mine/', { pet }, signal);

export const myAdoptionRequestsQueryOptions = (email: string | null, pet?: number) =>
  queryOptions({
    queryKey: adoptionRequestKeys.mine(email, pet),
    queryFn: ({ signal }) => listMyAdoptionRequests(pet, signal),
  });

export function useMyAdoptionRequests({
  pet,
  enabled = true,
}: { pet?: number; enabled?: boolean } = {}) {
  const { isAuthenticated, email } = useSession();
  return useQuery({
    ...myAdoptionRequestsQueryOptions(email, pet),
    enabled: isAuthenticated && enabled,
  });
}
