/**
 * POST /staff/api/reports/{id}/state/ {state, reason, hide_pet}: take a report
 * (en_revision), resolve it or dismiss it with a statement of reasons.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDecision, StaffReport } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { moderationKeys, STAFF_API } from './keys';

export const decideReport = (id: number, decision: ReportDecision) =>
  api<StaffReport>(`${STAFF_API}/reports/${id}/state/`, { method: 'POST', body: decision });

export function useDecideReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReportDecision) => decideReport(id, decision),
    onSuccess: (report) => {
      queryClient.setQueryData(moderationKeys.report(id), report);
      void queryClient.invalidateQueries({
        queryKey: ['staff'],
        predicate: (query) => query.queryKey[1] !== 'reports' || query.queryKey[2] !== 'one',
      });
    },
  });
}
