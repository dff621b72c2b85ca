/**
 * Query keys of the staff's shelter registrations (contract: packages/shared
 * schemas/shelter-applications.ts). They start with 'staff', so the area's
 * one invalidation reaches them.
 */
import type { ShelterApplicationState } from '@huella/shared/constants';
import type { OPEN_APPLICATIONS_FILTER } from '@huella/shared/schemas/shelter-applications';

export interface StaffApplicationsParams {
  /** One state, or every open one together. */
  estado?: ShelterApplicationState | typeof OPEN_APPLICATIONS_FILTER;
  q?: string;
  page: number;
  /** STAFF_APPLICATIONS_PAGE_SIZE unless said. */
  pageSize?: number;
}

export const applicationKeys = {
  all: ['staff', 'shelter-applications'] as const,
  list: (params: StaffApplicationsParams) =>
    ['staff', 'shelter-applications', 'list', params] as const,
  counts: ['staff', 'shelter-applications', 'counts'] as const,
  one: (id: number) => ['staff', 'shelter-applications', 'one', id] as const,
};

export const STAFF_APPLICATIONS_PAGE_SIZE = 20;

/** X-Total-Count, or what the page holds when the header is missing. */
export const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('x-total-count'));
  return headers.has('x-total-count') && Number.isFinite(total) ? total : fallback;
};
