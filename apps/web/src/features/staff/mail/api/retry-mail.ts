/**
 * POST /staff/api/mail/{id}/retry/: a failed or waiting mail back in the
 * queue with its attempts at zero, sent again at once (the API records it in
 * the audit log). Then every staff query is refreshed: the lists, the tabs'
 * counts, the overview and the log.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMail } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { STAFF_API } from '../../moderation/api/keys';

export const retryMail = (id: number) =>
  api<StaffMail>(`${STAFF_API}/mail/${id}/retry/`, { method: 'POST' });

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: Pick<StaffMail, 'id'>) => retryMail(mail.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
