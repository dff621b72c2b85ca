/**
 * POST /users/api/saved-searches/ {name?, filters, frequency} → 201 the saved
 * search; 409 when the same search is already saved or the account has the
 * most it may keep. Without a name the API names it from the filters.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchFrequency } from '@huella/shared/constants';
import type { SavedSearch } from '@huella/shared/schemas/saved-searches';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { savedSearchesKeys } from './keys';

export interface NewSavedSearch {
  name?: string;
  /** The catalogue's filters under the API's names (`{category: 'perro', location: 'madrid'}`). */
  filters: Record<string, string>;
  frequency: SavedSearchFrequency;
}

export const createSavedSearch = (search: NewSavedSearch) =>
  api<SavedSearch>('/users/api/saved-searches/', { method: 'POST', body: search });

export function useCreateSavedSearchMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKeys.mine(email) }),
  });
}
