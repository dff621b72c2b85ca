/**
 * GET /pets/api/pets/{id}/ → the announcement to edit, in the Pet shape. Members
 * of its shelter get it even when it has expired, with its chip number.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pet } from '@huella/shared/schemas/pets';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getAnnouncement = (id: number, signal?: AbortSignal) =>
  api<Pet>(`/pets/api/pets/${id}/`, { signal });

export const announcementQueryKey = (id: number) => [...queryKeys.pets, 'detail', id] as const;

export const announcementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: announcementQueryKey(id),
    queryFn: ({ signal }) => getAnnouncement(id, signal),
    // A 404 or 403 is an answer, not a hiccup: never retry it.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });

export function useAnnouncement(id: number) {
  return useQuery({ ...announcementQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
