/**
 * Query keys of the staff's moderation, users, audit log and figures: every
 * key starts with 'staff', so one invalidation after a change refreshes the
 * queues, the navigation's counts, the dashboard and the log together.
 */
import type { ReportStatus } from '@huella/shared/constants';

export const STAFF_API = '/staff/api';

export interface ReportsParams {
  estado?: ReportStatus;
  pet?: number;
  page: number;
}

export const moderationKeys = {
  reports: ['staff', 'reports'] as const,
  reportList: (params: ReportsParams) => ['staff', 'reports', 'list', params] as const,
  reportCounts: ['staff', 'reports', 'counts'] as const,
  report: (id: number) => ['staff', 'reports', 'one', id] as const,
};

/** The total a list's X-Total-Count header gives, or what came when it is missing. */
export const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('x-total-count'));
  return headers.has('x-total-count') && Number.isFinite(total) ? total : fallback;
};
