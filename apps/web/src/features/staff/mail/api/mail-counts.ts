/** GET /staff/api/mail/counts/: how much mail each state holds (the tabs, the overview's card). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMailCounts } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { STAFF_API } from '../../moderation/api/keys';
import { mailKeys } from './keys';

export const getMailCounts = (signal?: AbortSignal) =>
  api<StaffMailCounts>(`${STAFF_API}/mail/counts/`, { signal });

export const mailCountsQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.counts,
    queryFn: ({ signal }) => getMailCounts(signal),
  });

/**
 * How often Correo asks again while mail waits to be sent (a retry, a
 * back-off): what goes out or fails again moves tab without a reload.
 */
export const WAITING_REFRESH_MS = 5_000;

export function useMailCounts({ refreshWhileWaiting = false } = {}) {
  return useQuery({
    ...mailCountsQueryOptions(),
    refetchInterval: (query) =>
      refreshWhileWaiting && query.state.data?.pendiente ? WAITING_REFRESH_MS : false,
  });
}
