/**
 * A shelter's members, each change with a reason → StaffShelter:
 * POST   /staff/api/shelters/{id}/members/           {email, role, reason}
 * PATCH  /staff/api/shelters/{id}/members/{userId}/  {role, reason}
 * DELETE /staff/api/shelters/{id}/members/{userId}/  {reason}
 */
import { useMutation } from '@tanstack/react-query';
import type {
  ReasonOnly,
  StaffMemberAdd,
  StaffMemberRole,
  StaffShelter,
} from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { shelterPath } from './keys';
import { useRememberShelter } from './remember-shelter';

const memberPath = (id: number, userId: number) => `${shelterPath(id)}members/${userId}/`;

export function useAddMember(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: (input: StaffMemberAdd) =>
      api<StaffShelter>(`${shelterPath(id)}members/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}

export function useChangeMemberRole(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: ({ userId, ...input }: StaffMemberRole & { userId: number }) =>
      api<StaffShelter>(memberPath(id, userId), { method: 'PATCH', body: input }),
    onSuccess: remember,
  });
}

export function useRemoveMember(id: number) {
  const remember = useRememberShelter();
  return useMutation({
    mutationFn: ({ userId, ...input }: ReasonOnly & { userId: number }) =>
      api<StaffShelter>(memberPath(id, userId), { method: 'DELETE', body: input }),
    onSuccess: remember,
  });
}
