/** Queries on the auth module's own tables: refresh tokens (sessions) and password reset tokens. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    async insertRefreshToken(values: {
      id: string;
      familyId: string;
      userId: number;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(id: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row;
    },

    /** Marks a live token as rotated; false when it already was (or was revoked): only one caller wins. */
    async markRefreshTokenRotated(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Sets a new password and ends every session of the user, in one transaction. */
    async changePassword(userId: number, passwordHash: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      });
    },

    async insertPasswordResetToken(values: { tokenHash: string; userId: number; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values);
    },

    /** The user of an unused, unexpired reset token. */
    async findUsablePasswordResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /**
     * In one transaction: uses the token (false if someone else just did), sets
     * the new password, confirms the address the link was mailed to, voids the
     * user's other reset links and ends every session.
     */
    async resetPassword(
      tokenId: number,
      userId: number,
      passwordHash: string,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (used.length === 0) return false;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        // The link was mailed to the account's address: following it proves the address.
        await tx
          .update(users)
          .set({ emailConfirmedAt: now })
          .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
        return true;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
