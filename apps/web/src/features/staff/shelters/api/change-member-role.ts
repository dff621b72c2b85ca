/** PATCH /staff/api/shelters/{id}/members/{userId}/ {role, reason} → StaffShelter. */
import { useMutation } from '@tanstack/react-query';
import type { StaffMemberRole, StaffShelter } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { memberPath } from './keys';
import { useRememberShelter } from './remember-shelter';

export function useChangeMemberRole(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: ({ userId, ...input }: StaffMemberRole & { userId: number }) =>
      api<StaffShelter>(memberPath(id, userId), { method: 'PATCH', body: input }),
    onSuccess: remember,
  });
}
