/** POST /pets/api/pets/{id}/photos/ (multipart `image`) → the photo, appended to the gallery. */
import type { PetPhoto } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';

export function addAnnouncementPhoto(petId: number, image: File) {
  const body = new FormData();
  body.append('image', image);
  return api<PetPhoto>(`/pets/api/pets/${petId}/photos/`, { method: 'POST', body });
}
