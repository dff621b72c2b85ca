/**
 * Anuncios keeps its search and its counter in the URL
 * (?seccion=anuncios&q=luna&estado=caducados), so a reload, a shared link or
 * the back button shows the same list. Spanish words in the URL, like
 * `seccion`; an unknown `estado` means all.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ManagedPetStatus } from '@huella/shared/schemas/pets';
import type { AnnouncementFilters } from '../api/my-announcements-keys';

const STATUS_PARAM = 'estado';
const QUERY_PARAM = 'q';

const STATUS_WORDS: Record<ManagedPetStatus, string> = {
  all: 'todos',
  published: 'publicados',
  pending: 'pendientes',
  expired: 'caducados',
};

function statusFromWord(word: string | null): ManagedPetStatus {
  const found = Object.entries(STATUS_WORDS).find(([, value]) => value === word);
  return (found?.[0] as ManagedPetStatus | undefined) ?? 'all';
}

export function useAnnouncementUrlFilters() {
  const [params, setParams] = useSearchParams();
  const status = statusFromWord(params.get(STATUS_PARAM));
  const q = params.get(QUERY_PARAM) ?? '';
  const filters = useMemo<AnnouncementFilters>(() => ({ status, q }), [status, q]);

  const setFilters = useCallback(
    (next: Omit<AnnouncementFilters, 'shelter'>) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.q.trim()) updated.set(QUERY_PARAM, next.q);
          else updated.delete(QUERY_PARAM);
          if (next.status === 'all') updated.delete(STATUS_PARAM);
          else updated.set(STATUS_PARAM, STATUS_WORDS[next.status]);
          return updated;
        },
        // Typing a search is not a step worth going back to; picking a counter is.
        { replace: next.status === status },
      );
    },
    [setParams, status],
  );

  return { filters, setFilters };
}
