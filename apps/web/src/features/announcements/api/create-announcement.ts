/**
 * POST /pets/api/pets/ → the created Pet (spec §7). With a photo, the fields go
 * as a multipart form beside the image (its main photo), spelt as a form spells
 * them ('' for nothing, 'true' / 'false'), which the API's shared schema reads
 * back; without one, as JSON.
 */
import type { Pet, PetWrite } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';

function multipartBody(announcement: PetWrite, image: File): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(announcement)) {
    form.append(field, value === null ? '' : String(value));
  }
  form.append('image', image);
  return form;
}

export const createAnnouncement = (announcement: PetWrite, image?: File) =>
  api<Pet>('/pets/api/pets/', {
    method: 'POST',
    body: image ? multipartBody(announcement, image) : announcement,
  });
