/** GET /staff/api/users/{id}/: one account with its shelters, activity and latest requests. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { STAFF_API } from '../../moderation/api/keys';
import { usersKeys } from './keys';

export const getUser = (id: number, signal?: AbortSignal) =>
  api<StaffUser>(`${STAFF_API}/users/${id}/`, { signal });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useStaffUser(id: number | null, enabled = true) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
