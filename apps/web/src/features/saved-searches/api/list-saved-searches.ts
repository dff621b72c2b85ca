/**
 * GET /users/api/saved-searches/ → the signed-in person's saved searches, the
 * most recent first. An account keeps 20 at most, fewer than one page of the
 * largest size, so one request reads them all.
 */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@huella/shared/constants';
import type { SavedSearch } from '@huella/shared/schemas/saved-searches';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { savedSearchesKeys } from './keys';

export const listSavedSearches = (signal?: AbortSignal) =>
  api<SavedSearch[]>(`/users/api/saved-searches/?page_size=${PAGE_SIZE_MAX}`, { signal });

export function useSavedSearches() {
  const { isAuthenticated, email } = useSession();
  return useQuery({
    queryKey: savedSearchesKeys.mine(email),
    queryFn: ({ signal }) => listSavedSearches(signal),
    enabled: isAuthenticated,
  });
}
