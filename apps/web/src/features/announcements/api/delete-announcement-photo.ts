/** DELETE /pets/api/pets/{id}/photos/{photoId}/ → 204; the photo and its files are gone. */
import { api } from '../../../lib/api-client';

export const deleteAnnouncementPhoto = (petId: number, photoId: number) =>
  api<void>(`/pets/api/pets/${petId}/photos/${photoId}/`, { method: 'DELETE' });
