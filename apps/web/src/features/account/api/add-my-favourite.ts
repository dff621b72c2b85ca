/**
 * Deshacer on a removed card: POST /users/api/users/{id}/add-favourite-pet/ {pet_id}
 * → the user's favourite ids, written into the cached user so every heart
 * agrees. The favourites list itself is left as it is, so a removed card can
 * offer "Deshacer" in place until the section is opened again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const addMyFavourite = (userId: number, petId: number) =>
  api<{ favourites: number[] }>(`/users/api/users/${userId}/add-favourite-pet/`, {
    method: 'POST',
    body: { pet_id: petId },
  });

export function useAddMyFavouriteMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: ({ userId, petId }: { userId: number; petId: number }) =>
      addMyFavourite(userId, petId),
    onSuccess: ({ favourites }) => {
      queryClient.setQueryData<User>(queryKeys.me(email), (user) =>
        user ? { ...user, favourites } : user,
      );
    },
  });
}
