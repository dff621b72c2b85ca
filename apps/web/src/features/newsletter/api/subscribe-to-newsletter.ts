/**
 * POST /newsletter/api/subscribers/ {name, email} → 202 {detail}. Double opt-in:
 * the server only mails a confirmation link; signing up twice never duplicates.
 */
import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribe } from '@huella/shared/schemas/newsletter';
import { api } from '../../../lib/api-client';

export const subscribeToNewsletter = (subscriber: NewsletterSubscribe) =>
  api<{ detail: string }>('/newsletter/api/subscribers/', {
    method: 'POST',
    body: subscriber,
    auth: false,
  });

export const useSubscribeToNewsletterMutation = () =>
  useMutation({ mutationFn: subscribeToNewsletter });
