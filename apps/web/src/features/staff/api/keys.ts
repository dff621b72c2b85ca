/**
 * The staff area's query keys: every key starts with 'staff', so a change to
 * a post or a comment refreshes what depends on it in one go.
 */
import type { BlogCommentState, BlogPostState } from '@huella/shared/constants';

export const staffKeys = {
  all: ['staff'] as const,
  posts: ['staff', 'posts'] as const,
  postList: (params: { estado?: BlogPostState; q?: string; page: number }) =>
    ['staff', 'posts', 'list', params] as const,
  postCounts: ['staff', 'posts', 'counts'] as const,
  post: (id: number) => ['staff', 'posts', 'one', id] as const,
  revisions: (id: number) => ['staff', 'posts', 'one', id, 'revisions'] as const,
  comments: ['staff', 'comments'] as const,
  commentList: (estado: BlogCommentState, page: number) =>
    ['staff', 'comments', 'list', estado, page] as const,
  commentCounts: ['staff', 'comments', 'counts'] as const,
};
