/**
 * The one way a conversation comes to exist: found or created for an adopter,
 * a shelter and an animal, safely when two requests race (the unique index
 * decides). Used by "Contactar con el refugio" and by every adoption request.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';

export interface ConversationKey {
  adopterId: number;
  shelterId: number;
  petId: number;
}

/** The conversation's id, and whether this call created it. */
export async function openConversation(
  db: Database,
  key: ConversationKey,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(conversations)
    .values(key)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.adopterId, key.adopterId),
        eq(conversations.shelterId, key.shelterId),
        eq(conversations.petId, key.petId),
      ),
    );
  if (!existing) throw new Error('conversation vanished between insert and select');
  return { id: existing.id, created: false };
}
