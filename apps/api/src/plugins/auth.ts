/**
 * Authentication: `app.tokens` signs and verifies JWTs; `app.authenticate` is a
 * preHandler that requires a valid access token of an active user whose
 * session has not ended (logout, password change, a reused refresh token) and
 * sets `request.user`; `app.optionalUser` does the same for routes open to guests
 * (no token: `request.user` stays null; a bad token is still a 401, so the web
 * client refreshes and retries instead of silently acting as a guest).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages } from '@huella/shared/messages';
import { Unauthorized } from '../lib/errors';
import { createTokenSigner, type TokenSigner } from '../lib/tokens';
import { findSessionIdentity } from '../modules/auth/repository';

export interface AuthUser {
  id: number;
  email: string;
  isStaff: boolean;
  /** The session of the access token, and when the token expires. */
  sessionId: string;
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    authenticate: preHandlerAsyncHookHandler;
    optionalUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The signed-in user of a route behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export default fp(
  async (app) => {
    const tokens = createTokenSigner(app.config.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    const invalid = (reply: FastifyReply) => {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return new Unauthorized(commonMessages.errors.invalidToken, 'invalid_token');
    };

    async function identify(request: FastifyRequest, reply: FastifyReply, required: boolean) {
      const token = bearerToken(request);
      if (token === undefined) {
        if (!required) return;
        reply.header('www-authenticate', 'Bearer');
        throw new Unauthorized();
      }
      if (!token) throw invalid(reply);
      let claims: Awaited<ReturnType<TokenSigner['verifyAccess']>>;
      try {
        claims = await tokens.verifyAccess(token);
      } catch {
        throw invalid(reply);
      }
      const user = await findSessionIdentity(app.db, claims.userId, claims.sessionId);
      if (!user || !user.isActive) throw invalid(reply);
      request.user = {
        id: user.id,
        email: user.email,
        isStaff: user.isStaff,
        sessionId: claims.sessionId,
        tokenExpiresAt: claims.expiresAt,
      };
    }

    app.decorate('authenticate', async function (request: FastifyRequest, reply: FastifyReply) {
      await identify(request, reply, true);
    });
    app.decorate('optionalUser', async function (request: FastifyRequest, reply: FastifyReply) {
      await identify(request, reply, false);
    });
  },
  { name: 'auth' },
);
