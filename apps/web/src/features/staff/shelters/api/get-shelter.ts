/** GET /staff/api/shelters/{id}/ → StaffShelter. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffShelter } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { shelterKeys, shelterPath } from './keys';

export const staffShelterQuery = (id: number | null, enabled = true) =>
  queryOptions({
    queryKey: shelterKeys.one(id ?? 0),
    queryFn: ({ signal }) => api<StaffShelter>(shelterPath(id!), { signal }),
    enabled: enabled && id !== null,
  });

/** `enabled` false until the page knows it speaks to staff (the shell checks). */
export function useStaffShelter(id: number | null, enabled = true) {
  return useQuery(staffShelterQuery(id, enabled));
}
