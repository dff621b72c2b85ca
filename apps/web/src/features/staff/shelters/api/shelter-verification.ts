/** POST /staff/api/shelters/{id}/verification/ {verified, reason} → StaffShelter. */
import { useMutation } from '@tanstack/react-query';
import type { ShelterVerification, StaffShelter } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { shelterPath } from './keys';
import { useRememberShelter } from './remember-shelter';

export function useShelterVerification(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: (input: ShelterVerification) =>
      api<StaffShelter>(`${shelterPath(id)}verification/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}
