/**
 * An e-mail address belongs to whoever can read it (PRODUCT.md, "Law and
 * trust"). A new account's address, and the new address of a change, count as
 * the account's only once a single-use link mailed to them has been followed;
 * a change needs the current password and leaves the old address in effect
 * until then. Mail to an address not yet proved is counted per recipient
 * (RATE_LIMITS.mailToUnprovenRecipient) and is prepared and sent after the
 * answer, so neither its limit nor its work shows in the response.
 */
import { EMAIL_CONFIRMATION_TTL_MS } from '@huella/shared/constants';
import { accountEmailMessages, authMessages } from '@huella/shared/messages';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Invalid, invalidField, Unauthorized } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../lib/mail';
import { verifyPassword } from '../../lib/passwords';
import type { LoginThrottle } from '../../lib/login-throttle';
import { mayMailUnprovenRecipient } from '../../lib/unproven-recipient';
import { normalizeEmail } from '../../lib/email-address';
import type { RateLimiter } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import { createUsersRepository, USERS_EMAIL_UNIQUE, type UserRow } from '../users';
import {
  addressInUseMail,
  changeRequestedMail,
  confirmEmailMail,
  confirmNewEmailMail,
  emailChangedMail,
  emailConfirmationLink,
  passwordChangedMail,
} from './mails';
import { createAccountEmailRepository } from './repository';

export interface AccountEmailServiceDeps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  config: Config;
  now?: () => Date;
}

type Account = Pick<UserRow, 'id' | 'email' | 'firstName' | 'emailConfirmedAt'>;

export function createAccountEmailService({
  db,
  mailer,
  rateLimiter,
  loginThrottle,
  config,
  now = () => new Date(),
}: AccountEmailServiceDeps) {
  const users = createUsersRepository(db);
  const links = createAccountEmailRepository(db);

  /** False once the address has had its share of unproven mail today. */
  const mayMailUnproven = (email: string) => mayMailUnprovenRecipient(rateLimiter, email);

  /** Stores a new link for `email` and returns its mail; nothing once the recipient's share is spent. */
  async function linkMail(
    userId: number,
    email: string,
    compose: (to: string, url: string) => MailMessage,
  ): Promise<MailMessage | undefined> {
    if (!(await mayMailUnproven(email))) return undefined;
    const token = newSecretToken();
    await links.insertToken({
      tokenHash: hashToken(token),
      userId,
      email,
      expiresAt: new Date(now().getTime() + EMAIL_CONFIRMATION_TTL_MS),
    });
    return compose(email, emailConfirmationLink(config.publicUrl, token));
  }

  /** The owner of `email`, if any, is told someone tried to use it (their name only if proved theirs). */
  async function addressInUse(email: string): Promise<MailMessage | undefined> {
    const owner = await users.findByEmail(email);
    if (!owner || !(await mayMailUnproven(owner.email))) return undefined;
    const name = owner.emailConfirmedAt ? owner.firstName : '';
    return addressInUseMail(owner.email, name, `${config.publicUrl}/login`);
  }

  /**
   * Notices about the account go to its address only once that address is
   * proved to be the account's: before, it may be a stranger's, typed by
   * whoever registered.
   */
  function tellAccount(account: Account, compose: (to: string, name: string) => MailMessage) {
    if (account.emailConfirmedAt)
      mailer.sendInBackground(compose(account.email, account.firstName));
  }

  return {
    /** After a registration: the link to confirm the new account's address. */
    mailNewAccountLink(account: Pick<UserRow, 'id' | 'email'>) {
      mailer.sendInBackground(() => linkMail(account.id, account.email, confirmEmailMail));
    },

    /** After a registration with an address that has an account: its owner is told instead. */
    mailAddressInUse(email: string) {
      mailer.sendInBackground(() => addressInUse(email));
    },

    /** A new link for the signed-in person's unconfirmed address. */
    async resendLink(userId: number): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new Unauthorized();
      if (user.emailConfirmedAt)
        throw new Invalid(
          accountEmailMessages.errors.alreadyConfirmed,
          undefined,
          'already_confirmed',
        );
      await rateLimiter.consume(RATE_LIMITS.emailConfirmationPerUser, String(user.id));
      mailer.sendInBackground(() => linkMail(user.id, user.email, confirmEmailMail));
    },

    /**
     * Asks to move the account to `email`: checks the current password (a
     * wrong one counts as a failed login of the account), records the address
     * as pending, mails it a link and tells the current address. An address
     * that already has an account gets the same answer, and its owner a notice.
     */
    async requestChange(
      userId: number,
      email: string,
      password: string,
      sourceAddress: string,
    ): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new Unauthorized();
      const account = normalizeEmail(user.email);
      await loginThrottle.attempt(account, sourceAddress);
      if (!(await verifyPassword(user.passwordHash, password, { priority: 'low' }))) {
        throw invalidField(
          'current_password',
          accountEmailMessages.errors.wrongPassword,
          'wrong_password',
        );
      }
      await loginThrottle.succeeded(account, sourceAddress);
      if (normalizeEmail(email) === account)
        throw invalidField('email', accountEmailMessages.errors.sameEmail, 'same_email');
      await rateLimiter.consume(RATE_LIMITS.emailConfirmationPerUser, String(user.id));
      await links.setPendingEmail(user.id, email, now());
      mailer.sendInBackground(async () =>
        (await users.findByEmail(email))
          ? addressInUse(email)
          : linkMail(user.id, email, confirmNewEmailMail),
      );
      tellAccount(user, (to, name) => changeRequestedMail(to, name, email, config.infoMailbox));
    },

    /** Follows a link: confirms the account's address, or completes a change of address. */
    async confirm(token: string): Promise<{ detail: string; email: string; changed: boolean }> {
      let result;
      try {
        result = await links.confirm(hashToken(token), now());
      } catch (error) {
        // Another account took the address meanwhile: only its reader sees this.
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE))
          throw new Invalid(authMessages.register.emailTaken, undefined, 'email_taken');
        throw error;
      }
      if (result.outcome === 'invalid')
        throw new Invalid(accountEmailMessages.errors.invalidToken, undefined, 'invalid_token');
      if (result.outcome === 'confirmed')
        return {
          detail: accountEmailMessages.confirmPage.done,
          email: result.user.email,
          changed: false,
        };
      const { user, previous } = result;
      tellAccount({ ...user, ...previous }, (to, name) =>
        emailChangedMail(to, name, user.email, config.infoMailbox),
      );
      return { detail: accountEmailMessages.confirmPage.changed, email: user.email, changed: true };
    },

    /** Announces a new password to the account's address. */
    tellPasswordChanged(account: Account) {
      tellAccount(account, (to, name) => passwordChangedMail(to, name, config.infoMailbox));
    },
  };
}
