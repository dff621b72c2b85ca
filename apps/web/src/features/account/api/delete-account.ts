/**
 * DELETE /users/api/users/me/ {password} → 204: the account and its data are
 * gone, and so is every session. A wrong password answers 400 on `password`.
 */
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';

export const deleteAccount = (payload: DeleteAccountRequest) =>
  api<void>('/users/api/users/me/', { method: 'DELETE', body: payload });

export const useDeleteAccountMutation = () => useMutation({ mutationFn: deleteAccount });
