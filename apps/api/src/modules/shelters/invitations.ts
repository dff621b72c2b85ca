/**
 * Invitations to join a shelter (PRODUCT.md "Law and trust": joining a shelter
 * is an invitation the person accepts). An administrator (or staff) invites an
 * address; the answer is the same whether an account has that address or not,
 * and shows nothing of any account. The mail carries a single-use token; the
 * holder may decline, and accepts while signed in with the invited address.
 * Invitations expire; administrators cancel pending ones.
 */
import { SHELTER_INVITATION_TTL_DAYS } from '@huella/shared/constants';
import { accountEmailMessages, sheltersMessages } from '@huella/shared/messages';
import type {
  MyShelter,
  ReceivedInvitation,
  ShelterInvitation,
  ShelterInvitationCreate,
} from '@huella/shared/schemas/shelters';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { Forbidden, invalidField, NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import type { RateLimiter } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import type { AuthUser } from '../../plugins/auth';
import { invitationLink, shelterInvitationMail } from './invitation-mails';
import { createInvitationsRepository, type InvitationRow } from './invitations-repository';
import { createUsersRepository } from '../users';
import { createSheltersRepository, withShelterLocked } from './repository';
import { presentMyShelter } from './present';
import { requireAdministrator, shelterNotFound } from './service';
import { normalizeEmail, sameEmail } from '../../lib/email-address';

const sheltersErrors = sheltersMessages.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

const invitationNotFound = () =>
  new NotFound(sheltersErrors.invitationNotFound, 'invitation_not_found');
const otherEmail = (email: string) =>
  new Forbidden(sheltersErrors.invitationOtherEmail(email), 'invitation_other_email');

const notConfirmed = () =>
  new Forbidden(accountEmailMessages.errors.notConfirmed, 'email_not_confirmed');

function present(
  row: Pick<InvitationRow, 'id' | 'email' | 'role' | 'createdAt' | 'expiresAt'>,
): ShelterInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export interface ShelterInvitationsDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  rateLimiter: RateLimiter;
  now?: () => Date;
}

export function createShelterInvitationsService({
  db,
  mailer,
  config,
  rateLimiter,
  now = () => new Date(),
}: ShelterInvitationsDeps) {
  const shelters = createSheltersRepository(db);
  const invitations = createInvitationsRepository(db);
  const users = createUsersRepository(db);

  async function administered(viewer: AuthUser, shelterId: number) {
    const shelter = await shelters.findById(shelterId);
    if (!shelter) throw shelterNotFound();
    await requireAdministrator(shelters, viewer, shelterId);
    return shelter;
  }

  return {
    /** The shelter's pending invitations, for its administrators and staff. */
    async list(
      viewer: AuthUser,
      shelterId: number,
      page: PageRequest,
    ): Promise<{ items: ShelterInvitation[]; total: number }> {
      await administered(viewer, shelterId);
      const { rows, total } = await invitations.listPending(shelterId, now(), page);
      return { items: rows.map(present), total };
    },

    /**
     * Invites an address. Someone already in the shelter (whose address its
     * members see anyway) and an address already invited are clear 400s;
     * otherwise the answer is the invitation, account or not. The mail goes
     * unless that address had its share of unproven mail today.
     */
    async invite(
      viewer: AuthUser,
      shelterId: number,
      input: ShelterInvitationCreate,
    ): Promise<ShelterInvitation> {
      const shelter = await administered(viewer, shelterId);
      const at = now();
      const account = await shelters.findActiveUserByEmail(input.email);
      if (account && (await shelters.isMember(shelterId, account.id))) {
        throw invalidField('email', sheltersErrors.alreadyMember, 'already_member');
      }
      if (await invitations.hasPending(shelterId, input.email, at)) {
        throw invalidField('email', sheltersErrors.alreadyInvited, 'already_invited');
      }
      await rateLimiter.consume(RATE_LIMITS.shelterInvitationsPerShelter, String(shelterId));
      await rateLimiter.consume(RATE_LIMITS.shelterInvitationsPerInviter, String(viewer.id));

      const token = newSecretToken();
      const expiresAt = new Date(at.getTime() + SHELTER_INVITATION_TTL_DAYS * DAY_MS);
      await invitations.deleteExpired(shelterId, at);
      const inserted = await invitations.insert({
        shelterId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: viewer.id,
        expiresAt,
      });
      // The same address invited by two administrators at once: one invitation.
      if (!inserted) throw invalidField('email', sheltersErrors.alreadyInvited, 'already_invited');

      const recipient = normalizeEmail(input.email);
      if (await rateLimiter.tryConsume(RATE_LIMITS.mailToUnprovenRecipient, recipient)) {
        mailer.sendInBackground(
          shelterInvitationMail(
            input.email,
            { shelter: shelter.name, role: input.role },
            invitationLink(config.publicUrl, token),
          ),
        );
      }
      return present({ ...input, ...inserted, expiresAt });
    },

    /** Cancels a pending invitation: its link stops working. */
    async cancel(viewer: AuthUser, shelterId: number, invitationId: number): Promise<void> {
      await administered(viewer, shelterId);
      if (!(await invitations.deletePending(shelterId, invitationId, now()))) {
        throw invitationNotFound();
      }
    },

    /** The invitation page: what the holder of the mailed link was invited to. */
    async lookup(token: string): Promise<ReceivedInvitation> {
      const row = await invitations.findPendingByToken(hashToken(token), now());
      if (!row) throw invitationNotFound();
      return {
        shelter: { id: row.shelterId, name: row.shelterName },
        email: row.email,
        role: row.role,
        expires_at: row.expiresAt.toISOString(),
      };
    },

    /**
     * Accepts, signed in with the invited address: the person joins with the
     * role they were invited with (someone who already belongs keeps theirs).
     */
    async accept(viewer: AuthUser, token: string): Promise<MyShelter> {
      const tokenHash = hashToken(token);
      const row = await invitations.findPendingByToken(tokenHash, now());
      if (!row) throw invitationNotFound();
      if (!sameEmail(row.email, viewer.email)) throw otherEmail(row.email);
      // An address is the account's only once it has been confirmed (issue 12 §2).
      if (!(await users.findById(viewer.id))?.emailConfirmedAt) throw notConfirmed();
      await withShelterLocked(db, row.shelterId, async (locked, tx) => {
        // Cancelled, declined or accepted meanwhile: nothing to accept any more.
        if (!(await createInvitationsRepository(tx).deletePendingByToken(tokenHash, now()))) {
          throw invitationNotFound();
        }
        await locked.addMember(row.shelterId, viewer.id, row.role);
      });
      const mine = await shelters.listForMember(viewer.id);
      const joined = mine.find((shelter) => shelter.id === row.shelterId);
      if (!joined) throw invitationNotFound();
      return presentMyShelter(joined);
    },

    /** Declines: whoever holds the mailed link may, with or without an account. */
    async decline(token: string): Promise<void> {
      if (!(await invitations.deletePendingByToken(hashToken(token), now()))) {
        throw invitationNotFound();
      }
    },
  };
}
