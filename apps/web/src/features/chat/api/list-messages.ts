/**
 * GET /chat/api/conversations/{id}/messages/?before=&limit= → a page of
 * messages, oldest first. The first page is the latest; each next page is
 * the one before the oldest message shown (scrolling back in time).
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_MESSAGES_PAGE_SIZE } from '@huella/shared/constants';
import type { ChatMessage } from '@huella/shared/schemas/chat';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys } from './keys';

export interface MessagesPage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The server had nothing older than these. */
  isFirst: boolean;
}
export type MessagesData = InfiniteData<MessagesPage, number | null>;

export async function listMessages(
  conversationId: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const search = new URLSearchParams({ limit: String(CHAT_MESSAGES_PAGE_SIZE) });
  if (before !== null) search.set('before', String(before));
  const messages = await api<ChatMessage[]>(
    `/chat/api/conversations/${conversationId}/messages/?${search.toString()}`,
    { signal },
  );
  return { messages, isFirst: messages.length < CHAT_MESSAGES_PAGE_SIZE };
}

/** Every loaded message, oldest first, each once. */
export function flattenMessages(
  data: { pages: readonly MessagesPage[] } | undefined,
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) {
    for (const message of page.messages) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const messagesQueryOptions = (email: string | null, conversationId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(email, conversationId),
    queryFn: ({ pageParam, signal }) => listMessages(conversationId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.isFirst || last.messages.length === 0 ? undefined : last.messages[0]!.id,
  });

export function useMessages(conversationId: number) {
  const { isAuthenticated, email } = useSession();
  return useInfiniteQuery({
    ...messagesQueryOptions(email, conversationId),
    enabled: isAuthenticated,
  });
}
