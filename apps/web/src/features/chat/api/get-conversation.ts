/** GET /chat/api/conversations/{id}/ → one conversation of the reader (404 when it is not theirs). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@huella/shared/schemas/chat';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys } from './keys';

export const getConversation = (id: number, signal?: AbortSignal) =>
  api<Conversation>(`/chat/api/conversations/${id}/`, { signal });

export const conversationQueryOptions = (email: string | null, id: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(email, id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export function useConversation(id: number) {
  const { isAuthenticated, email } = useSession();
  return useQuery({ ...conversationQueryOptions(email, id), enabled: isAuthenticated });
}
