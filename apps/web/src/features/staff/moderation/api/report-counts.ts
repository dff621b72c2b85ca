/** GET /staff/api/reports/counts/: how many reports each state has (the queue's tabs, the nav's badge). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportCounts } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { moderationKeys, STAFF_API } from './keys';

export const getReportCounts = (signal?: AbortSignal) =>
  api<ReportCounts>(`${STAFF_API}/reports/counts/`, { signal });

export const reportCountsQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.reportCounts,
    queryFn: ({ signal }) => getReportCounts(signal),
  });

export function useReportCounts(enabled = true) {
  return useQuery({ ...reportCountsQueryOptions(), enabled });
}

/** The reports still waiting for staff: open and under review. */
export const openReportsOf = (counts: ReportCounts | undefined) =>
  counts ? counts.abierta + counts.en_revision : 0;
