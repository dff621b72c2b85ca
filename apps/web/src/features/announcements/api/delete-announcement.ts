/** DELETE /pets/api/pets/{id}/ → 204: the announcement is withdrawn. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAnnouncementsChanged } from './use-announcements-changed';

export const deleteAnnouncement = (id: number) =>
  api<void>(`/pets/api/pets/${id}/`, { method: 'DELETE' });

export function useDeleteAnnouncement() {
  const changed = useAnnouncementsChanged();
  return useMutation({ mutationFn: deleteAnnouncement, onSuccess: changed });
}
