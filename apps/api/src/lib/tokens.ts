/**
 * Signed session tokens (JWT, HS256 with jose). Access tokens live 15 minutes
 * and carry their session (`sid`), so that a session ended anywhere refuses
 * them at once; refresh tokens 7 days and carry an id (`jti`) and a family
 * (`fid`, the session) so that the auth module can rotate them and revoke a
 * whole family on reuse. Issuer,
 * audience, algorithm and the `typ` claim are all checked (RFC 8725): a refresh
 * token is never accepted as an access token, nor the other way round.
 *
 * Verifying an access token costs about a tenth of a millisecond (WebCrypto's
 * HMAC behind a promise), more than the rest of a warm `me`: the claims of
 * tokens already verified are kept, by the token's exact text, until the
 * token expires (a bounded map; the oldest go first). The same bytes verify
 * the same way until then, and whether the session is still live is checked
 * on every request anyway (plugins/auth.ts).
 */
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { commonMessages } from '@huella/shared/messages';
import { Unauthorized } from './errors';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const ISSUER = 'huella';
const AUDIENCE = 'huella';
const ALGORITHM = 'HS256';
/** Verified access tokens remembered (about 400 bytes each). */
const VERIFIED_TOKENS_MAX = 10_000;

type TokenType = 'access' | 'refresh';

class WrongClaims extends Error {}

export interface AccessClaims {
  userId: number;
  sessionId: string;
  expiresAt: Date;
}

export interface RefreshClaims {
  userId: number;
  tokenId: string;
  familyId: string;
  expiresAt: Date;
}

export interface SignedRefreshToken extends RefreshClaims {
  token: string;
}

export interface TokenSigner {
  signAccess(userId: number, sessionId: string): Promise<string>;
  signRefresh(userId: number, familyId?: string): Promise<SignedRefreshToken>;
  /** Throws Unauthorized (`invalid_token`) unless the token is a valid, unexpired access token. */
  verifyAccess(token: string): Promise<AccessClaims>;
  /** Throws Unauthorized (`invalid_token`) unless the token is a valid, unexpired refresh token. */
  verifyRefresh(token: string, message?: string): Promise<RefreshClaims>;
}

export function createTokenSigner(secret: string, now: () => Date = () => new Date()): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, AccessClaims>();
  const seconds = () => Math.floor(now().getTime() / 1000);

  const sign = async (
    userId: number,
    typ: TokenType,
    ttl: number,
    claims: { jti?: string; fid?: string; sid?: string } = {},
  ) => {
    const issuedAt = seconds();
    const { jti, ...extra } = claims;
    const jwt = new SignJWT({ typ, ...extra })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl);
    if (jti) jwt.setJti(jti);
    return { token: await jwt.sign(key), expiresAt: new Date((issuedAt + ttl) * 1000) };
  };

  const verify = async (token: string, typ: TokenType, message: string) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: [ALGORITHM],
        currentDate: now(),
      });
      const userId = Number(payload.sub);
      if (payload.typ !== typ || !Number.isSafeInteger(userId) || userId <= 0)
        throw new WrongClaims();
      return { payload, userId };
    } catch (error) {
      // Bad signature, expired, wrong issuer/audience/type, malformed: all the same to the client.
      if (error instanceof joseErrors.JOSEError || error instanceof WrongClaims) {
        throw new Unauthorized(message, 'invalid_token');
      }
      throw error;
    }
  };

  return {
    signAccess: async (userId, sessionId) =>
      (await sign(userId, 'access', ACCESS_TOKEN_TTL_SECONDS, { sid: sessionId })).token,

    async signRefresh(userId, familyId = randomUUID()) {
      const tokenId = randomUUID();
      const { token, expiresAt } = await sign(userId, 'refresh', REFRESH_TOKEN_TTL_SECONDS, {
        jti: tokenId,
        fid: familyId,
      });
      return { token, userId, tokenId, familyId, expiresAt };
    },

    async verifyAccess(token) {
      const message = commonMessages.errors.invalidToken;
      const known = verified.get(token);
      if (known) {
        // jose refuses a token from its `exp` second on; so does this.
        if (known.expiresAt.getTime() > now().getTime()) return known;
        verified.delete(token);
      }
      const { payload, userId } = await verify(token, 'access', message);
      if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        throw new Unauthorized(message, 'invalid_token');
      }
      const claims = { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
      if (verified.size >= VERIFIED_TOKENS_MAX) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(token, claims);
      return claims;
    },

    async verifyRefresh(token, message = commonMessages.errors.invalidToken) {
      const { payload, userId } = await verify(token, 'refresh', message);
      if (
        typeof payload.jti !== 'string' ||
        typeof payload.fid !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw new Unauthorized(message, 'invalid_token');
      }
      return {
        userId,
        tokenId: payload.jti,
        familyId: payload.fid,
        expiresAt: new Date(payload.exp * 1000),
      };
    },
  };
}
