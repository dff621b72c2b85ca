/** PUT /pets/api/pets/{id}/ with every field of the form → the saved Pet. */
import type { Pet, PetWrite } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';

export const updateAnnouncement = (id: number, announcement: PetWrite) =>
  api<Pet>(`/pets/api/pets/${id}/`, { method: 'PUT', body: announcement });
