/**
 * Profiles: the list (everyone for staff, only oneself otherwise), one's own
 * account, updates, the profile photo; and the RGPD rights: a copy of one's data, and deleting
 * the account.
 */
import { accountMessages } from '@huella/shared/messages';
import type { User, UserExport, UserUpdate } from '@huella/shared/schemas/users';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Forbidden, invalidField, NotFound, Unauthorized } from '../../lib/errors';
import { imageRequired } from '../../lib/images';
import type { Mailer } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import { deleteImage, storeImage, type Storage } from '../../lib/storage';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import type { AuthUser } from '../../plugins/auth';
import { emailTaken } from '../auth/service';
import { createFavouritesRepository } from '../favourites/repository';
import { createSheltersRepository } from '../shelters/repository';
import { presentUserExport } from './export';
import { accountDeletedMail } from './mails';
import { createPersonalDataRepository } from './personal-data-repository';
import { presentUser } from './present';
import { createUsersRepository, USERS_EMAIL_UNIQUE, type UserChanges } from './repository';

export interface UsersServiceDeps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  config: Config;
  storage: Storage;
  now?: () => Date;
}

/** The key of the per-account login limit, as the auth service builds it. */
const accountKey = (email: string) => email.trim().toLowerCase();

export function createUsersService({
  db,
  mailer,
  rateLimiter,
  config,
  storage,
  now = () => new Date(),
}: UsersServiceDeps) {
  const users = createUsersRepository(db);
  const personalData = createPersonalDataRepository(db);
  const shelters = createSheltersRepository(db);
  const favourites = createFavouritesRepository(db);

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
      const row = await users.findById(viewer.id);
      if (!row) throw new Unauthorized();
      return presentUser(row, await favourites.idsOf(row.id));
    },

    /** A user edits their own account; staff may edit anyone's. */
    async update(viewer: AuthUser, userId: number, input: UserUpdate): Promise<User> {
      if (userId !== viewer.id && !viewer.isStaff) throw new Forbidden();
      const changes: UserChanges = {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
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
      const other = await users.findByEmail(input.email);
      if (other && other.id !== userId) throw emailTaken();
      try {
        const row = await users.update(userId, changes);
        if (!row) throw new NotFound();
        return presentUser(row, await favourites.idsOf(row.id));
      } catch (error) {
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken();
        throw error;
      }
    },

    /** Everything kept about the caller's account, and nothing about anyone else. */
    async exportData(viewer: AuthUser): Promise<UserExport> {
      const user = await users.findById(viewer.id);
      if (!user) throw new Unauthorized();
      const generatedAt = now();
      const [
        memberships,
        newsletter,
        contactMessages,
        favouritePets,
        reports,
        adoptionRequests,
        chatMessages,
        activeSessions,
      ] = await Promise.all([
        shelters.listForMember(user.id),
        personalData.findNewsletterSubscription(user.email),
        personalData.listContactMessages(user.id, user.email),
        personalData.listFavourites(user.id),
        personalData.listReports(user.id),
        personalData.listAdoptionRequests(user.id),
        personalData.listChatMessages(user.id),
        personalData.countActiveSessions(user.id, generatedAt),
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
        activeSessions,
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
      const stored = await storeImage(storage, image, { prefix: 'avatars', owner: viewer.id });
      let replaced: Awaited<ReturnType<typeof users.replaceAvatar>>;
      try {
        replaced = await users.replaceAvatar(viewer.id, stored.key);
      } catch (error) {
        await deleteImage(storage, stored.key);
        throw error;
      }
      if (!replaced) {
        await deleteImage(storage, stored.key);
        throw new Unauthorized();
      }
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return presentUser(replaced.row, await favourites.idsOf(viewer.id));
    },

    /** Removes the profile photo and its files. */
    async removeAvatar(viewer: AuthUser): Promise<User> {
      const replaced = await users.replaceAvatar(viewer.id, null);
      if (!replaced) throw new Unauthorized();
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return presentUser(replaced.row, await favourites.idsOf(viewer.id));
    },

    async deleteAccount(viewer: AuthUser, password: string): Promise<void> {
      const user = await users.findById(viewer.id);
      if (!user) throw new Unauthorized();
      const account = accountKey(user.email);
      await rateLimiter.check(RATE_LIMITS.loginFailuresPerAccount, account);
      if (!(await verifyPassword(user.passwordHash, password, { priority: 'low' }))) {
        await rateLimiter.record(RATE_LIMITS.loginFailuresPerAccount, account);
        throw invalidField('password', accountMessages.dataRights.wrongPassword, 'wrong_password');
      }
      // Deleted meanwhile by another request: this session is no longer valid either.
      if (!(await personalData.eraseAccount(user.id, user.email))) throw new Unauthorized();
      if (user.avatar) await deleteImage(storage, user.avatar);
      // Whoever registers this address again starts without the old failures.
      await rateLimiter.reset(RATE_LIMITS.loginFailuresPerAccount, account);
      mailer.sendInBackground(accountDeletedMail(user.email, user.firstName, config.infoMailbox));
    },
  };
}
