/**
 * GET /blog/api/posts/{id or slug}/ → one published post (staff: any state;
 * hence the bearer token goes too). A key that is neither an id nor a slug
 * is an unknown post, not a request.
 */
import { useQuery } from '@tanstack/react-query';
import { BLOG_SLUG_MAX_LENGTH } from '@huella/shared/constants';
import type { BlogPost } from '@huella/shared/schemas/blog';
import { api, ApiError } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const getPost = (key: string, signal?: AbortSignal) =>
  api<BlogPost>(`/blog/api/posts/${encodeURIComponent(key)}/`, { signal });

/**
 * What blogPostKeyParamSchema accepts (an id or a slug), without loading zod
 * with the page: lower-case letters and digits in words joined by hyphens.
 */
export const isPostKey = (key: string) =>
  key.length <= BLOG_SLUG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key);

export function usePost(key: string) {
  return useQuery({
    queryKey: blogKeys.post(key),
    queryFn: ({ signal }) => getPost(key, signal),
    enabled: isPostKey(key),
    // A 404 (any 4xx) is an answer; a server error is tried once more; a network
    // failure is said at once, for the person to retry when they are back online.
    retry: (failures, error) => error instanceof ApiError && error.status >= 500 && failures < 1,
  });
}
