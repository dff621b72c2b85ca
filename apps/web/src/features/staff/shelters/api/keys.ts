/**
 * Query keys of the staff's shelters (contract: packages/shared
 * schemas/staff-admin.ts). They start with 'staff', so the area's one
 * invalidation reaches them.
 */
import type { Province, ShelterKind } from '@huella/shared/constants';
import type { STAFF_SHELTER_FILTERS } from '@huella/shared/schemas/staff-admin';

export interface StaffSheltersParams {
  estado?: (typeof STAFF_SHELTER_FILTERS)[number];
  kind?: ShelterKind;
  province?: Province;
  q?: string;
  page: number;
}

export const shelterKeys = {
  all: ['staff', 'shelters'] as const,
  list: (params: StaffSheltersParams) => ['staff', 'shelters', 'list', params] as const,
  one: (id: number) => ['staff', 'shelters', 'one', id] as const,
};

export const STAFF_SHELTERS_PAGE_SIZE = 20;

export const shelterPath = (id: number) => `/staff/api/shelters/${id}/`;
export const memberPath = (id: number, userId: number) => `${shelterPath(id)}members/${userId}/`;

/** X-Total-Count, or what the page holds when the header is missing. */
export const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('x-total-count'));
  return headers.has('x-total-count') && Number.isFinite(total) ? total : fallback;
};
