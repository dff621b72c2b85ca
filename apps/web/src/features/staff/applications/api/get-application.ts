/** GET /staff/api/shelter-applications/{id}/ → StaffShelterApplication. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffShelterApplication } from '@huella/shared/schemas/shelter-applications';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from './keys';

export const applicationPath = (id: number) => `/staff/api/shelter-applications/${id}/`;

export const staffApplicationQuery = (id: number | null, enabled = true) =>
  queryOptions({
    queryKey: applicationKeys.one(id ?? 0),
    queryFn: ({ signal }) => api<StaffShelterApplication>(applicationPath(id!), { signal }),
    enabled: enabled && id !== null,
  });

/** `enabled` false until the page knows it speaks to staff (the shell checks). */
export function useStaffApplication(id: number | null, enabled = true) {
  return useQuery(staffApplicationQuery(id, enabled));
}
