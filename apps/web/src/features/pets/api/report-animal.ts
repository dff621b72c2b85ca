/**
 * POST /api/animals/{id}/report/ {reason, message, email?}: guests may report
 * too, leaving an address to hear the outcome (issue 17).
 */
import { useMutation } from '@tanstack/react-query';
import type { ReportReason } from '@huella/shared/constants';
import { api } from '../../../lib/api-client';

export interface ReportInput {
  reason: ReportReason;
  message: string;
  /** A guest's address for the outcome; left out when empty. */
  email?: string;
}

export const reportAnimal = (id: number, input: ReportInput) =>
  api<{ detail: string }>(`/api/animals/${id}/report/`, { method: 'POST', body: input });

export function useReportAnimal(id: number) {
  return useMutation({ mutationFn: (input: ReportInput) => reportAnimal(id, input) });
}
