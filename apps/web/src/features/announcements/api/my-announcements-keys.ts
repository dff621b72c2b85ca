/**
 * Cache keys of Anuncios. They sit under ['pets'], so the announcement form's
 * refresh after saving reaches them too; the session's email keeps one
 * account's announcements from ever showing to another.
 */
import type { ManagedPetStatus } from '@huella/shared/schemas/pets';
import { queryKeys } from '../../../lib/query-keys';

export interface AnnouncementFilters {
  status: ManagedPetStatus;
  /** Part of the name or breed; '' for none. */
  q: string;
  /** One shelter's animals (Refugios → Mascotas); every shelter of the user without it. */
  shelter?: number;
}

export const myAnnouncementsKeys = {
  all: [...queryKeys.pets, 'mine'] as const,
  list: (email: string | null, filters: AnnouncementFilters) =>
    [...queryKeys.pets, 'mine', email, 'list', filters] as const,
  counts: (email: string | null, filters: Pick<AnnouncementFilters, 'q' | 'shelter'>) =>
    [...queryKeys.pets, 'mine', email, 'counts', filters] as const,
};

/** The query string both endpoints share: only the filters that are set. */
export function filterParams({ q, shelter }: Pick<AnnouncementFilters, 'q' | 'shelter'>) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (shelter !== undefined) params.set('shelter', String(shelter));
  return params;
}
