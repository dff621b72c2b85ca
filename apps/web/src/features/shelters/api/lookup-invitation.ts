/** POST /shelters/api/invitations/lookup/ {token} → what the mailed invitation is for. */
import { useQuery } from '@tanstack/react-query';
import type { ReceivedInvitation } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';

export const invitationQueryKey = (token: string | null) => ['invitations', token] as const;

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) =>
      api<ReceivedInvitation>('/shelters/api/invitations/lookup/', {
        method: 'POST',
        body: { token },
        signal,
      }),
    enabled: Boolean(token),
    retry: false,
  });
}
