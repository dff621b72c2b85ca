/**
 * POST /shelters/api/shelters/{id}/invitations/ {email, role} → the pending
 * invitation (the person joins when they accept); the pending list refreshes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShelterInvitation, ShelterInvitationCreate } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';
import { shelterInvitationsQueryKey, shelterInvitationsUrl } from './list-shelter-invitations';

export function useInviteToShelterMutation(shelterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: ShelterInvitationCreate) =>
      api<ShelterInvitation>(shelterInvitationsUrl(shelterId), {
        method: 'POST',
        body: invitation,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: shelterInvitationsQueryKey(shelterId) }),
  });
}
