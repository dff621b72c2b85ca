/**
 * PUT /users/api/users/me/ with every profile field → the saved user. The
 * cached user is replaced, and when the email changed the stored session
 * email follows it (spec §4 keeps it under userEmail).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdate } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { sessionStore } from '../../../lib/session-store';

export const updateMe = (profile: UserUpdate) =>
  api<User>('/users/api/users/me/', { method: 'PUT', body: profile });

export function useUpdateMeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me(user.email), user);
      const { accessToken, refreshToken, email } = sessionStore.get();
      if (email !== user.email && accessToken && refreshToken) {
        sessionStore.start({ access: accessToken, refresh: refreshToken }, user.email);
      }
    },
  });
}
