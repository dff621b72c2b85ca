/** GET /api/animals/{id}: fresh data for the detail page (the server counts the view). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { Animal } from '@huella/shared/schemas/pets';
import { queryKeys } from '../../../lib/query-keys';

export const getAnimal = (id: string, signal?: AbortSignal) =>
  api<Animal>(`/api/animals/${encodeURIComponent(id)}`, { signal });

/** Animal ids are positive integers; anything else is an unknown animal, not a request. */
export const isAnimalId = (id: string) => /^[1-9]\d{0,15}$/.test(id);

/**
 * A 404 is an answer, never retried; so is any other 4xx. A server error is
 * tried once more (a restart, a moment of load). A network failure is not:
 * the page says so at once and the person retries when their connection is
 * back, instead of watching a spinner through the back-off.
 */
export const retryAnimal = (failures: number, error: Error) =>
  error instanceof ApiError && error.status >= 500 && failures < 1;

export const animalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.animals, 'detail', id],
    queryFn: ({ signal }) => getAnimal(id, signal),
    enabled: isAnimalId(id),
    retry: retryAnimal,
  });

export function useAnimal(id: string) {
  return useQuery(animalQueryOptions(id));
}

/**
 * The animal's name if its page already loaded it (the breadcrumb's last
 * crumb): reads the cache only, so a page below the animal's (the request
 * form) never asks the API again, and never counts a view.
 */
export function useLoadedAnimalName(id: string): string | null {
  const { data } = useQuery({
    ...animalQueryOptions(id),
    enabled: false,
    select: (animal) => animal.name?.trim() || null,
  });
  return data ?? null;
}
