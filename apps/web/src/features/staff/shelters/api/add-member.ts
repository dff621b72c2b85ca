/** POST /staff/api/shelters/{id}/members/ {email, role, reason} → StaffShelter. */
import { useMutation } from '@tanstack/react-query';
import type { StaffMemberAdd, StaffShelter } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { shelterPath } from './keys';
import { useRememberShelter } from './remember-shelter';

export function useAddMember(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: (input: StaffMemberAdd) =>
      api<StaffShelter>(`${shelterPath(id)}members/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}
