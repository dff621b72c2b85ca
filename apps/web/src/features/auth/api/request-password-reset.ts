/** POST /users/api/password-reset/ {email} → 202 {detail}: same answer whether or not the account exists. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  api<{ detail: string }>('/users/api/password-reset/', {
    method: 'POST',
    body: { email },
    auth: false,
  });

export const useRequestPasswordResetMutation = () =>
  useMutation({ mutationFn: requestPasswordReset });
