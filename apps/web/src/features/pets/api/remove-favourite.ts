/** POST /users/api/users/{id}/remove-favourite-pet/ {pet_id} → the user's favourite ids. */
import { api } from '../../../lib/api-client';

export const removeFavourite = (userId: number, petId: number) =>
  api<{ favourites: number[] }>(`/users/api/users/${userId}/remove-favourite-pet/`, {
    method: 'POST',
    body: { pet_id: petId },
  });
