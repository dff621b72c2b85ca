/**
 * Accounts and sessions: registration, login, refresh-token rotation, logout,
 * password change and password reset by email.
 *
 * A session is a family of refresh tokens: login starts one, each refresh
 * rotates the token inside it, and presenting a token that was already rotated
 * means it was copied, so the whole family is revoked (OWASP ASVS V3). Access
 * tokens name their session, so a session that ends refuses them at once, and
 * its open chat streams close on every process.
 *
 * Password attempts go through the login throttle (lib/login-throttle.ts),
 * counted before the password is verified, per account and source address.
 */
import { moderationMessages } from '@huella/shared/messages/moderation';
import { PASSWORD_RESET_TTL_MS } from '@huella/shared/constants';
import { authMessages } from '@huella/shared/messages';
import type { LoginRequest, RegisterRequest, TokenPair } from '@huella/shared/schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { Invalid, invalidField, Unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { LoginThrottle } from '../../lib/login-throttle';
import type { RateLimiter } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import type { Realtime } from '../../lib/realtime';
import type { TokenSigner } from '../../lib/tokens';
import type { IdentityCache } from '../../plugins/identity-cache';
import { mayMailUnprovenRecipient } from '../../lib/unproven-recipient';
import { createAccountEmailService } from '../account-email';
import { createUsersRepository } from '../users';
import { passwordResetLink, passwordResetMail } from './mails';
import { createAuthRepository, findSessionIdentity } from './repository';
import { normalizeEmail } from '../../lib/email-address';

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenSigner;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  realtime: Realtime;
  config: Config;
  /** A new session's identity is kept at once: its first request asks the database nothing. */
  identityCache: Pick<IdentityCache, 'sessions'>;
  now?: () => Date;
}

