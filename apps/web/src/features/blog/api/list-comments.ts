/**
 * GET /blog/api/posts/{id}/comments/ → the post's approved comments and
 * replies, oldest first, flat (a reply names its parentId). The list is
 * paginated like every list of the API: the pages are read until the total
 * (X-Total-Count) is in, so a long thread is shown whole.
 */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@huella/shared/constants';
import type { BlogComment } from '@huella/shared/schemas/blog';
import { apiRequest } from '../../../lib/api-client';
import { blogKeys } from './keys';

/** Enough pages for any thread people read; a runaway total cannot loop forever. */
const MAX_PAGES = 20;

export async function listComments(postId: number, signal?: AbortSignal): Promise<BlogComment[]> {
  const comments: BlogComment[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const search = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE_MAX) });
    const { data, headers } = await apiRequest<BlogComment[]>(
      `/blog/api/posts/${postId}/comments/?${search.toString()}`,
      { signal, auth: false },
    );
    comments.push(...data);
    const total = Number(headers.get('x-total-count'));
    if (data.length < PAGE_SIZE_MAX || !Number.isFinite(total) || comments.length >= total) break;
  }
  return comments;
}

export function useComments(postId: number) {
  return useQuery({
    queryKey: blogKeys.comments(postId),
    queryFn: ({ signal }) => listComments(postId, signal),
  });
}
