/**
 * PUT /pets/api/pets/{id}/ with every field of the form → the saved Pet;
 * `closeOpenRequests` once the person agreed to close the adoption requests a
 * change of state leaves behind.
 */
import type { Pet, PetWrite } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';

export const updateAnnouncement = (id: number, announcement: PetWrite, closeOpenRequests = false) =>
  api<Pet>(`/pets/api/pets/${id}/`, {
    method: 'PUT',
    body: closeOpenRequests ? { ...announcement, close_open_requests: true } : announcement,
  });
