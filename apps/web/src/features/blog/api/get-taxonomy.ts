/** GET /blog/api/taxonomy/ → the categories and tags of published posts, with counts. */
import { useQuery } from '@tanstack/react-query';
import type { BlogTaxonomy } from '@huella/shared/schemas/blog';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const getTaxonomy = (signal?: AbortSignal) =>
  api<BlogTaxonomy>('/blog/api/taxonomy/', { signal, auth: false });

export function useTaxonomy() {
  return useQuery({
    queryKey: blogKeys.taxonomy,
    queryFn: ({ signal }) => getTaxonomy(signal),
    staleTime: 5 * 60_000,
  });
}
