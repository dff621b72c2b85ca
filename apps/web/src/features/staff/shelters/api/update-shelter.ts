/** PATCH /staff/api/shelters/{id}/ StaffShelterPatch (with the reason) → StaffShelter. */
import { useMutation } from '@tanstack/react-query';
import type { StaffShelter, StaffShelterPatch } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { shelterPath } from './keys';
import { useRememberShelter } from './remember-shelter';

export function useUpdateShelter(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: (patch: StaffShelterPatch) =>
      api<StaffShelter>(shelterPath(id), { method: 'PATCH', body: patch }),
    onSuccess: remember,
  });
}
