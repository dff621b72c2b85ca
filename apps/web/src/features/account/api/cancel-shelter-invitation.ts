/** DELETE /shelters/api/shelters/{id}/invitations/{invitationId}/: its link stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shelterInvitationsQueryKey, shelterInvitationsUrl } from './list-shelter-invitations';

export function useCancelShelterInvitationMutation(shelterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      api<void>(`${shelterInvitationsUrl(shelterId)}${invitationId}/`, { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: shelterInvitationsQueryKey(shelterId) }),
  });
}
