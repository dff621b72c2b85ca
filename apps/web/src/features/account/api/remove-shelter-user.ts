/**
 * DELETE /shelters/api/shelters/{id}/users/{userId}/: an administrator removes
 * a member, or a member leaves. The list refreshes; after leaving, so do the
 * user's own shelters.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { shelterUsersQueryKey } from './list-shelter-users';

export const removeShelterUser = (shelterId: number, userId: number) =>
  api<void>(`/shelters/api/shelters/${shelterId}/users/${userId}/`, { method: 'DELETE' });

export function useRemoveShelterUserMutation(shelterId: number) {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: ({ userId }: { userId: number; leaving: boolean }) =>
      removeShelterUser(shelterId, userId),
    onSuccess: async (_result, { leaving }) => {
      await queryClient.invalidateQueries({ queryKey: shelterUsersQueryKey(shelterId) });
      if (leaving) await queryClient.invalidateQueries({ queryKey: queryKeys.myShelters(email) });
    },
  });
}
