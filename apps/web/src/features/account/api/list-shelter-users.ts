/**
 * GET /shelters/api/shelters/{id}/users/ → the shelter's members with their
 * role. One page of the largest size: a shelter's team fits in it, and the
 * total says when it does not.
 */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@huella/shared/constants';
import type { ShelterUser } from '@huella/shared/schemas/shelters';
import { apiRequest } from '../../../lib/api-client';

export interface ShelterUsers {
  users: ShelterUser[];
  total: number;
}

export const shelterUsersQueryKey = (shelterId: number) =>
  ['shelters', shelterId, 'users'] as const;

export async function listShelterUsers(
  shelterId: number,
  signal?: AbortSignal,
): Promise<ShelterUsers> {
  const { data, headers } = await apiRequest<ShelterUser[]>(
    `/shelters/api/shelters/${shelterId}/users/?page_size=${PAGE_SIZE_MAX}`,
    { signal },
  );
  const total = Number(headers.get('x-total-count'));
  return { users: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
}

export function useShelterUsers(shelterId: number, enabled: boolean) {
  return useQuery({
    queryKey: shelterUsersQueryKey(shelterId),
    queryFn: ({ signal }) => listShelterUsers(shelterId, signal),
    enabled,
  });
}
