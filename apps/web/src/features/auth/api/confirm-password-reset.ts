/** POST /users/api/password-reset/confirm/ {token, password} → {detail}; a bad link answers 400 invalid_token. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordResetConfirm {
  token: string;
  password: string;
}

export const confirmPasswordReset = (payload: PasswordResetConfirm) =>
  api<{ detail: string }>('/users/api/password-reset/confirm/', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useConfirmPasswordResetMutation = () =>
  useMutation({ mutationFn: confirmPasswordReset });
