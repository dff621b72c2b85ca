/** GET /users/api/users/me/ → the signed-in user (PRODUCT.md: replaces the spec's filter-by-email). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getMe = (signal?: AbortSignal) => api<User>('/users/api/users/me/', { signal });

export const meQueryOptions = (email: string | null) =>
  queryOptions({ queryKey: queryKeys.me(email), queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  const { isAuthenticated, email } = useSession();
  return useQuery({ ...meQueryOptions(email), enabled: isAuthenticated });
}
