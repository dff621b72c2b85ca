/** What each live event changes in the caches (see api/chat-cache.ts). */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatStreamEvent, Conversation } from '@huella/shared/schemas/chat';
import { queryKeys } from '../../../lib/query-keys';
import { recordMessage, recordRequestChange } from '../api/chat-cache';
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
      const detail = client.getQueryData<Conversation>(
        chatKeys.conversation(email, event.conversation_id),
      );
      // The other side reading changes nothing the reader sees. Our own side
      // (another tab, or a fellow shelter member) may have cleared badges:
      // the server knows by how much.
      if (detail && detail.role !== event.side) return;
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
