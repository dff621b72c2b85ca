/**
 * POST /staff/api/users/{id}/activation/ {active, reason} (deactivating ends
 * every session) and POST /staff/api/users/{id}/staff/ {staff, reason}.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUser, UserActivation, UserStaffRole } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { STAFF_API } from '../../moderation/api/keys';
import { usersKeys } from './keys';

export const setUserActivation = (id: number, input: UserActivation) =>
  api<StaffUser>(`${STAFF_API}/users/${id}/activation/`, { method: 'POST', body: input });

export const setUserStaff = (id: number, input: UserStaffRole) =>
  api<StaffUser>(`${STAFF_API}/users/${id}/staff/`, { method: 'POST', body: input });

function useRemember(id: number) {
  const queryClient = useQueryClient();
  return (user: StaffUser) => {
    queryClient.setQueryData(usersKeys.user(id), user);
    void queryClient.invalidateQueries({
      queryKey: ['staff'],
      predicate: (query) => query.queryKey[1] !== 'users' || query.queryKey[2] !== 'one',
    });
  };
}

export function useUserActivation(id: number) {
  const remember = useRemember(id);
  return useMutation({
    mutationFn: (input: UserActivation) => setUserActivation(id, input),
    onSuccess: remember,
  });
}

export function useUserStaffRole(id: number) {
  const remember = useRemember(id);
  return useMutation({
    mutationFn: (input: UserStaffRole) => setUserStaff(id, input),
    onSuccess: remember,
  });
}
