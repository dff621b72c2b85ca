/** GET /staff/api/reports/{id}/: one report with its animal, shelter, reporter and outcome. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffReport } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { moderationKeys, STAFF_API } from './keys';

export const getReport = (id: number, signal?: AbortSignal) =>
  api<StaffReport>(`${STAFF_API}/reports/${id}/`, { signal });

export const reportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: moderationKeys.report(id),
    queryFn: ({ signal }) => getReport(id, signal),
  });

export function useReport(id: number | null, enabled = true) {
  return useQuery({ ...reportQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
