/** POST /shelters/api/shelters/{id}/users/ {email, role} → the new member; the list refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShelterUser, ShelterUserAdd } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';
import { shelterUsersQueryKey } from './list-shelter-users';

export const addShelterUser = (shelterId: number, member: ShelterUserAdd) =>
  api<ShelterUser>(`/shelters/api/shelters/${shelterId}/users/`, {
    method: 'POST',
    body: member,
  });

export function useAddShelterUserMutation(shelterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: ShelterUserAdd) => addShelterUser(shelterId, member),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelterUsersQueryKey(shelterId) }),
  });
}
