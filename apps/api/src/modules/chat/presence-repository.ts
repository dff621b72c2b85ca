/**
 * Who has a chat stream open, in `chat_presence`: one row per user and API
 * process (`instance`) with its number of open streams, kept fresh by a
 * heartbeat. Any process can then tell whether a recipient is connected
 * anywhere before mailing them. Rows of a process that died without cleaning
 * up stop counting once their heartbeat is older than PRESENCE_STALE_SECONDS,
 * and are deleted later by any process's heartbeat.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatPresence } from '../../db/schema';

/** How often each process confirms its rows. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** Three missed heartbeats and a row no longer counts. */
export const PRESENCE_STALE_SECONDS = 90;
/** Rows this old are deleted. */
const PRESENCE_EXPIRED_SECONDS = 600;

export function createPresence(db: Database, instance: string) {
  const fresh = () =>
    gt(chatPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`);

  return {
    /** Counts one more stream of this user here; returns their open streams on every process. */
    async connect(userId: number): Promise<number> {
      await db
        .insert(chatPresence)
        .values({ userId, instance, connections: 1 })
        .onConflictDoUpdate({
          target: [chatPresence.userId, chatPresence.instance],
          set: { connections: sql`${chatPresence.connections} + 1`, seenAt: sql`now()` },
        });
      const [row] = await db
        .select({ open: sql<number>`coalesce(sum(${chatPresence.connections}), 0)::int` })
        .from(chatPresence)
        .where(and(eq(chatPresence.userId, userId), fresh()));
      return row?.open ?? 1;
    },

    async disconnect(userId: number): Promise<void> {
      const where = and(eq(chatPresence.userId, userId), eq(chatPresence.instance, instance));
      await db
        .update(chatPresence)
        .set({ connections: sql`${chatPresence.connections} - 1` })
        .where(where);
      await db.delete(chatPresence).where(and(where, sql`${chatPresence.connections} <= 0`));
    },

    /** Confirms this process's rows and deletes long-dead ones of any process. */
    async heartbeat(): Promise<void> {
      await db
        .update(chatPresence)
        .set({ seenAt: sql`now()` })
        .where(eq(chatPresence.instance, instance));
      await db
        .delete(chatPresence)
        .where(
          lt(chatPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_EXPIRED_SECONDS})`),
        );
    },

    /** Forgets every stream of this process (it is closing). */
    async clear(): Promise<void> {
      await db.delete(chatPresence).where(eq(chatPresence.instance, instance));
    },

    /** Those of these users with no open stream on any process. */
    async absent(userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ userId: chatPresence.userId })
        .from(chatPresence)
        .where(
          and(inArray(chatPresence.userId, userIds), gt(chatPresence.connections, 0), fresh()),
        );
      const present = new Set(rows.map((row) => row.userId));
      return userIds.filter((id) => !present.has(id));
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
