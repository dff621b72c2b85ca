/**
 * The account's address: POST /users/api/users/me/email-confirmation/ → 202
 * {detail} mails a new confirmation link; POST /users/api/users/me/change-email/
 * {email, current_password} → 202 {detail} mails a link to the new address.
 * Both refresh the signed-in user, whose `pending_email` shows the change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailRequest } from '@huella/shared/schemas/account-email';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const resendEmailConfirmation = () =>
  api<{ detail: string }>('/users/api/users/me/email-confirmation/', { method: 'POST' });

export const changeEmail = (payload: ChangeEmailRequest) =>
  api<{ detail: string }>('/users/api/users/me/change-email/', { method: 'POST', body: payload });

export const useResendEmailConfirmationMutation = () =>
  useMutation({ mutationFn: resendEmailConfirmation });

export function useChangeEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.meOfAnyAccount }),
  });
}
