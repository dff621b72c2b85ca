/**
 * Accounts and sessions: registration, login, refresh-token rotation, logout,
 * password change and password reset by email.
 *
 * A session is a family of refresh tokens: login starts one, each refresh
 * rotates the token inside it, and presenting a token that was already rotated
 * means it was copied, so the whole family is revoked (OWASP ASVS V3).
 */
import { PASSWORD_RESET_TTL_MS } from '@huella/shared/constants';
import { authMessages } from '@huella/shared/messages';
import type { LoginRequest, RegisterRequest, TokenPair } from '@huella/shared/schemas/auth';
import type { User } from '@huella/shared/schemas/users';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Invalid, invalidField, Unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import type { TokenSigner } from '../../lib/tokens';
import { presentUser } from '../users/present';
import { createUsersRepository, USERS_EMAIL_UNIQUE } from '../users/repository';
import { passwordResetLink, passwordResetMail } from './mails';
import { createAuthRepository } from './repository';

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenSigner;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  config: Config;
  now?: () => Date;
}

const emailKey = (email: string) => email.trim().toLowerCase();

export const emailTaken = () =>
  invalidField('email', authMessages.register.emailTaken, 'email_taken');

export function createAuthService({
  db,
  tokens,
  mailer,
  rateLimiter,
  config,
  now = () => new Date(),
}: AuthServiceDeps) {
  const users = createUsersRepository(db);
  const auth = createAuthRepository(db);
  const sessionExpired = () =>
    new Unauthorized(authMessages.session.refreshInvalid, 'invalid_token');

  async function issuePair(userId: number, familyId?: string): Promise<TokenPair> {
    const refresh = await tokens.signRefresh(userId, familyId);
    await auth.insertRefreshToken({
      id: refresh.tokenId,
      familyId: refresh.familyId,
      userId,
      expiresAt: refresh.expiresAt,
    });
    return { access: await tokens.signAccess(userId), refresh: refresh.token };
  }

  return {
    async register(input: RegisterRequest): Promise<User> {
      if (await users.findByEmail(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await users.insert({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
        });
        return presentUser(row);
      } catch (error) {
        // Two sign-ups with the same address at once: the unique index decides.
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken();
        throw error;
      }
    },

    /** Same answer, and about the same time, whether the email is unknown or the password wrong. */
    async login(input: Pick<LoginRequest, 'email' | 'password'>): Promise<TokenPair> {
      const account = emailKey(input.email);
      await rateLimiter.check(RATE_LIMITS.loginFailuresPerAccount, account);
      const user = await users.findByEmail(account);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid || !user.isActive) {
        await rateLimiter.record(RATE_LIMITS.loginFailuresPerAccount, account);
        throw new Unauthorized(authMessages.login.badCredentials, 'invalid_credentials');
      }
      await rateLimiter.reset(RATE_LIMITS.loginFailuresPerAccount, account);
      return issuePair(user.id);
    },

    async refresh(token: string): Promise<TokenPair> {
      const claims = await tokens.verifyRefresh(token, authMessages.session.refreshInvalid);
      const stored = await auth.findRefreshToken(claims.tokenId);
      if (!stored || stored.revokedAt || stored.userId !== claims.userId) throw sessionExpired();
      if (stored.rotatedAt || !(await auth.markRefreshTokenRotated(stored.id))) {
        await auth.revokeFamily(stored.familyId);
        throw new Unauthorized(authMessages.session.tokenReused, 'token_reused');
      }
      const user = await users.findById(stored.userId);
      if (!user?.isActive) {
        await auth.revokeFamily(stored.familyId);
        throw sessionExpired();
      }
      return issuePair(user.id, stored.familyId);
    },

    /** Ends the session the refresh token belongs to (every token of its family). */
    async logout(token: string): Promise<void> {
      const claims = await tokens.verifyRefresh(token, authMessages.session.refreshInvalid);
      const stored = await auth.findRefreshToken(claims.tokenId);
      if (stored && stored.userId === claims.userId) await auth.revokeFamily(stored.familyId);
    },

    /** Checks the current password, sets the new one, ends every session and starts a fresh one. */
    async changePassword(
      userId: number,
      currentPassword: string,
      newPassword: string,
    ): Promise<TokenPair> {
      const user = await users.findById(userId);
      if (!user) throw new Unauthorized();
      const account = emailKey(user.email);
      await rateLimiter.check(RATE_LIMITS.loginFailuresPerAccount, account);
      if (!(await verifyPassword(user.passwordHash, currentPassword, { priority: 'low' }))) {
        await rateLimiter.record(RATE_LIMITS.loginFailuresPerAccount, account);
        throw invalidField(
          'current_password',
          authMessages.changePassword.wrongCurrent,
          'wrong_password',
        );
      }
      await auth.changePassword(user.id, await hashPassword(newPassword), now());
      return issuePair(user.id);
    },

    /**
     * Mails a single-use link valid for PASSWORD_RESET_TTL_MS when the account
     * exists. The caller answers the same in every case, and the mail goes out
     * in the background so the response time does not tell either.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const account = emailKey(email);
      await rateLimiter.consume(RATE_LIMITS.passwordResetPerAccount, account);
      const user = await users.findByEmail(account);
      if (!user?.isActive) return;
      const token = newSecretToken();
      await auth.insertPasswordResetToken({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MS),
      });
      mailer.sendInBackground(
        passwordResetMail(user.email, user.firstName, passwordResetLink(config.publicUrl, token)),
      );
    },

    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const invalidToken = () =>
        new Invalid(authMessages.reset.invalidToken, undefined, 'invalid_token');
      const usable = await auth.findUsablePasswordResetToken(hashToken(token), now());
      if (!usable) throw invalidToken();
      const passwordHash = await hashPassword(password);
      if (!(await auth.resetPassword(usable.id, usable.userId, passwordHash, now())))
        throw invalidToken();
      // Whoever was locked out by failed logins can sign in with the new password at once.
      const user = await users.findById(usable.userId);
      if (user) await rateLimiter.reset(RATE_LIMITS.loginFailuresPerAccount, emailKey(user.email));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
