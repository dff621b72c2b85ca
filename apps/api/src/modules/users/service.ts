/**
 * Profiles: the list (everyone for staff, only oneself otherwise), one's own
 * account, updates, the profile photo; and the RGPD rights: a copy of one's data, and deleting
 * the account.
 */
import { accountEmailMessages, accountMessages } from '@huella/shared/messages';
import type { User, UserExport, UserPreferences, UserUpdate } from '@huella/shared/schemas/users';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { Forbidden, invalidField, NotFound, Unauthorized } from '../../lib/errors';
import { imageRequired } from '../../lib/images';
import type { Mailer } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { LoginThrottle } from '../../lib/login-throttle';
import type { Realtime } from '../../lib/realtime';
import { deleteImage, replaceImage, type Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { IdentityCache } from '../../plugins/identity-cache';
import { createFavouritesRepository } from '../favourites';
import { exportOrdersOf } from '../orders';
import { createQuestionnaireRepository, presentQuestionnaire } from '../questionnaire';
import { createSheltersRepository } from '../shelters';
import { presentUserExport } from './export';
import { mayMailUnprovenRecipient } from '../../lib/unproven-recipient';
import { accountDeletedMail } from './mails';
import { createPersonalDataRepository } from './personal-data-repository';
import { presentUser } from './present';
import { createUsersRepository, type UserChanges } from './repository';
import { normalizeEmail, sameEmail } from '../../lib/email-address';

export interface UsersServiceDeps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  realtime: Realtime;
  config: Config;
  storage: Storage;
  /** Its `me` answers are forgotten by the writes here, before they answer. */
  identityCache: Pick<IdentityCache, 'answers'>;
  now?: () => Date;
}

