/**
 * GET /chat/api/unread/ → the signed-in user's unread chat messages. The
 * header, Mi cuenta's menu and the chat share one cache entry, which the
 * chat's live stream updates as messages arrive and are read.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatUnread } from '@huella/shared/schemas/chat';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const getChatUnread = (signal?: AbortSignal) =>
  api<ChatUnread>('/chat/api/unread/', { signal });

export const chatUnreadQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: queryKeys.chatUnread(email),
    queryFn: ({ signal }) => getChatUnread(signal),
  });

/** The unread total, 0 while unknown (a badge that cannot load simply does not show). */
export function useChatUnreadTotal(): number {
  const { isAuthenticated, email } = useSession();
  const unread = useQuery({ ...chatUnreadQueryOptions(email), enabled: isAuthenticated });
  return isAuthenticated ? (unread.data?.total ?? 0) : 0;
}
