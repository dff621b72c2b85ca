/** POST /shelters/api/invitations/decline/ {token}: the link alone is enough, no session needed. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useDeclineInvitationMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      api<void>('/shelters/api/invitations/decline/', { method: 'POST', body: { token } }),
  });
}
