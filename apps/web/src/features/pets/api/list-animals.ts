/**
 * GET /api/animals: one page of public animals and the total (X-Total-Count).
 * Ordered by compatibility (`sort=compatibility`, issue 20) the page is the
 * signed-in person's own: kept under their email, and the API's refusal (401
 * for a guest, 409 without a questionnaire) is an answer, not tried again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { Animal } from '@huella/shared/schemas/pets';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

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

/** A refusal (4xx) would only be refused again; a failure of the network or the server may pass. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function useAnimals(params: Record<string, string>) {
  const { email } = useSession();
  const personal = params.sort === 'compatibility';
  return useQuery({
    queryKey: [...queryKeys.animals, 'list', params, ...(personal ? [email] : [])],
    queryFn: ({ signal }) => listAnimals(params, signal),
    // Keep the previous page on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
}
