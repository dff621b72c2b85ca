/** GET /staff/api/users/?q=&rol=&estado=&page=: the accounts, searched and filtered. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_PAGE_SIZE } from '@huella/shared/constants';
import type { StaffUserListItem } from '@huella/shared/schemas/staff-admin';
import { apiRequest } from '../../../../lib/api-client';
import { STAFF_API, totalOf } from '../../moderation/api/keys';
import { usersKeys, type UsersParams } from './keys';

export interface UsersPage {
  users: StaffUserListItem[];
  total: number;
}

export async function listUsers(
  { q, rol, estado, page }: UsersParams,
  signal?: AbortSignal,
): Promise<UsersPage> {
  const search = new URLSearchParams({ page: String(page), page_size: String(STAFF_PAGE_SIZE) });
  if (q) search.set('q', q);
  if (rol) search.set('rol', rol);
  if (estado) search.set('estado', estado);
  const { data, headers } = await apiRequest<StaffUserListItem[]>(`${STAFF_API}/users/?${search}`, {
    signal,
  });
  return { users: data, total: totalOf(headers, data.length) };
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
