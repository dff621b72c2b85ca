/**
 * PATCH /users/api/users/me/ with one preference (the mails about
 * favourites) → the saved user, which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserPreferences } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updatePreferences = (preferences: UserPreferences) =>
  api<User>('/users/api/users/me/', { method: 'PATCH', body: preferences });

export function useUpdatePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me(user.email), user);
    },
  });
}
