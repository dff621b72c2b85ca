/**
 * PATCH /pets/api/pets/{id}/ {state} → the announcement in its new state (en
 * adopción, pendiente, adoptada); `closeOpenRequests` once the person agreed to
 * close the adoption requests the change leaves behind.
 */
import { useMutation } from '@tanstack/react-query';
import type { Pet, PetPatch } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';
import { useAnnouncementsChanged } from './use-announcements-changed';

type PetState = NonNullable<PetPatch['state']>;

export const changeAnnouncementState = (id: number, state: PetState, closeOpenRequests = false) =>
  api<Pet>(`/pets/api/pets/${id}/`, {
    method: 'PATCH',
    body: closeOpenRequests ? { state, close_open_requests: true } : { state },
  });

export function useChangeAnnouncementState() {
  const changed = useAnnouncementsChanged();
  return useMutation({
    mutationFn: ({
      id,
      state,
      closeOpenRequests,
    }: {
      id: number;
      state: PetState;
      closeOpenRequests: boolean;
    }) => changeAnnouncementState(id, state, closeOpenRequests),
    onSuccess: changed,
  });
}
