/**
 * GET /users/api/users/me/favourite-updates/ → the newest notices of the
 * signed-in user's favourites (reserved, adopted, available again) and how
 * many are unread. Favoritos lists them; the menu's badge reads the count
 * from the same cache entry (useFavouriteUpdatesUnread).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteUpdates } from '@huella/shared/schemas/favourite-updates';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const favouriteUpdatesKey = (email: string | null) => ['favourite-updates', email] as const;

export const listFavouriteUpdates = (signal?: AbortSignal) =>
  api<FavouriteUpdates>('/users/api/users/me/favourite-updates/', { signal });

export const favouriteUpdatesQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: favouriteUpdatesKey(email),
    queryFn: ({ signal }) => listFavouriteUpdates(signal),
  });

export function useFavouriteUpdates() {
  const { isAuthenticated, email } = useSession();
  return useQuery({ ...favouriteUpdatesQueryOptions(email), enabled: isAuthenticated });
}

/** The unread count for a badge, 0 while unknown (a badge that cannot load simply does not show). */
export function useFavouriteUpdatesUnread(): number {
  const { isAuthenticated } = useSession();
  const updates = useFavouriteUpdates();
  return isAuthenticated ? (updates.data?.unread ?? 0) : 0;
}
