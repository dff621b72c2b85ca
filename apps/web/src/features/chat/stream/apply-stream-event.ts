/** What each live event changes in the caches (see api/chat-cache.ts). */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatStreamEvent } from '@huella/shared/schemas/chat';
import { queryKeys } from '../../../lib/query-keys';
import { findConversation, recordMessage, recordRequestChange } from '../api/chat-cache';
import { chatKeys } from '../api/keys';

export function applyStreamEvent(
  client: QueryClient,
  email: string | null,
  event: ChatStreamEvent,
): void {
  switch (event.type) {
    case 'message':
      recordMessage(client, email, event.message);
      return;
    case 'read': {
      const known = findConversation(client, email, event.conversation_id);
      // The other side reading changes nothing the reader sees, and a read this
      // tab made itself has already set its badges from the server's answer.
      if (known && (known.role !== event.side || known.unread === 0)) return;
      // Another tab of the reader (or a fellow shelter member) read it: the
      // server knows what is left.
      void client.invalidateQueries({ queryKey: queryKeys.chatUnread(email) });
      void client.invalidateQueries({ queryKey: chatKeys.conversations(email) });
      void client.invalidateQueries({
        queryKey: chatKeys.conversation(email, event.conversation_id),
      });
      return;
    }
    case 'request':
      recordRequestChange(client, email, event);
      return;
  }
}
