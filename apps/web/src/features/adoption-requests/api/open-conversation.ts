/**
 * POST /chat/api/conversations/ {pet} → the user's conversation with the
 * animal's shelter (found or created). The chat feature owns the screens; the
 * animal page only needs the id to go there.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const openConversation = (pet: number) =>
  api<{ id: number }>('/chat/api/conversations/', { method: 'POST', body: { pet } });

export const useOpenConversation = () => useMutation({ mutationFn: openConversation });
