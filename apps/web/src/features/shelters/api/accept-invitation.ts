/**
 * POST /shelters/api/invitations/accept/ {token}, signed in with the invited
 * address → the shelter the person now belongs to; their shelters refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export function useAcceptInvitationMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: (token: string) =>
      api<MyShelter>('/shelters/api/invitations/accept/', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myShelters(email) }),
  });
}
