import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { chatKeys } from '../api/keys';
import { flattenConversations, type ConversationsData } from '../api/list-conversations';
import { flattenMessages, type MessagesData } from '../api/list-messages';
import { makeConversation, makeMessage } from '../chat-test-api';
import { applyStreamEvent } from './apply-stream-event';

const email = 'ana@example.com';

function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const first = makeConversation({ id: 1 });
  const second = makeConversation({ id: 2, unread: 0 });
  client.setQueryData<ConversationsData>(chatKeys.conversations(email), {
    pages: [{ items: [first, second], total: 2 }],
    pageParams: [1],
  });
  client.setQueryData(chatKeys.conversation(email, 2), second);
  client.setQueryData<MessagesData>(chatKeys.messages(email, 2), {
    pages: [{ messages: [makeMessage({ id: 20, conversation_id: 2 })], isFirst: true }],
    pageParams: [null],
  });
  client.setQueryData(queryKeys.chatUnread(email), { total: 4, conversations: 1 });
  return client;
}

describe('live events in the caches', () => {
  it('a message from the other side appears once, moves its conversation up and counts as unread once', () => {
    const client = seededClient();
    const message = makeMessage({ id: 21, conversation_id: 2, side: 'refugio', body: 'Nuevo' });

    applyStreamEvent(client, email, { type: 'message', message });
    // The same message again (a replay after reconnecting).
    applyStreamEvent(client, email, { type: 'message', message });

    const messages = flattenMessages(client.getQueryData(chatKeys.messages(email, 2)));
    expect(messages.map((item) => item.id)).toEqual([20, 21]);
    const list = flattenConversations(client.getQueryData(chatKeys.conversations(email)));
    expect(list.map((item) => item.id)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ unread: 1, last_message: { body: 'Nuevo' } });
    expect(client.getQueryData(chatKeys.conversation(email, 2))).toMatchObject({ unread: 1 });
    expect(client.getQueryData(queryKeys.chatUnread(email))).toEqual({
      total: 5,
      conversations: 2,
    });
  });

  it("the reader's own message (sent from another tab) is shown but never unread", () => {
    const client = seededClient();
    const own = makeMessage({ id: 22, conversation_id: 2, side: 'adoptante', body: 'Mío' });

    applyStreamEvent(client, email, { type: 'message', message: own });

    expect(flattenMessages(client.getQueryData(chatKeys.messages(email, 2))).at(-1)?.body).toBe(
      'Mío',
    );
    expect(client.getQueryData(queryKeys.chatUnread(email))).toEqual({
      total: 4,
      conversations: 1,
    });
  });

  it('a message of an unknown conversation refetches the list and the badges', () => {
    const client = seededClient();
    applyStreamEvent(client, email, {
      type: 'message',
      message: makeMessage({ id: 90, conversation_id: 9 }),
    });
    expect(client.getQueryState(chatKeys.conversations(email))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.chatUnread(email))?.isInvalidated).toBe(true);
  });

  it('a request change updates the conversation and refreshes every adoption request query', () => {
    const client = seededClient();
    client.setQueryData(['adoption-requests', 'mine', email, 'all'], []);
    client.setQueryData(['adoption-requests', 'detail', 5], {});

    applyStreamEvent(client, email, {
      type: 'request',
      request_id: 5,
      state: 'aceptada',
      conversation_id: 2,
    });

    expect(client.getQueryData(chatKeys.conversation(email, 2))).toMatchObject({
      request: { id: 5, state: 'aceptada' },
    });
    expect(client.getQueryState(['adoption-requests', 'mine', email, 'all'])?.isInvalidated).toBe(
      true,
    );
    expect(client.getQueryState(['adoption-requests', 'detail', 5])?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.conversations(email))?.isInvalidated).toBe(true);
  });

  it("a read on the reader's side elsewhere refreshes the badges; the other side's read does not", () => {
    const client = seededClient();
    client.setQueryData(chatKeys.conversation(email, 2), makeConversation({ id: 2, unread: 2 }));
    applyStreamEvent(client, email, {
      type: 'read',
      conversation_id: 2,
      side: 'refugio',
      last_read_message_id: 20,
    });
    expect(client.getQueryState(queryKeys.chatUnread(email))?.isInvalidated).toBe(false);

    applyStreamEvent(client, email, {
      type: 'read',
      conversation_id: 2,
      side: 'adoptante',
      last_read_message_id: 20,
    });
    expect(client.getQueryState(queryKeys.chatUnread(email))?.isInvalidated).toBe(true);
  });

  it('the echo of a read this tab made (nothing unread left) refetches nothing', () => {
    const client = seededClient();
    applyStreamEvent(client, email, {
      type: 'read',
      conversation_id: 2,
      side: 'adoptante',
      last_read_message_id: 20,
    });
    expect(client.getQueryState(queryKeys.chatUnread(email))?.isInvalidated).toBe(false);
    expect(client.getQueryState(chatKeys.conversations(email))?.isInvalidated).toBe(false);
  });
});
