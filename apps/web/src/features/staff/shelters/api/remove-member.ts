/**
 * DELETE /staff/api/shelters/{id}/members/{userId}/ {reason} → StaffShelter.
 * The API keeps at least one administrator.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReasonOnly, StaffShelter } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { memberPath } from './keys';
import { useRememberShelter } from './remember-shelter';

export function useRemoveMember(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: ({ userId, ...input }: ReasonOnly & { userId: number }) =>
      api<StaffShelter>(memberPath(id, userId), { method: 'DELETE', body: input }),
    onSuccess: remember,
  });
}
