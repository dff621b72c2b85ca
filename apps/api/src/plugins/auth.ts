/**
 * Authentication: `app.tokens` signs and verifies JWTs, and a route says who
 * may call it with one route option, the only way a route is authenticated:
 *
 * - `config: { auth: 'required' }`: a valid access token of an active user
 *   whose session has not ended (logout, password change, a reused refresh
 *   token) is required, and sets `request.user`; the route is documented with
 *   bearer security;
 * - `config: { auth: 'optional' }`: the same for routes open to guests (no
 *   token: `request.user` stays null; a bad token is still a 401, so the web
 *   client refreshes and retries instead of silently acting as a guest);
 * - no `auth`: a public route (app.test.ts keeps the allowlist of them). A
 *   public route may still learn who asks for some requests only, with
 *   `onRequest: app.identifyWhen(test)` (the catalogue's personal order): a
 *   token is then read as for `optional`, and ignored otherwise.
 *
 * The check is the route's first onRequest hook, so it runs before the body
 * is read and before any other hook of the route (per-user rate limits).
 * A live session's identity is kept in memory (plugins/identity-cache.ts,
 * decision 11), so a warm request asks the database nothing to learn who is
 * asking; an ended session or a deactivated account is forgotten before the
 * answer of the write that ended it leaves, and on other processes once the
 * database's notification arrives.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages } from '@huella/shared/messages';
import { Unauthorized } from '../lib/errors';
import { bearerAuth } from '../lib/openapi';
import { createTokenSigner, type TokenSigner } from '../lib/tokens';
import { findSessionIdentity } from '../modules/auth';

export interface AuthUser {
  id: number;
  email: string;
  isStaff: boolean;
  /** The shelters the user is a member of (any role), ascending. */
  shelterIds: readonly number[];
  /** The session of the access token, and when the token expires. */
  sessionId: string;
  tokenExpiresAt: Date;
}

/** Who may call a route: a signed-in user, or anyone (signed in or not). */
export type RouteAuth = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** A hook that identifies the caller as `auth: 'optional'` does, for the requests `test` picks. */
    identifyWhen(test: (request: FastifyRequest) => boolean): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (plugins/auth.ts); a route without it is public. */
    auth?: RouteAuth;
  }
}

/** The signed-in user of a route with `config: { auth: 'required' }`. */
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
      const sessions = app.identityCache.sessions;
      let user = sessions.get(claims.userId, claims.sessionId);
      if (!user) {
        // Taken before the read: an eviction meanwhile keeps what was read out of the cache.
        const ticket = sessions.ticket();
        const found = await findSessionIdentity(app.db, claims.userId, claims.sessionId);
        if (!found || !found.isActive) throw invalid(reply);
        user = {
          id: found.id,
          email: found.email,
          isStaff: found.isStaff,
          shelterIds: found.shelterIds,
        };
        sessions.set(claims.userId, claims.sessionId, user, ticket);
      }
      request.user = {
        id: user.id,
        email: user.email,
        isStaff: user.isStaff,
        shelterIds: user.shelterIds,
        sessionId: claims.sessionId,
        tokenExpiresAt: claims.expiresAt,
      };
    }

    app.decorate(
      'identifyWhen',
      (test: (request: FastifyRequest) => boolean): onRequestAsyncHookHandler =>
        async function identifyWhen(request, reply) {
          if (test(request)) await identify(request, reply, false);
        },
    );

    const hooks: Record<RouteAuth, onRequestAsyncHookHandler> = {
      required: async (request, reply) => identify(request, reply, true),
      optional: async (request, reply) => identify(request, reply, false),
    };

    // Every route registered after this plugin: its `auth` option becomes its first hook.
    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      if (auth === undefined) return;
      if (!(auth in hooks)) throw new Error(`${route.url}: unknown auth option ${String(auth)}`);
      route.onRequest = [hooks[auth], ...[route.onRequest ?? []].flat()];
      if (auth === 'required') route.schema = { ...route.schema, security: bearerAuth };
    });
  },
  { name: 'auth' },
);
