/** GET /shelters/api/shelters/{id}/invitations/ → the shelter's pending invitations (its administrators). */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@huella/shared/constants';
import type { ShelterInvitation } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';

export const shelterInvitationsQueryKey = (shelterId: number) =>
  ['shelters', shelterId, 'invitations'] as const;

export const shelterInvitationsUrl = (shelterId: number) =>
  `/shelters/api/shelters/${shelterId}/invitations/`;

export function useShelterInvitations(shelterId: number, enabled: boolean) {
  return useQuery({
    queryKey: shelterInvitationsQueryKey(shelterId),
    queryFn: ({ signal }) =>
      api<ShelterInvitation[]>(`${shelterInvitationsUrl(shelterId)}?page_size=${PAGE_SIZE_MAX}`, {
        signal,
      }),
    enabled,
  });
}
