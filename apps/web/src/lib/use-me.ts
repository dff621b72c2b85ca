/**
 * GET /users/api/users/me/: the signed-in user (PRODUCT.md replaces the spec's
 * filter by email), whose `favourites` lists the ids of their favourite
 * animals. Mi cuenta, the hearts of the catalogue and the e-mail confirmation
 * all read this one cache entry (queryKeys.me), so it lives here rather than
 * in one feature.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@huella/shared/schemas/users';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const getMe = (signal?: AbortSignal) => api<User>('/users/api/users/me/', { signal });

export const meQueryOptions = (email: string | null) =>
  queryOptions({ queryKey: queryKeys.me(email), queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  const { isAuthenticated, email } = useSession();
  return useQuery({ ...meQueryOptions(email), enabled: isAuthenticated });
}
