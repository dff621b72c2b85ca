/**
 * Favoritos' heart: POST /users/api/users/{id}/remove-favourite-pet/ {pet_id}
 * → the user's favourite ids, written into the cached user so every heart
 * agrees. The favourites list itself is left as it is, so a removed card can
 * offer "Deshacer" in place until the section is opened again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const removeMyFavourite = (userId: number, petId: number) =>
  api<{ favourites: number[] }>(`/users/api/users/${userId}/remove-favourite-pet/`, {
    method: 'POST',
    body: { pet_id: petId },
  });

export function useRemoveMyFavouriteMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: ({ userId, petId }: { userId: number; petId: number }) =>
      removeMyFavourite(userId, petId),
    onSuccess: ({ favourites }) => {
      queryClient.setQueryData<User>(queryKeys.me(email), (user) =>
        user ? { ...user, favourites } : user,
      );
    },
  });
}
