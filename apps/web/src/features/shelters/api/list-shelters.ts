/**
 * GET /shelters/api/shelters/?city=&kind=&page= → one page of the directory
 * of verified shelters and the total (X-Total-Count).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShelterDirectoryEntry } from '@huella/shared/schemas/shelters';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Twelve cards fill four rows of three, three of four, or twelve on a phone. */
export const SHELTER_DIRECTORY_PAGE_SIZE = 12;

export interface ShelterDirectoryPage {
  shelters: ShelterDirectoryEntry[];
  total: number;
}

/** `params` are the API's names: `city`, `kind`, `page`. */
export async function listShelters(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ShelterDirectoryPage> {
  const search = new URLSearchParams({
    ...params,
    page_size: String(SHELTER_DIRECTORY_PAGE_SIZE),
  });
  const { data, headers } = await apiRequest<ShelterDirectoryEntry[]>(
    `/shelters/api/shelters/?${search.toString()}`,
    { signal },
  );
  const total = Number(headers.get('x-total-count'));
  return { shelters: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
}

export function useShelterDirectory(params: Record<string, string>) {
  return useQuery({
    queryKey: [...queryKeys.shelters, 'directory', params],
    queryFn: ({ signal }) => listShelters(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
