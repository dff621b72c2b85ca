/**
 * GET /users/api/users/me/favourites/ → every favourite animal of the
 * signed-in user (Animal shape). The list is paginated like every list (30 by
 * default): ask for the largest page and follow X-Total-Count, so Mi cuenta
 * never silently shows only the first page.
 */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@huella/shared/constants';
import type { Animal } from '@huella/shared/schemas/pets';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export async function listMyFavourites(signal?: AbortSignal): Promise<Animal[]> {
  const animals: Animal[] = [];
  for (let page = 1; ; page += 1) {
    const search = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE_MAX) });
    const { data, headers } = await apiRequest<Animal[]>(
      `/users/api/users/me/favourites/?${search.toString()}`,
      { signal },
    );
    animals.push(...data);
    const total = Number(headers.get('x-total-count'));
    // A short page is the last one, whatever the header says.
    if (data.length < PAGE_SIZE_MAX || !(animals.length < total)) return animals;
  }
}

export function useMyFavourites() {
  const { isAuthenticated, email } = useSession();
  return useQuery({
    queryKey: queryKeys.myFavourites(email),
    queryFn: ({ signal }) => listMyFavourites(signal),
    enabled: isAuthenticated,
  });
}
