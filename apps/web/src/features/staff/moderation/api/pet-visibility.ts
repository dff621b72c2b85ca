/** POST /staff/api/animals/{id}/visibility/ {hidden, reason}: hide an announcement or show it again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PetVisibility, PetVisibilityResult } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { STAFF_API } from './keys';

export const setPetVisibility = (petId: number, input: PetVisibility) =>
  api<PetVisibilityResult>(`${STAFF_API}/animals/${petId}/visibility/`, {
    method: 'POST',
    body: input,
  });

export function usePetVisibility(petId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PetVisibility) => setPetVisibility(petId, input),
    // The reports show whether their animal is hidden: read them again (and the figures).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
