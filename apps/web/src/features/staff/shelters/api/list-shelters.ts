/** GET /staff/api/shelters/?q=&estado=&kind=&province=&page=&page_size= (X-Total-Count). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffShelterListItem } from '@huella/shared/schemas/staff-admin';
import { apiRequest } from '../../../../lib/api-client';
import { shelterKeys, STAFF_SHELTERS_PAGE_SIZE, totalOf, type StaffSheltersParams } from './keys';

export interface StaffSheltersPage {
  shelters: StaffShelterListItem[];
  total: number;
}

export async function listStaffShelters(
  { estado, kind, province, q, page }: StaffSheltersParams,
  signal?: AbortSignal,
): Promise<StaffSheltersPage> {
  const search = new URLSearchParams({
    page: String(page),
    page_size: String(STAFF_SHELTERS_PAGE_SIZE),
  });
  if (estado) search.set('estado', estado);
  if (kind) search.set('kind', kind);
  if (province) search.set('province', province);
  if (q) search.set('q', q);
  const { data, headers } = await apiRequest<StaffShelterListItem[]>(
    `/staff/api/shelters/?${search}`,
    { signal },
  );
  return { shelters: data, total: totalOf(headers, data.length) };
}

export const staffSheltersQuery = (params: StaffSheltersParams, enabled = true) =>
  queryOptions({
    queryKey: shelterKeys.list(params),
    queryFn: ({ signal }) => listStaffShelters(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useStaffShelters(params: StaffSheltersParams, enabled = true) {
  return useQuery(staffSheltersQuery(params, enabled));
}
