/**
 * POST /users/api/users/ {first_name, last_name, email, password} → 201
 * {detail}: the same answer whether or not the address already had an account.
 */
import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@huella/shared/schemas/auth';
import { api } from '../../../lib/api-client';

export const register = (payload: RegisterRequest) =>
  api<{ detail: string }>('/users/api/users/', { method: 'POST', body: payload, auth: false });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
