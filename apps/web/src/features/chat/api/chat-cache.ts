/**
 * How a new message, a read or a request change reaches every chat cache at
 * once: the open conversation's messages (each message once, whether it came
 * from our own POST, the live stream or a replay after a reconnect), the
 * conversation list (moved to the top), the conversation itself and the
 * unread badges. Used by the stream and by sending.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AdoptionRequestState, ChatSide } from '@huella/shared/constants';
import type { ChatMessage, ChatUnread, Conversation } from '@huella/shared/schemas/chat';
import { queryKeys } from '../../../lib/query-keys';
import { chatKeys } from './keys';
import type { ConversationsData } from './list-conversations';
import type { MessagesData } from './list-messages';

/** A conversation as the caches know it (its detail, else its row in the list). */
export function findConversation(
  client: QueryClient,
  email: string | null,
  id: number,
): Conversation | undefined {
  const detail = client.getQueryData<Conversation>(chatKeys.conversation(email, id));
  if (detail) return detail;
  const list = client.getQueryData<ConversationsData>(chatKeys.conversations(email));
  for (const page of list?.pages ?? []) {
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Adds the message to the loaded messages unless it is there already; says whether it was new. */
function addToMessages(client: QueryClient, email: string | null, message: ChatMessage): boolean {
  const key = chatKeys.messages(email, message.conversation_id);
  const data = client.getQueryData<MessagesData>(key);
  if (!data || data.pages.length === 0) return true;
  if (data.pages.some((page) => page.messages.some((item) => item.id === message.id))) return false;
  // The first page is the latest one: the message goes at its end.
  const [latest, ...older] = data.pages;
  client.setQueryData<MessagesData>(key, {
    ...data,
    pages: [{ ...latest!, messages: [...latest!.messages, message] }, ...older],
  });
  return true;
}

/** The conversation after `message`, or undefined if it already knew it. */
function withMessage(
  conversation: Conversation,
  message: ChatMessage,
  fromOtherSide: boolean,
): Conversation | undefined {
  if (conversation.last_message && conversation.last_message.id >= message.id) return undefined;
  return {
    ...conversation,
    last_message: message,
    updated_at: message.created_at,
    unread: conversation.unread + (fromOtherSide ? 1 : 0),
  };
}

/**
 * Records a message everywhere. One already known (the stream's copy of our
 * own POST, or a replay after a reconnect) changes nothing, so the unread
 * badges never count a message twice.
 */
export function recordMessage(
  client: QueryClient,
  email: string | null,
  message: ChatMessage,
): void {
  const known = findConversation(client, email, message.conversation_id);
  const role: ChatSide | undefined = known?.role;
  const fromOtherSide = role !== undefined && message.side !== role;
  const wasNewInMessages = addToMessages(client, email, message);

  let isNew = wasNewInMessages;
  const detailKey = chatKeys.conversation(email, message.conversation_id);
  const detail = client.getQueryData<Conversation>(detailKey);
  if (detail) {
    const next = withMessage(detail, message, fromOtherSide);
    if (next) client.setQueryData(detailKey, next);
    else isNew = false;
  }

  const listKey = chatKeys.conversations(email);
  const list = client.getQueryData<ConversationsData>(listKey);
  const inList = list?.pages
    .flatMap((page) => page.items)
    .find((item) => item.id === message.conversation_id);
  if (list && inList) {
    const next = withMessage(inList, message, fromOtherSide);
    if (next) {
      // Newest activity first: the conversation moves to the top of the first page.
      const pages = list.pages.map((page, index) => ({
        ...page,
        items: [
          ...(index === 0 ? [next] : []),
          ...page.items.filter((item) => item.id !== message.conversation_id),
        ],
      }));
      client.setQueryData<ConversationsData>(listKey, { ...list, pages });
    } else {
      isNew = false;
    }
  } else if (list) {
    // A new conversation, or one beyond the pages loaded: the server knows its place.
    void client.invalidateQueries({ queryKey: listKey });
  }

  if (!isNew) return;
  const unreadKey = queryKeys.chatUnread(email);
  if (role === undefined) {
    void client.invalidateQueries({ queryKey: unreadKey });
  } else if (fromOtherSide) {
    client.setQueryData<ChatUnread>(unreadKey, (unread) =>
      unread
        ? {
            total: unread.total + 1,
            conversations: unread.conversations + (known && known.unread === 0 ? 1 : 0),
          }
        : unread,
    );
  }
}

/** The reader has read a conversation: its badge goes, and the totals are the server's. */
export function recordOwnRead(
  client: QueryClient,
  email: string | null,
  conversationId: number,
  unread: ChatUnread,
): void {
  client.setQueryData(queryKeys.chatUnread(email), unread);
  const clear = (conversation: Conversation) =>
    conversation.id === conversationId ? { ...conversation, unread: 0 } : conversation;
  client.setQueryData<Conversation>(chatKeys.conversation(email, conversationId), (detail) =>
    detail ? clear(detail) : detail,
  );
  client.setQueryData<ConversationsData>(chatKeys.conversations(email), (list) =>
    list
      ? { ...list, pages: list.pages.map((page) => ({ ...page, items: page.items.map(clear) })) }
      : list,
  );
}

/** An adoption request changed: its state in the conversation's header, and every request screen. */
export function recordRequestChange(
  client: QueryClient,
  email: string | null,
  change: { conversation_id: number; request_id: number; state: AdoptionRequestState },
): void {
  client.setQueryData<Conversation>(
    chatKeys.conversation(email, change.conversation_id),
    (detail) =>
      detail ? { ...detail, request: { id: change.request_id, state: change.state } } : detail,
  );
  void client.invalidateQueries({ queryKey: queryKeys.adoptionRequests });
  void client.invalidateQueries({ queryKey: chatKeys.conversations(email) });
}

/**
 * After a reconnection: messages missed meanwhile are replayed by the server
 * (Last-Event-ID), but lists, badges and reads are refetched. Without a
 * message id to resume from, the open conversations are refetched as well.
 */
export function refreshAfterGap(client: QueryClient, email: string | null, resumed: boolean): void {
  void client.invalidateQueries({ queryKey: chatKeys.conversations(email) });
  void client.invalidateQueries({ queryKey: queryKeys.chatUnread(email) });
  void client.invalidateQueries({ queryKey: chatKeys.everyConversation(email) });
  if (!resumed)
    void client.invalidateQueries({ queryKey: chatKeys.everyConversationMessages(email) });
}
