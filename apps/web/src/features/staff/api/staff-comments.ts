/**
 * The moderation queue (contract: packages/shared schemas/blog.ts): GET
 * staff/comments/?estado=&page= (with X-Total-Count), GET
 * staff/comments/counts/ and POST staff/comments/moderate/ {ids, estado}.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogCommentState } from '@huella/shared/constants';
import type { BlogModeration, StaffBlogComment } from '@huella/shared/schemas/blog';
import { api, apiRequest } from '../../../lib/api-client';
import { staffKeys } from './keys';

const BASE = '/blog/api/staff/comments';

export const STAFF_COMMENTS_PAGE_SIZE = 20;

export type CommentCounts = Record<BlogCommentState, number>;

export function useCommentCounts() {
  return useQuery({
    queryKey: staffKeys.commentCounts,
    queryFn: ({ signal }) => api<CommentCounts>(`${BASE}/counts/`, { signal }),
  });
}

export function useStaffComments(estado: BlogCommentState, page: number) {
  return useQuery({
    queryKey: staffKeys.commentList(estado, page),
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        estado,
        page: String(page),
        page_size: String(STAFF_COMMENTS_PAGE_SIZE),
      });
      const { data, headers } = await apiRequest<StaffBlogComment[]>(`${BASE}/?${search}`, {
        signal,
      });
      const total = Number(headers.get('x-total-count'));
      return {
        comments: data,
        total: headers.has('x-total-count') && Number.isFinite(total) ? total : data.length,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** Moves comments to a state; the queue, the counts and the posts' pending counts follow. */
export function useModerateComments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogModeration) =>
      api<unknown>(`${BASE}/moderate/`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
