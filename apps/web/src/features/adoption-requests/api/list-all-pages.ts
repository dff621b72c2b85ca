/**
 * Lists are paginated like every list of the API: ask for the largest page and
 * follow X-Total-Count, so no screen silently shows only the first page.
 */
import { PAGE_SIZE_MAX } from '@huella/shared/constants';
import { apiRequest } from '../../../lib/api-client';

export async function listAllPages<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const search = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE_MAX) });
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) search.set(key, String(value));
    }
    const { data, headers } = await apiRequest<T[]>(`${path}?${search.toString()}`, { signal });
    items.push(...data);
    const total = Number(headers.get('x-total-count'));
    // A short page is the last one, whatever the header says.
    if (data.length < PAGE_SIZE_MAX || !(items.length < total)) return items;
  }
}
