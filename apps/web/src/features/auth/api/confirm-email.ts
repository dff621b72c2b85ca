/**
 * POST /users/api/email-confirmation/ {token} → 200 {detail, email, changed};
 * 400 invalid_token for a used, expired or unknown link. Read as a query keyed
 * by the token so the link is followed once per visit, even when React runs
 * effects twice.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface EmailConfirmation {
  detail: string;
  email: string;
  /** True when the link completed a change of address (the account now uses `email`). */
  changed: boolean;
}

export const confirmEmail = (token: string) =>
  api<EmailConfirmation>('/users/api/email-confirmation/', {
    method: 'POST',
    body: { token },
    auth: false,
  });

export const emailConfirmationQuery = (token: string) =>
  queryOptions({
    queryKey: ['users', 'email-confirmation', token],
    queryFn: () => confirmEmail(token),
    // Following a link is an action, not data to keep fresh: never repeat it on its own.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useEmailConfirmation = (token: string | null) =>
  useQuery({ ...emailConfirmationQuery(token ?? ''), enabled: Boolean(token) });
