/** The blog's query keys: everything under ['blog'], so a new comment can refresh the lists' counts. */
export const blogKeys = {
  all: ['blog'] as const,
  posts: (params: Record<string, string>) => ['blog', 'posts', params] as const,
  post: (key: string) => ['blog', 'post', key] as const,
  taxonomy: ['blog', 'taxonomy'] as const,
  comments: (postId: number) => ['blog', 'comments', postId] as const,
  commentForm: (postId: number, instance: string) =>
    ['blog', 'comment-form', postId, instance] as const,
};
