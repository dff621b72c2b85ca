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

export function useMailCounts() {
  return useQuery(mailCountsQueryOptions());
}
