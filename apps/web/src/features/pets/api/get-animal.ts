/** GET /api/animals/{id}: fresh data for the detail page (the server counts the view). */
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { Animal } from '../types';

export const getAnimal = (id: string, signal?: AbortSignal) =>
  api<Animal>(`/api/animals/${encodeURIComponent(id)}`, { signal });

export function useAnimal(id: string) {
  return useQuery({
    queryKey: ['animals', 'detail', id],
    queryFn: ({ signal }) => getAnimal(id, signal),
    // A 404 is an answer, not a hiccup: never retry it.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
