/** POST /users/api/users/{id}/add-favourite-pet/ {pet_id} → the user's favourite ids. */
import { api } from '../../../lib/api-client';

export const addFavourite = (userId: number, petId: number) =>
  api<{ favourites: number[] }>(`/users/api/users/${userId}/add-favourite-pet/`, {
    method: 'POST',
    body: { pet_id: petId },
  });
