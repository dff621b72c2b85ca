/** PATCH /pets/api/pets/{id}/ {state} → the announcement in its new state (en adopción, pendiente, adoptada). */
import { useMutation } from '@tanstack/react-query';
import type { Pet, PetPatch } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';
import { useAnnouncementsChanged } from './use-announcements-changed';

type PetState = NonNullable<PetPatch['state']>;

export const changeAnnouncementState = (id: number, state: PetState) =>
  api<Pet>(`/pets/api/pets/${id}/`, { method: 'PATCH', body: { state } });

export function useChangeAnnouncementState() {
  const changed = useAnnouncementsChanged();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: PetState }) =>
      changeAnnouncementState(id, state),
    onSuccess: changed,
  });
}
