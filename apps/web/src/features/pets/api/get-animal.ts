/** GET /api/animals/{id}: fresh data for the detail page (the server counts the view). */
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { Animal } from '@huella/shared/schemas/pets';
import { queryKeys } from '../../../lib/query-keys';

export const getAnimal = (id: string, signal?: AbortSignal) =>
  api<Animal>(`/api/animals/${encodeURIComponent(id)}`, { signal });

/** Animal ids are positive integers; anything else is an unknown animal, not a request. */
export const isAnimalId = (id: string) => /^[1-9]\d{0,15}$/.test(id);

export function useAnimal(id: string) {
  return useQuery({
    queryKey: [...queryKeys.animals, 'detail', id],
    queryFn: ({ signal }) => getAnimal(id, signal),
    enabled: isAnimalId(id),
    // A 404 is an answer, not a hiccup: never retry it.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
