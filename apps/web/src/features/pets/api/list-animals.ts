/** GET /api/animals: one page of public animals and the total (X-Total-Count). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import { apiRequest } from '../../../lib/api-client';
import type { Animal } from '@huella/shared/schemas/pets';
import { queryKeys } from '../../../lib/query-keys';

export interface AnimalPage {
  animals: Animal[];
  total: number;
}

/**
 * `params` are the URL's filters as the API names them (page included); a
 * `page_size` among them (the home page's eight newcomers) replaces the default.
 */
export async function listAnimals(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<AnimalPage> {
  const search = new URLSearchParams({ page_size: String(PAGE_SIZE_DEFAULT), ...params });
  const { data, headers } = await apiRequest<Animal[]>(`/api/animals?${search.toString()}`, {
    signal,
  });
  const total = Number(headers.get('x-total-count'));
  return { animals: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
}

export function useAnimals(params: Record<string, string>) {
  return useQuery({
    queryKey: [...queryKeys.animals, 'list', params],
    queryFn: ({ signal }) => listAnimals(params, signal),
    // Keep the previous page on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
