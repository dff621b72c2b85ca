/**
 * Queries on the auth module's own tables: sessions with their refresh tokens,
 * and password reset tokens.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  passwordResetTokens,
  refreshTokens,
  sessions,
  shelterMemberships,
  users,
} from '../../db/schema';

interface NewRefreshToken {
  id: string;
  expiresAt: Date;
}

/** Ends every live session of a user and voids their refresh tokens. */
export async function revokeSessionsOf(tx: Transaction, userId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The user of a live session, as authenticated routes (plugins/auth.ts) need them. */
export async function findSessionIdentity(db: Database, userId: number, sessionId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isStaff: users.isStaff,
      isActive: users.isActive,
      // The shelters the user belongs to, in the same round trip: who may see
      // a shelter's private fields, and whether the user sees the catalogue as a guest does.
      shelterIds: sql<
        number[]
      >`array(select ${shelterMemberships.shelterId} from ${shelterMemberships} where ${shelterMemberships.userId} = ${users.id} order by 1)`,
    })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, userId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row;
}

/** Those of these sessions that have not ended. */
export async function liveSessionIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt)));
  return new Set(rows.map((row) => row.id));
}

export function createAuthRepository(db: Database) {
  return {
    /** A new session (its id is the refresh token family) with its first refresh token. */
    async startSession(sessionId: string, userId: number, first: NewRefreshToken) {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({ id: sessionId, userId });
        await tx.insert(refreshTokens).values({ ...first, familyId: sessionId, userId });
      });
    },

    /**
     * Replaces a refresh token by the next one of its session, in one
     * transaction that locks the session row first: a concurrent rotation or
     * revocation of the same session waits for it, so of two refreshes with one
     * token exactly one rotates, the other finds it rotated and revokes the
     * session, the token the first just minted included. `invalid`: no such
     * live token or session; `reused`: the token had already been rotated.
     */
    async rotateRefreshToken(
      current: { tokenId: string; sessionId: string; userId: number },
      next: NewRefreshToken,
      now: Date,
    ): Promise<'rotated' | 'reused' | 'invalid'> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select({ revokedAt: sessions.revokedAt })
          .from(sessions)
          .where(and(eq(sessions.id, current.sessionId), eq(sessions.userId, current.userId)))
          .for('update');
        if (!session || session.revokedAt) return 'invalid';
        const rotated = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(
            and(
              eq(refreshTokens.id, current.tokenId),
              eq(refreshTokens.familyId, current.sessionId),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (rotated.length === 1) {
          await tx.insert(refreshTokens).values({
            ...next,
            familyId: current.sessionId,
            userId: current.userId,
          });
          return 'rotated';
        }
        const [known] = await tx
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.id, current.tokenId),
              eq(refreshTokens.familyId, current.sessionId),
            ),
          );
        if (!known) return 'invalid';
        await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, current.sessionId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(eq(refreshTokens.familyId, current.sessionId), isNull(refreshTokens.revokedAt)),
          );
        return 'reused';
      });
    },

    /** Ends one session of this user; false when there was no such live session. */
    async revokeSession(sessionId: string, userId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(
            and(
              eq(sessions.id, sessionId),
              eq(sessions.userId, userId),
              isNull(sessions.revokedAt),
            ),
          )
          .returning({ id: sessions.id });
        if (revoked.length === 0) return false;
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
        return true;
      });
    },

    /** Sets a new password and ends every session of the user, in one transaction. */
    async changePassword(userId: number, passwordHash: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await revokeSessionsOf(tx, userId, now);
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
        await revokeSessionsOf(tx, userId, now);
        return true;
      });
    },
  };
}
