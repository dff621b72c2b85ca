/** GET /shelters/api/shelters/{id}/ → a verified shelter's public details (404 otherwise). */
import { useQuery } from '@tanstack/react-query';
import type { PublicShelter } from '@huella/shared/schemas/shelters';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getShelter = (id: string, signal?: AbortSignal) =>
  api<PublicShelter>(`/shelters/api/shelters/${encodeURIComponent(id)}/`, { signal });

/** Shelter ids are positive integers; anything else is an unknown shelter, not a request. */
export const isShelterId = (id: string) => /^[1-9]\d{0,15}$/.test(id);

export function useShelter(id: string) {
  return useQuery({
    queryKey: [...queryKeys.shelters, 'public', id],
    queryFn: ({ signal }) => getShelter(id, signal),
    enabled: isShelterId(id),
    // A 404 is an answer, not a hiccup: never retry it.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
