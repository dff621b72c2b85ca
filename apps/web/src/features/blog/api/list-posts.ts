/**
 * GET /blog/api/posts/?categoria=&etiqueta=&page=&page_size= → one page of
 * published posts, newest first, and the total (X-Total-Count).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE } from '@huella/shared/constants';
import type { BlogPostSummary } from '@huella/shared/schemas/blog';
import { apiRequest } from '../../../lib/api-client';
import { blogKeys } from './keys';

export interface BlogListPage {
  posts: BlogPostSummary[];
  total: number;
}

/** `params` are the API's names: `categoria`, `etiqueta`, `page`. */
export async function listPosts(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<BlogListPage> {
  const search = new URLSearchParams({ ...params, page_size: String(BLOG_PAGE_SIZE) });
  const { data, headers } = await apiRequest<BlogPostSummary[]>(
    `/blog/api/posts/?${search.toString()}`,
    { signal, auth: false },
  );
  const total = Number(headers.get('x-total-count'));
  return { posts: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
}

export function usePosts(params: Record<string, string>) {
  return useQuery({
    queryKey: blogKeys.posts(params),
    queryFn: ({ signal }) => listPosts(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
