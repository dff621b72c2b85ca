/** GET /staff/api/shelter-applications/?estado=&q=&page=&page_size= (X-Total-Count). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffShelterApplicationListItem } from '@huella/shared/schemas/shelter-applications';
import { apiRequest } from '../../../../lib/api-client';
import {
  applicationKeys,
  STAFF_APPLICATIONS_PAGE_SIZE,
  totalOf,
  type StaffApplicationsParams,
} from './keys';

export interface StaffApplicationsPage {
  applications: StaffShelterApplicationListItem[];
  total: number;
}

export async function listStaffApplications(
  { estado, q, page, pageSize = STAFF_APPLICATIONS_PAGE_SIZE }: StaffApplicationsParams,
  signal?: AbortSignal,
): Promise<StaffApplicationsPage> {
  const search = new URLSearchParams({
    page: String(page),
    page_size: String(pageSize),
  });
  if (estado) search.set('estado', estado);
  if (q) search.set('q', q);
  const { data, headers } = await apiRequest<StaffShelterApplicationListItem[]>(
    `/staff/api/shelter-applications/?${search}`,
    { signal },
  );
  return { applications: data, total: totalOf(headers, data.length) };
}

export const staffApplicationsQuery = (params: StaffApplicationsParams, enabled = true) =>
  queryOptions({
    queryKey: applicationKeys.list(params),
    queryFn: ({ signal }) => listStaffApplications(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useStaffApplications(params: StaffApplicationsParams, enabled = true) {
  return useQuery(staffApplicationsQuery(params, enabled));
}
