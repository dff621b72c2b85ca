/**
 * GET /blog/api/posts/{id}/comment-form/ → a signed form token (and, for a
 * signed-in person, their name and e-mail). Asked for when a form is shown,
 * once per form: the server refuses a comment sent sooner than a person
 * types, or hours later, counted from the token.
 */
import { useQuery } from '@tanstack/react-query';
import type { BlogCommentForm } from '@huella/shared/schemas/blog';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const getCommentForm = (postId: number, signal?: AbortSignal) =>
  api<BlogCommentForm>(`/blog/api/posts/${postId}/comment-form/`, { signal });

/** `instance` tells the forms on a page apart (the main form, a reply form). */
export function useCommentForm(postId: number, instance: string) {
  return useQuery({
    queryKey: blogKeys.commentForm(postId, instance),
    queryFn: ({ signal }) => getCommentForm(postId, signal),
    // A token is for this form while it is shown: never a cached or refreshed one.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
