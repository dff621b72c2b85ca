/** Queries on the confirmation links of addresses (`email_confirmation_tokens`) and the account's address. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailConfirmationTokens, passwordResetTokens, users } from '../../db/schema';
import { emailEquals } from '../../db/email';
import type { UserRow } from '../users';
import { sameEmail } from '../../lib/email-address';

export type EmailConfirmation =
  | { outcome: 'invalid' }
  | { outcome: 'confirmed'; user: UserRow }
  | { outcome: 'changed'; user: UserRow; previous: Pick<UserRow, 'email' | 'emailConfirmedAt'> };

export function createAccountEmailRepository(db: Database) {
  return {
    async insertToken(values: {
      tokenHash: string;
      userId: number;
      email: string;
      expiresAt: Date;
    }) {
      await db.insert(emailConfirmationTokens).values(values);
    },

    /** Records the address a change is waiting for; links sent for an earlier change stop working. */
    async setPendingEmail(userId: number, email: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ pendingEmail: email, updatedAt: now })
          .where(eq(users.id, userId));
        await tx
          .update(emailConfirmationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailConfirmationTokens.userId, userId),
              isNull(emailConfirmationTokens.usedAt),
              ne(
                sql`lower(${emailConfirmationTokens.email})`,
                sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
              ),
            ),
          );
      });
    },

    /**
     * Follows a link, in one transaction with the account locked: a link for
     * the account's own address confirms it; a link for the address a change
     * is waiting for makes it the account's (confirmed), voids every other link
     * of the account, address and password reset alike, since they went to
     * the old address. Anything else (used, expired, or for a change asked
     * for since) is invalid. Throws a unique violation (USERS_EMAIL_UNIQUE)
     * when the new address has been taken by another account meanwhile.
     */
    async confirm(tokenHash: string, now: Date): Promise<EmailConfirmation> {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(emailConfirmationTokens)
          .where(
            and(
              eq(emailConfirmationTokens.tokenHash, tokenHash),
              isNull(emailConfirmationTokens.usedAt),
              gt(emailConfirmationTokens.expiresAt, now),
            ),
          )
          .for('update');
        if (!link) return { outcome: 'invalid' };
        const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
        if (!user) return { outcome: 'invalid' };
        const voidLinks = (onlyEmail?: string) =>
          tx
            .update(emailConfirmationTokens)
            .set({ usedAt: now })
            .where(
              and(
                eq(emailConfirmationTokens.userId, user.id),
                isNull(emailConfirmationTokens.usedAt),
                onlyEmail === undefined
                  ? undefined
                  : emailEquals(emailConfirmationTokens.email, onlyEmail),
              ),
            );

        if (sameEmail(link.email, user.email)) {
          await voidLinks(link.email);
          const [confirmed] = await tx
            .update(users)
            .set({ emailConfirmedAt: user.emailConfirmedAt ?? now })
            .where(eq(users.id, user.id))
            .returning();
          return { outcome: 'confirmed', user: confirmed! };
        }
        if (!user.pendingEmail || !sameEmail(link.email, user.pendingEmail)) {
          return { outcome: 'invalid' };
        }
        const [changed] = await tx
          .update(users)
          .set({ email: link.email, emailConfirmedAt: now, pendingEmail: null, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        await voidLinks();
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        return {
          outcome: 'changed',
          user: changed!,
          previous: { email: user.email, emailConfirmedAt: user.emailConfirmedAt },
        };
      });
    },
  };
}
