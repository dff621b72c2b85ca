/**
 * PUT /users/api/users/me/avatar/ (multipart, field `image`) and DELETE of the
 * same path → the saved user, which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const AVATAR_PATH = '/users/api/users/me/avatar/';

export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (user: User) => queryClient.setQueryData(queryKeys.me(user.email), user);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return api<User>(AVATAR_PATH, { method: 'PUT', body });
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => api<User>(AVATAR_PATH, { method: 'DELETE' }),
    onSuccess,
  });
  return { upload, remove };
}
