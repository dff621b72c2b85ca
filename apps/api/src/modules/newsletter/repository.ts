/** Queries on `newsletter_subscribers` (one row per address, compared case-insensitively). */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { emailEquals } from '../../db/email';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const NEWSLETTER_EMAIL_UNIQUE = 'newsletter_email_lower_unique';

interface PendingConfirmation {
  name: string;
  confirmTokenHash: string;
  confirmExpiresAt: Date;
}

export function createNewsletterRepository(db: Database) {
  const t = newsletterSubscribers;
  return {
    async findByEmail(email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db.select().from(t).where(emailEquals(t.email, email));
      return row;
    },

    async findByConfirmTokenHash(hash: string): Promise<SubscriberRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.confirmTokenHash, hash));
      return row;
    },

    async findByUnsubscribeToken(token: string): Promise<SubscriberRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.unsubscribeToken, token));
      return row;
    },

    /** Throws a unique violation (NEWSLETTER_EMAIL_UNIQUE) when the address is already there. */
    async insertPending(values: PendingConfirmation & { email: string; unsubscribeToken: string }) {
      const [row] = await db
        .insert(t)
        .values({ ...values, status: 'pendiente' })
        .returning();
      return row!;
    },

    /** Back to pending with a new confirmation link (a repeated or renewed sign-up). */
    async renewConfirmation(id: number, values: PendingConfirmation) {
      const [row] = await db
        .update(t)
        .set({ ...values, status: 'pendiente', unsubscribedAt: null })
        .where(eq(t.id, id))
        .returning();
      return row!;
    },

    /** Confirms a pending subscriber; false when it was not pending any more. */
    async confirm(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ status: 'confirmado', confirmedAt: now })
        .where(and(eq(t.id, id), eq(t.status, 'pendiente')))
        .returning({ id: t.id });
      return rows.length === 1;
    },

    async unsubscribe(id: number, now: Date) {
      await db
        .update(t)
        .set({ status: 'baja', unsubscribedAt: now })
        .where(and(eq(t.id, id), sql`${t.status} <> 'baja'`));
    },
  };
}
