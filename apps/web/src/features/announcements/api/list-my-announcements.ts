/**
 * GET /pets/api/pets/mine/?status=&q=&shelter=&page=&page_size= → the user's
 * announcements (Pet shape, expired ones included), newest first, with the
 * total in X-Total-Count. Pages of 30 follow one another with "Cargar más".
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import type { Pet } from '@huella/shared/schemas/pets';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  filterParams,
  myAnnouncementsKeys,
  type AnnouncementFilters,
} from './my-announcements-keys';

export interface AnnouncementsPage {
  items: Pet[];
  total: number;
}

export async function listMyAnnouncements(
  filters: AnnouncementFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AnnouncementsPage> {
  const params = filterParams(filters);
  params.set('status', filters.status);
  params.set('page', String(page));
  params.set('page_size', String(PAGE_SIZE_DEFAULT));
  const { data, headers } = await apiRequest<Pet[]>(`/pets/api/pets/mine/?${params}`, { signal });
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isFinite(total) ? total : data.length };
}

export function useMyAnnouncements(filters: AnnouncementFilters) {
  const { isAuthenticated, email } = useSession();
  return useInfiniteQuery({
    queryKey: myAnnouncementsKeys.list(email, filters),
    queryFn: ({ pageParam, signal }) => listMyAnnouncements(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      // A short page is the last one, whatever the total says.
      return last.items.length === PAGE_SIZE_DEFAULT && loaded < last.total
        ? pages.length + 1
        : undefined;
    },
    // A new search keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
    enabled: isAuthenticated,
  });
}
