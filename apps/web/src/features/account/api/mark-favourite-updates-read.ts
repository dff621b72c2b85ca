/**
 * POST /users/api/users/me/favourite-updates/read/ {ids} → the unread count
 * left. The list keeps showing what was new on this visit ("Nuevo"); only the
 * count (the menu's badge) drops at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteUpdates } from '@huella/shared/schemas/favourite-updates';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { favouriteUpdatesKey } from './list-favourite-updates';

export const markFavouriteUpdatesRead = (ids: number[]) =>
  api<{ unread: number }>('/users/api/users/me/favourite-updates/read/', {
    method: 'POST',
    body: { ids },
  });

export function useMarkFavouriteUpdatesRead() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: markFavouriteUpdatesRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<FavouriteUpdates>(favouriteUpdatesKey(email), (current) =>
        current ? { ...current, unread } : current,
      );
    },
  });
}
