/** GET /staff/api/reports/?estado=&pet=&page=: the reports' queue (oldest open first). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_PAGE_SIZE } from '@huella/shared/constants';
import type { StaffReportListItem } from '@huella/shared/schemas/staff-admin';
import { apiRequest } from '../../../../lib/api-client';
import { moderationKeys, STAFF_API, totalOf, type ReportsParams } from './keys';

export interface ReportsPage {
  reports: StaffReportListItem[];
  total: number;
}

export async function listReports(
  { estado, pet, page }: ReportsParams,
  signal?: AbortSignal,
): Promise<ReportsPage> {
  const search = new URLSearchParams({ page: String(page), page_size: String(STAFF_PAGE_SIZE) });
  if (estado) search.set('estado', estado);
  if (pet) search.set('pet', String(pet));
  const { data, headers } = await apiRequest<StaffReportListItem[]>(
    `${STAFF_API}/reports/?${search}`,
    { signal },
  );
  return { reports: data, total: totalOf(headers, data.length) };
}

export const reportsQueryOptions = (params: ReportsParams) =>
  queryOptions({
    queryKey: moderationKeys.reportList(params),
    queryFn: ({ signal }) => listReports(params, signal),
    placeholderData: keepPreviousData,
  });

export function useReports(params: ReportsParams) {
  return useQuery(reportsQueryOptions(params));
}
