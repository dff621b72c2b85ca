/**
 * POST /blog/api/posts/{id}/comments/ → 201 {comment, estado, message}. An
 * approved comment joins the thread at once; a held one waits for staff.
 * Either way the list's comment counts are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BlogComment,
  BlogCommentCreated,
  BlogCommentInput,
} from '@huella/shared/schemas/blog';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const createComment = (postId: number, input: BlogCommentInput) =>
  api<BlogCommentCreated>(`/blog/api/posts/${postId}/comments/`, { method: 'POST', body: input });

export function useCreateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogCommentInput) => createComment(postId, input),
    onSuccess: ({ comment, estado }) => {
      if (estado === 'aprobado') {
        queryClient.setQueryData<BlogComment[]>(blogKeys.comments(postId), (comments) =>
          comments && !comments.some((existing) => existing.id === comment.id)
            ? [...comments, comment]
            : comments,
        );
      }
      void queryClient.invalidateQueries({ queryKey: ['blog', 'posts'] });
    },
  });
}
