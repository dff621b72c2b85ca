/**
 * GET /chat/api/conversations/?page=&page_size= → the reader's conversations,
 * newest activity first, with X-Total-Count. Spec §4: three at a time, three
 * more per 'Mensajes anteriores', so each page is one click.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE } from '@huella/shared/constants';
import type { Conversation } from '@huella/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys } from './keys';

export interface ConversationsPage {
  items: Conversation[];
  total: number;
}
export type ConversationsData = InfiniteData<ConversationsPage, number>;

export async function listConversations(
  page: number,
  signal?: AbortSignal,
): Promise<ConversationsPage> {
  const search = new URLSearchParams({ page: String(page), page_size: String(CHAT_PAGE_SIZE) });
  const { data, headers } = await apiRequest<Conversation[]>(
    `/chat/api/conversations/?${search.toString()}`,
    { signal },
  );
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isFinite(total) ? total : data.length };
}

/**
 * The pages in order, each conversation once: live updates move a
 * conversation to the top of the first page, and a page fetched after a new
 * conversation appeared repeats the one pushed down from the page before.
 */
export function flattenConversations(
  data: { pages: readonly ConversationsPage[] } | undefined,
): Conversation[] {
  const seen = new Set<number>();
  const all: Conversation[] = [];
  for (const page of data?.pages ?? []) {
    for (const conversation of page.items) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      all.push(conversation);
    }
  }
  return all;
}

export const conversationsQueryOptions = (email: string | null) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations(email),
    queryFn: ({ pageParam, signal }) => listConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      // A short page is the last one, whatever the header says.
      last.items.length >= CHAT_PAGE_SIZE && flattenConversations({ pages }).length < last.total
        ? lastPage + 1
        : undefined,
  });

export function useConversations() {
  const { isAuthenticated, email } = useSession();
  return useInfiniteQuery({ ...conversationsQueryOptions(email), enabled: isAuthenticated });
}
