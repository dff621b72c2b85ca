/**
 * After any change to an announcement: Anuncios (lists and counters), the
 * announcement itself and the public lists of animals (the catalogue and the
 * shelters' pages, which an adopted, renewed or deleted animal enters or
 * leaves) are refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

export function useAnnouncementsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pets }),
        queryClient.invalidateQueries({ queryKey: queryKeys.animals }),
      ]),
    [queryClient],
  );
}
