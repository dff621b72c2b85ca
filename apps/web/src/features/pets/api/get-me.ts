/**
 * GET /users/api/users/me/: the signed-in user, whose `favourites` lists the
 * ids of their favourite animals (PRODUCT.md replaces the spec's filter by
 * email). Shares the cache entry with the rest of the app through queryKeys.me.
 */
import { useQuery } from '@tanstack/react-query';
import type { User } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export function useMe() {
  const { isAuthenticated, email } = useSession();
  return useQuery({
    queryKey: queryKeys.me(email),
    queryFn: ({ signal }) => api<User>('/users/api/users/me/', { signal }),
    enabled: isAuthenticated,
  });
}
