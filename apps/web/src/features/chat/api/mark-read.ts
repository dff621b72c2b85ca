/**
 * POST /chat/api/conversations/{id}/read/ {message} → how far the reader has
 * read and their new unread totals, which the badges take as they are.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatRead, ChatReadResult } from '@huella/shared/schemas/chat';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { recordOwnRead } from './chat-cache';

export const markRead = (conversationId: number, read: ChatRead) =>
  api<ChatReadResult>(`/chat/api/conversations/${conversationId}/read/`, {
    method: 'POST',
    body: read,
  });

export function useMarkRead(conversationId: number) {
  const client = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: (read: ChatRead) => markRead(conversationId, read),
    onSuccess: (result) => recordOwnRead(client, email, conversationId, result.unread),
  });
}
