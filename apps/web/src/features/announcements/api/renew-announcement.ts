/** POST /pets/api/pets/{id}/renew/ → the announcement back on the list for 90 days from now. */
import { useMutation } from '@tanstack/react-query';
import type { Pet } from '@huella/shared/schemas/pets';
import { api } from '../../../lib/api-client';
import { useAnnouncementsChanged } from './use-announcements-changed';

export const renewAnnouncement = (id: number) =>
  api<Pet>(`/pets/api/pets/${id}/renew/`, { method: 'POST' });

export function useRenewAnnouncement() {
  const changed = useAnnouncementsChanged();
  return useMutation({ mutationFn: renewAnnouncement, onSuccess: changed });
}
