/**
 * PATCH /users/api/saved-searches/{id}/ {name?, frequency?, paused?} → 200
 * the search as it now is, written into the cached list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchPatch } from '@huella/shared/schemas/saved-searches';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { savedSearchesKeys } from './keys';

export const updateSavedSearch = (id: number, patch: SavedSearchPatch) =>
  api<SavedSearch>(`/users/api/saved-searches/${id}/`, { method: 'PATCH', body: patch });

export function useUpdateSavedSearchMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: SavedSearchPatch }) =>
      updateSavedSearch(id, patch),
    onSuccess: (updated) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKeys.mine(email), (searches) =>
        searches?.map((search) => (search.id === updated.id ? updated : search)),
      );
    },
  });
}