export function createUsersService({
  db,
  mailer,
  rateLimiter,
  loginThrottle,
  realtime,
  config,
  storage,
  identityCache,
  now = () => new Date(),
}: UsersServiceDeps) {
  const users = createUsersRepository(db);
  const personalData = createPersonalDataRepository(db);
  const shelters = createSheltersRepository(db);
  const favourites = createFavouritesRepository(db);
  /** After a change to an account, before its answer: the next `me` reads it again. */
  const changed = (userId: number) => identityCache.answers.evict([userId]);

  return {
    /** Staff see every account; anyone else a one-item list with their own. */
    async list(viewer: AuthUser, page: PageRequest): Promise<{ items: User[]; total: number }> {
      if (viewer.isStaff) {
        const { rows, total } = await users.list(page);
        const ids = await favourites.idsOfUsers(rows.map((row) => row.id));
        return { items: rows.map((row) => presentUser(row, ids.get(row.id))), total };
      }
      const own = await users.findById(viewer.id);
      if (!own) throw new Unauthorized();
      if (page.offset > 0) return { items: [], total: 1 };
      return { items: [presentUser(own, await favourites.idsOf(own.id))], total: 1 };
    },

    async me(viewer: AuthUser): Promise<User> {
      const found = await users.findWithFavourites(viewer.id);
      if (!found) throw new Unauthorized();
      return presentUser(found.user, found.favourites);
    },

    /**
     * A user edits their own account; staff may edit anyone's. The address is
     * not edited here: a new one needs the password and a confirmation from
     * its mailbox (account-email module), so only the current one is accepted.
     */
    async update(viewer: AuthUser, userId: number, input: UserUpdate): Promise<User> {
      if (userId !== viewer.id && !viewer.isStaff) throw new Forbidden();
      const current = await users.findById(userId);
      if (!current) throw new NotFound();
      if (input.email !== undefined && !sameEmail(input.email, current.email))
        throw invalidField(
          'email',
          accountEmailMessages.errors.changeNeedsPassword,
          'email_change_needs_password',
        );
      const changes: UserChanges = {
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        address: input.address,
        postcode: input.postcode,
        city: input.city,
        country: input.country,
        web: input.web,
        instagram: input.instagram,
        facebook: input.facebook,
      };
      // Fields left out of the request keep their value.
      for (const key of Object.keys(changes) as (keyof UserChanges)[]) {
        if (changes[key] === undefined) delete changes[key];
      }
      const row = await users.update(userId, changes);
      changed(userId);
      if (!row) throw new NotFound();
      return presentUser(row, await favourites.idsOf(row.id));
    },

    /** The caller's preferences (PATCH): only their own, only the fields sent. */
    async updatePreferences(viewer: AuthUser, input: UserPreferences): Promise<User> {
      const row = await users.update(viewer.id, {
        favouriteUpdateMails: input.favourite_update_mails,
      });
      changed(viewer.id);
      if (!row) throw new Unauthorized();
      return presentUser(row, await favourites.idsOf(row.id));
    },

    /**
     * Everything kept about the caller's account, and nothing about anyone
     * else: what was sent without an account (newsletter, contact messages) is
     * matched by the address only once the address is proved to be theirs.
     */
    async exportData(viewer: AuthUser): Promise<UserExport> {
      const user = await users.findById(viewer.id);
      if (!user) throw new Unauthorized();
      const ownEmail = user.emailConfirmedAt ? user.email : null;
      const generatedAt = now();
      const [
        memberships,
        newsletter,
        contactMessages,
        favouritePets,
        reports,
        adoptionRequests,
        chatMessages,
        blogComments,
        activeSessions,
        savedSearches,
        questionnaire,
        orders,
      ] = await Promise.all([
        shelters.listForMember(user.id),
        ownEmail ? personalData.findNewsletterSubscription(ownEmail) : undefined,
        personalData.listContactMessages(user.id, ownEmail),
        personalData.listFavourites(user.id),
        personalData.listReports(user.id),
        personalData.listAdoptionRequests(user.id),
        personalData.listChatMessages(user.id),
        personalData.listBlogComments(user.id, ownEmail),
        personalData.countActiveSessions(user.id, generatedAt),
        personalData.listSavedSearches(user.id),
        createQuestionnaireRepository(db).find(user.id),
        exportOrdersOf(db, user.id),
      ]);
      const adoptionRequestEvents = await personalData.listAdoptionRequestEvents(
        adoptionRequests.map((request) => request.id),
      );
      return presentUserExport({
        user,
        shelters: memberships,
        newsletter,
        contactMessages,
        favourites: favouritePets,
        reports,
        adoptionRequests,
        adoptionRequestEvents,
        chatMessages,
        blogComments,
        activeSessions,
        savedSearches,
        questionnaire: questionnaire ? presentQuestionnaire(questionnaire) : null,
        orders,
        generatedAt,
      });
    },

    /**
     * Deletes the caller's account once they type their password again. A wrong
     * password counts as a failed login of the account, so a stolen session
     * cannot be used to guess it. The goodbye mail goes out in the background.
     */
    /**
     * Puts a new profile photo through the image pipeline and in place of the
     * old one, whose files go once the new one is saved.
     */
    async setAvatar(viewer: AuthUser, image: Buffer | undefined): Promise<User> {
      if (!image) throw imageRequired();
      const row = await replaceImage(
        storage,
        image,
        { prefix: 'avatars', owner: viewer.id },
        (key) => users.replaceAvatar(viewer.id, key),
        () => new Unauthorized(),
      );
      changed(viewer.id);
      return presentUser(row, await favourites.idsOf(viewer.id));
    },

    /** Removes the profile photo and its files. */
    async removeAvatar(viewer: AuthUser): Promise<User> {
      const replaced = await users.replaceAvatar(viewer.id, null);
      changed(viewer.id);
      if (!replaced) throw new Unauthorized();
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return presentUser(replaced.row, await favourites.idsOf(viewer.id));
    },

    async deleteAccount(viewer: AuthUser, password: string, address: string): Promise<void> {
      const user = await users.findById(viewer.id);
      if (!user) throw new Unauthorized();
      const account = normalizeEmail(user.email);
      await loginThrottle.attempt(account, address);
      if (!(await verifyPassword(user.passwordHash, password, { priority: 'low' }))) {
        throw invalidField('password', accountMessages.dataRights.wrongPassword, 'wrong_password');
      }
      // Deleted meanwhile by another request: this session is no longer valid either.
      const ownEmail = user.emailConfirmedAt ? user.email : null;
      if (!(await personalData.eraseAccount(user.id, ownEmail))) throw new Unauthorized();
      // Its sessions went with it: open chat streams close on every process.
      await realtime.endSessions([user.id]);
      if (user.avatar) await deleteImage(storage, user.avatar);
      // Whoever registers this address again starts without the old attempts.
      await loginThrottle.forgetAccount(account);
      // An address never confirmed may be a stranger's: no typed name, and the
      // goodbye counts against its allowance of unproven mail.
      mailer.sendInBackground(async () =>
        user.emailConfirmedAt
          ? accountDeletedMail(user.email, user.firstName, config.infoMailbox)
          : (await mayMailUnprovenRecipient(rateLimiter, user.email))
            ? accountDeletedMail(user.email, '', config.infoMailbox)
            : undefined,
      );
    },
  };
}
