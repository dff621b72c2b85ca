/** Queries on shelter invitations (one row per pending invitation). */
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { MembershipRole } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { shelterInvitations, shelters } from '../../db/schema';
import { emailEquals } from '../../db/email';

export interface InvitationRow {
  id: number;
  shelterId: number;
  shelterName: string;
  email: string;
  role: MembershipRole;
  expiresAt: Date;
  createdAt: Date;
}

const invitationColumns = {
  id: shelterInvitations.id,
  shelterId: shelterInvitations.shelterId,
  shelterName: shelters.name,
  email: shelterInvitations.email,
  role: shelterInvitations.role,
  expiresAt: shelterInvitations.expiresAt,
  createdAt: shelterInvitations.createdAt,
};

const sameAddress = (email: string) => emailEquals(shelterInvitations.email, email);

export function createInvitationsRepository(db: Database) {
  return {
    /** One page of the shelter's pending invitations, newest first. */
    async listPending(
      shelterId: number,
      now: Date,
      page: { limit: number; offset: number },
    ): Promise<{ rows: InvitationRow[]; total: number }> {
      const pending = and(
        eq(shelterInvitations.shelterId, shelterId),
        gt(shelterInvitations.expiresAt, now),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select(invitationColumns)
          .from(shelterInvitations)
          .innerJoin(shelters, eq(shelters.id, shelterInvitations.shelterId))
          .where(pending)
          .orderBy(desc(shelterInvitations.createdAt), desc(shelterInvitations.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(shelterInvitations).where(pending),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Whether the address already has a pending invitation to the shelter. */
    async hasPending(shelterId: number, email: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: shelterInvitations.id })
        .from(shelterInvitations)
        .where(
          and(
            eq(shelterInvitations.shelterId, shelterId),
            sameAddress(email),
            gt(shelterInvitations.expiresAt, now),
          ),
        );
      return Boolean(row);
    },

    /** Forgets the shelter's expired invitations (an address may then be invited again). */
    async deleteExpired(shelterId: number, now: Date): Promise<void> {
      await db
        .delete(shelterInvitations)
        .where(
          and(eq(shelterInvitations.shelterId, shelterId), lte(shelterInvitations.expiresAt, now)),
        );
    },

    /** The new invitation, or undefined when the address was invited meanwhile. */
    async insert(values: {
      shelterId: number;
      email: string;
      role: MembershipRole;
      tokenHash: string;
      invitedBy: number;
      expiresAt: Date;
    }): Promise<{ id: number; createdAt: Date } | undefined> {
      const [row] = await db
        .insert(shelterInvitations)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: shelterInvitations.id, createdAt: shelterInvitations.createdAt });
      return row;
    },

    /** A pending invitation by the hash of its mailed token. */
    async findPendingByToken(tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select(invitationColumns)
        .from(shelterInvitations)
        .innerJoin(shelters, eq(shelters.id, shelterInvitations.shelterId))
        .where(
          and(eq(shelterInvitations.tokenHash, tokenHash), gt(shelterInvitations.expiresAt, now)),
        );
      return row;
    },

    /** Deletes a pending invitation by its token; false when there was none. */
    async deletePendingByToken(tokenHash: string, now: Date): Promise<boolean> {
      const deleted = await db
        .delete(shelterInvitations)
        .where(
          and(eq(shelterInvitations.tokenHash, tokenHash), gt(shelterInvitations.expiresAt, now)),
        )
        .returning({ id: shelterInvitations.id });
      return deleted.length === 1;
    },

    /** Deletes one of the shelter's pending invitations; false when there was none. */
    async deletePending(shelterId: number, id: number, now: Date): Promise<boolean> {
      const deleted = await db
        .delete(shelterInvitations)
        .where(
          and(
            eq(shelterInvitations.id, id),
            eq(shelterInvitations.shelterId, shelterId),
            gt(shelterInvitations.expiresAt, now),
          ),
        )
        .returning({ id: shelterInvitations.id });
      return deleted.length === 1;
    },
  };
}
