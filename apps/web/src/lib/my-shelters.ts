/**
 * GET /shelters/api/shelters/my-shelters/ → the shelters the signed-in user
 * belongs to, with their role: Mi cuenta's Refugios and the announcement
 * form's shelter selector share one cache entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const getMyShelters = (signal?: AbortSignal) =>
  api<MyShelter[]>('/shelters/api/shelters/my-shelters/', { signal });

export const mySheltersQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: queryKeys.myShelters(email),
    queryFn: ({ signal }) => getMyShelters(signal),
  });

export function useMyShelters() {
  const { isAuthenticated, email } = useSession();
  return useQuery({ ...mySheltersQueryOptions(email), enabled: isAuthenticated });
}
