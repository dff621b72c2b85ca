/** POST /users/api/users/ {first_name, last_name, email, password} → 201 user. */
import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@huella/shared/schemas/auth';
import type { User } from '@huella/shared/schemas/users';
import { api } from '../../../lib/api-client';

export const register = (payload: RegisterRequest) =>
  api<User>('/users/api/users/', { method: 'POST', body: payload, auth: false });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
