/** POST /users/api/login/ {email, password} → {access, refresh}; on success the session starts. */
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenPair } from '@huella/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export const login = (credentials: LoginRequest) =>
  api<TokenPair>('/users/api/login/', { method: 'POST', body: credentials, auth: false });

export const useLoginMutation = () =>
  useMutation({
    mutationFn: login,
    // Spec §4: signed in only when the response holds both tokens.
    onSuccess: (tokens, credentials) => {
      if (tokens?.access && tokens.refresh) sessionStore.start(tokens, credentials.email);
    },
  });
