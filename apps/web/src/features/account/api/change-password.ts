/**
 * POST /users/api/users/me/change-password/ {current_password, new_password}
 * → a fresh token pair; the server has revoked every other session, so this
 * one carries on with the new pair.
 */
import { useMutation } from '@tanstack/react-query';
import type { TokenPair } from '@huella/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

export const changePassword = (payload: ChangePasswordRequest) =>
  api<TokenPair>('/users/api/users/me/change-password/', { method: 'POST', body: payload });

export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: (tokens) => sessionStore.updateTokens(tokens),
  });
