/**
 * Query keys of the staff's mail queue (contract: packages/shared
 * schemas/staff-admin.ts). They start with 'staff', so the area's one
 * invalidation after a retry refreshes the list, the tabs' counts and the
 * overview together.
 */
import type { MailJobState } from '@huella/shared/constants';

export interface MailParams {
  estado: MailJobState;
  page: number;
}

export const mailKeys = {
  all: ['staff', 'mail'] as const,
  list: (params: MailParams) => ['staff', 'mail', 'list', params] as const,
  counts: ['staff', 'mail', 'counts'] as const,
};
