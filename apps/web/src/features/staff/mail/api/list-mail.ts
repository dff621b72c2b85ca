/** GET /staff/api/mail/?estado=&page=: the queue's mail in one state, newest first (never its body). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_PAGE_SIZE } from '@huella/shared/constants';
import type { StaffMail } from '@huella/shared/schemas/staff-admin';
import { apiRequest } from '../../../../lib/api-client';
import { STAFF_API, totalOf } from '../../moderation/api/keys';
import { mailKeys, type MailParams } from './keys';

export interface MailPage {
  mail: StaffMail[];
  total: number;
}

export async function listMail(
  { estado, page }: MailParams,
  signal?: AbortSignal,
): Promise<MailPage> {
  const search = new URLSearchParams({
    estado,
    page: String(page),
    page_size: String(STAFF_PAGE_SIZE),
  });
  const { data, headers } = await apiRequest<StaffMail[]>(`${STAFF_API}/mail/?${search}`, {
    signal,
  });
  return { mail: data, total: totalOf(headers, data.length) };
}

export const mailQueryOptions = (params: MailParams) =>
  queryOptions({
    queryKey: mailKeys.list(params),
    queryFn: ({ signal }) => listMail(params, signal),
    placeholderData: keepPreviousData,
  });

/** The list, asked again every `refreshMs` when given (mail waiting to be sent). */
export function useMail(params: MailParams, refreshMs: number | false = false) {
  return useQuery({ ...mailQueryOptions(params), refetchInterval: refreshMs });
}
