/**
 * PUT /pets/api/pets/{id}/photos/order/ {photo_ids} → the Pet. The ids are
 * every photo of the announcement in their new order; the first is the main one.
 */
import type { Pet } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';

export const orderAnnouncementPhotos = (petId: number, photoIds: number[]) =>
  api<Pet>(`/pets/api/pets/${petId}/photos/order/`, {
    method: 'PUT',
    body: { photo_ids: photoIds },
  });
