/** GET /shelters/api/shelters/cities/ → the cities with verified shelters (the directory's city filter). */
import { useQuery } from '@tanstack/react-query';
import type { ShelterCity } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const listShelterCities = (signal?: AbortSignal) =>
  api<ShelterCity[]>('/shelters/api/shelters/cities/', { signal });

export function useShelterCities() {
  return useQuery({
    queryKey: [...queryKeys.shelters, 'cities'],
    queryFn: ({ signal }) => listShelterCities(signal),
    staleTime: 5 * 60_000,
  });
}
