/** DELETE /users/api/saved-searches/{id}/ → 204: the search and its alerts are gone. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@huella/shared/schemas/saved-searches';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { savedSearchesKeys } from './keys';

export const deleteSavedSearch = (id: number) =>
  api<null>(`/users/api/saved-searches/${id}/`, { method: 'DELETE' });

export function useDeleteSavedSearchMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKeys.mine(email), (searches) =>
        searches?.filter((search) => search.id !== id),
      );
    },
  });
}