export function createAuthService({
  db,
  tokens,
  mailer,
  rateLimiter,
  loginThrottle,
  realtime,
  config,
  identityCache,
  now = () => new Date(),
}: AuthServiceDeps) {
  const users = createUsersRepository(db);
  const auth = createAuthRepository(db);
  const accountEmail = createAccountEmailService({
    db,
    mailer,
    rateLimiter,
    loginThrottle,
    config,
    now,
  });
  const sessionExpired = () =>
    new Unauthorized(authMessages.session.refreshInvalid, 'invalid_token');

  async function startSession(userId: number): Promise<TokenPair> {
    const refresh = await tokens.signRefresh(userId);
    await auth.startSession(refresh.familyId, userId, {
      id: refresh.tokenId,
      expiresAt: refresh.expiresAt,
    });
    const { sessions } = identityCache;
    const ticket = sessions.ticket();
    const identity = await findSessionIdentity(db, userId, refresh.familyId);
    if (identity?.isActive) {
      const { id, email, isStaff, shelterIds } = identity;
      sessions.set(userId, refresh.familyId, { id, email, isStaff, shelterIds }, ticket);
    }
    return { access: await tokens.signAccess(userId, refresh.familyId), refresh: refresh.token };
  }

  return {
    /**
     * Creates the account, unconfirmed, and mails its address a confirmation
     * link. An address that already has an account gets the same answer after
     * the same work (the password hashed, one insert tried) and its owner a
     * notice instead, so the answer never tells whether someone is registered.
     */
    async register(input: RegisterRequest): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const row = await users.insertUnlessEmailTaken({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
      });
      if (row) accountEmail.mailNewAccountLink(row);
      else accountEmail.mailAddressInUse(input.email);
    },

    /** Same answer, and about the same time, whether the email is unknown or the password wrong. */
    /** `signal`: aborted when the client hangs up (its verification then never runs). */
    async login(
      input: Pick<LoginRequest, 'email' | 'password'>,
      address: string,
      signal?: AbortSignal,
    ): Promise<TokenPair> {
      const account = normalizeEmail(input.email);
      // Counted before the (slow) verification: attempts sent at once are not all evaluated.
      await loginThrottle.attempt(account, address);
      const user = await users.findByEmail(account);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password, { signal })
        : await verifyAgainstDummy(input.password, signal);
      if (!user || !valid) {
        throw new Unauthorized(authMessages.login.badCredentials, 'invalid_credentials');
      }
      // Only someone who knows the password learns that staff deactivated the account.
      if (!user.isActive) {
        throw new Unauthorized(moderationMessages.errors.accountDeactivated, 'account_deactivated');
      }
      await loginThrottle.succeeded(account, address);
      return startSession(user.id);
    },

    async refresh(token: string): Promise<TokenPair> {
      const claims = await tokens.verifyRefresh(token, authMessages.session.refreshInvalid);
      const next = await tokens.signRefresh(claims.userId, claims.familyId);
      const outcome = await auth.rotateRefreshToken(
        { tokenId: claims.tokenId, sessionId: claims.familyId, userId: claims.userId },
        { id: next.tokenId, expiresAt: next.expiresAt },
        now(),
      );
      if (outcome === 'invalid') throw sessionExpired();
      if (outcome === 'reused') {
        await realtime.endSessions([claims.userId]);
        throw new Unauthorized(authMessages.session.tokenReused, 'token_reused');
      }
      const user = await users.findById(claims.userId);
      if (!user?.isActive) {
        await auth.revokeSession(claims.familyId, claims.userId, now());
        await realtime.endSessions([claims.userId]);
        throw sessionExpired();
      }
      return { access: await tokens.signAccess(user.id, claims.familyId), refresh: next.token };
    },

    /** Ends the session the refresh token belongs to (every token of its family) everywhere. */
    async logout(token: string): Promise<void> {
      const claims = await tokens.verifyRefresh(token, authMessages.session.refreshInvalid);
      if (await auth.revokeSession(claims.familyId, claims.userId, now())) {
        await realtime.endSessions([claims.userId]);
      }
    },

    /** Checks the current password, sets the new one, ends every session and starts a fresh one. */
    async changePassword(
      userId: number,
      currentPassword: string,
      newPassword: string,
      address: string,
    ): Promise<TokenPair> {
      const user = await users.findById(userId);
      if (!user) throw new Unauthorized();
      const account = normalizeEmail(user.email);
      await loginThrottle.attempt(account, address);
      if (!(await verifyPassword(user.passwordHash, currentPassword, { priority: 'low' }))) {
        throw invalidField(
          'current_password',
          authMessages.changePassword.wrongCurrent,
          'wrong_password',
        );
      }
      await loginThrottle.succeeded(account, address);
      await auth.changePassword(user.id, await hashPassword(newPassword), now());
      await realtime.endSessions([user.id]);
      accountEmail.tellPasswordChanged(user);
      return startSession(user.id);
    },

    /**
     * Mails a single-use link valid for PASSWORD_RESET_TTL_MS when the account
     * exists. The caller answers the same in every case, and everything that
     * depends on the account (finding it, storing the link, the mail) happens
     * after the answer, so the response time does not tell either.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const account = normalizeEmail(email);
      await rateLimiter.consume(RATE_LIMITS.passwordResetPerAccount, account);
      mailer.sendInBackground(async () => {
        const user = await users.findByEmail(account);
        if (!user?.isActive) return undefined;
        // An unconfirmed address may be a stranger's: its reset mails share the unproven allowance.
        if (!user.emailConfirmedAt && !(await mayMailUnprovenRecipient(rateLimiter, user.email)))
          return undefined;
        const token = newSecretToken();
        await auth.insertPasswordResetToken({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MS),
        });
        // Before the address is proved the account's, the greeting carries no name typed at registration.
        const name = user.emailConfirmedAt ? user.firstName : '';
        return passwordResetMail(user.email, name, passwordResetLink(config.publicUrl, token));
      });
    },

    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const invalidToken = () =>
        new Invalid(authMessages.reset.invalidToken, undefined, 'invalid_token');
      const usable = await auth.findUsablePasswordResetToken(hashToken(token), now());
      if (!usable) throw invalidToken();
      const passwordHash = await hashPassword(password);
      if (!(await auth.resetPassword(usable.id, usable.userId, passwordHash, now())))
        throw invalidToken();
      await realtime.endSessions([usable.userId]);
      // Whoever was slowed down by failed logins can sign in with the new password at once.
      const user = await users.findById(usable.userId);
      if (!user) return;
      await loginThrottle.forgetAccount(normalizeEmail(user.email));
      accountEmail.tellPasswordChanged(user);
    },
  };
}
