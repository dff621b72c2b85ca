/** Chat rows in the API's shapes (packages/shared/src/schemas/chat.ts). */
import type { ChatSide } from '@huella/shared/constants';
import { chatMessages as m } from '@huella/shared/messages';
import type { ChatMessage } from '@huella/shared/schemas/chat';

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  side: ChatSide;
  body: string;
  createdAt: Date;
}

export const personName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender: {
      id: row.senderId,
      // The account is gone (its messages stay, with their side).
      name:
        row.senderId === null ? m.deletedUser : personName(row.senderFirstName, row.senderLastName),
    },
    side: row.side,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}
