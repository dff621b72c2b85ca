/**
 * GET /pets/api/pets/mine/counts/?q=&shelter= → the four counters of Anuncios
 * (all; published = en adopción, not expired; pending = pendiente, not
 * expired; expired, whatever the state), for the same search as the list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedPetCounts } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  filterParams,
  myAnnouncementsKeys,
  type AnnouncementFilters,
} from './my-announcements-keys';

type CountFilters = Pick<AnnouncementFilters, 'q' | 'shelter'>;

export const countMyAnnouncements = (filters: CountFilters, signal?: AbortSignal) =>
  api<ManagedPetCounts>(`/pets/api/pets/mine/counts/?${filterParams(filters)}`, { signal });

export function useMyAnnouncementCounts(filters: CountFilters) {
  const { isAuthenticated, email } = useSession();
  return useQuery({
    queryKey: myAnnouncementsKeys.counts(email, filters),
    queryFn: ({ signal }) => countMyAnnouncements(filters, signal),
    // A new search keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
    enabled: isAuthenticated,
  });
}
