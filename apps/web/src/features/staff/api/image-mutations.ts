/**
 * A staff item's picture (a blog post's, a product's), saved at once through
 * the image pipeline: PUT and DELETE `{itemPath}image/` with the multipart
 * field `image`. The answer is the item, handed to `remember`; a DELETE that
 * answers nothing refetches the item instead.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useStaffImageMutations<Item extends object>(
  itemPath: string,
  itemKey: QueryKey,
  remember: (item: Item) => void,
) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return api<Item>(`${itemPath}image/`, { method: 'PUT', body });
    },
    onSuccess: remember,
  });
  const remove = useMutation({
    mutationFn: () => api<Item | undefined>(`${itemPath}image/`, { method: 'DELETE' }),
    onSuccess: async (item) => {
      if (item && typeof item === 'object') remember(item);
      else await queryClient.refetchQueries({ queryKey: itemKey });
    },
  });
  return { upload, remove };
}
