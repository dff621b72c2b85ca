/** POST /newsletter/api/subscribers/unsubscribe/ {token} → 200 {detail}; 400 invalid_token for a bad link. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const unsubscribeFromNewsletter = (token: string) =>
  api<{ detail: string }>('/newsletter/api/subscribers/unsubscribe/', {
    method: 'POST',
    body: { token },
    auth: false,
  });

export const useUnsubscribeFromNewsletterMutation = () =>
  useMutation({ mutationFn: unsubscribeFromNewsletter });
