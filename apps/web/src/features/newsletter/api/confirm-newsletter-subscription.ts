/**
 * POST /newsletter/api/subscribers/confirm/ {token} → 200 {detail}; 400
 * invalid_token for a bad link. Read as a query keyed by the token so the
 * confirmation is sent once per visit, even when React runs effects twice.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const confirmNewsletterSubscription = (token: string) =>
  api<{ detail: string }>('/newsletter/api/subscribers/confirm/', {
    method: 'POST',
    body: { token },
    auth: false,
  });

export const newsletterConfirmationQuery = (token: string) =>
  queryOptions({
    queryKey: ['newsletter', 'confirmation', token],
    queryFn: () => confirmNewsletterSubscription(token),
    // A confirmation is an action, not data to keep fresh: never repeat it on its own.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useNewsletterConfirmation = (token: string | null) =>
  useQuery({ ...newsletterConfirmationQuery(token ?? ''), enabled: Boolean(token) });
