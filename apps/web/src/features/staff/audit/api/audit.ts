/** GET /staff/api/audit/?actor=&action=&target_type=&target_id=&desde=&hasta=&page=: the log, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_PAGE_SIZE, type AuditTargetType } from '@huella/shared/constants';
import type { AuditEntry } from '@huella/shared/schemas/staff-admin';
import { apiRequest } from '../../../../lib/api-client';
import { STAFF_API, totalOf } from '../../moderation/api/keys';

export interface AuditParams {
  actor?: string;
  action?: string;
  target_type?: AuditTargetType;
  target_id?: number;
  desde?: string;
  hasta?: string;
  page: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

export const auditKeys = {
  list: (params: AuditParams) => ['staff', 'audit', 'list', params] as const,
};

export async function listAudit(params: AuditParams, signal?: AbortSignal): Promise<AuditPage> {
  const search = new URLSearchParams({
    page: String(params.page),
    page_size: String(STAFF_PAGE_SIZE),
  });
  for (const key of ['actor', 'action', 'target_type', 'target_id', 'desde', 'hasta'] as const) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const { data, headers } = await apiRequest<AuditEntry[]>(`${STAFF_API}/audit/?${search}`, {
    signal,
  });
  return { entries: data, total: totalOf(headers, data.length) };
}

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => listAudit(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(params: AuditParams) {
  return useQuery(auditQueryOptions(params));
}
