/**
 * POST /staff/api/shelters/{id}/suspension/ {suspended, reason} → StaffShelter.
 * A suspended shelter's animals leave the public lists and it cannot publish.
 */
import { useMutation } from '@tanstack/react-query';
import type { ShelterSuspension, StaffShelter } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { shelterPath } from './keys';
import { useRememberShelter } from './remember-shelter';

export function useShelterSuspension(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: (input: ShelterSuspension) =>
      api<StaffShelter>(`${shelterPath(id)}suspension/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}
