/**
 * POST /chat/api/conversations/{id}/messages/ {body} → 201 the message. It
 * joins the conversation at once; the stream's copy of it is then ignored.
 * 400 carries fields.body (empty, too long), 429 says to slow down.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatMessageWrite } from '@huella/shared/schemas/chat';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { recordMessage } from './chat-cache';

export const sendMessage = (conversationId: number, message: ChatMessageWrite) =>
  api<ChatMessage>(`/chat/api/conversations/${conversationId}/messages/`, {
    method: 'POST',
    body: message,
  });

export function useSendMessage(conversationId: number) {
  const client = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: (message: ChatMessageWrite) => sendMessage(conversationId, message),
    onSuccess: (message) => recordMessage(client, email, message),
  });
}
