/** Queries on conversations, their messages, reads and chat presence. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, users } from '../../db/schema';
import { type MessageRow, presentMessage } from './present';

export const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  side: chatMessages.side,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
};

/** The messages with these ids that still exist, for the live streams (lib/realtime.ts). */
export async function loadMessagesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows: MessageRow[] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(inArray(chatMessages.id, ids));
  return rows.map(presentMessage);
}
