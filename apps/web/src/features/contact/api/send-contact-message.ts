/**
 * POST /contact/api/messages/ {name, email, subject, message, website} → 201
 * {detail}. The message is stored and emailed to the info mailbox.
 */
import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@huella/shared/schemas/contact';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (message: ContactMessage) =>
  api<{ detail: string }>('/contact/api/messages/', { method: 'POST', body: message, auth: false });

export const useSendContactMessageMutation = () => useMutation({ mutationFn: sendContactMessage });
