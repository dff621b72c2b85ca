/**
 * The comment form's signed token (anti-spam, no third parties): the post's id
 * and the time the form was handed out, signed with HMAC-SHA256 under a key
 * derived from the app's secret (JWT_SECRET, with its own label so that this
 * signature can never stand for another one). A comment must come with a token
 * for its post that is at least BLOG_FORM_TOKEN_MIN_AGE_MS old (nobody types a
 * comment faster) and at most BLOG_FORM_TOKEN_MAX_AGE_MS (a page left open for
 * hours is reloaded). Format: `{postId}.{issuedAtMs}.{signature in base64url}`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BLOG_FORM_TOKEN_MAX_AGE_MS, BLOG_FORM_TOKEN_MIN_AGE_MS } from '@huella/shared/constants';

const LABEL = 'huella/blog-comment-form/v1';

export type FormTokenCheck = 'ok' | 'invalid' | 'too_fast' | 'expired';

export function createFormTokens(secret: string) {
  const key = createHmac('sha256', secret).update(LABEL).digest();
  const signature = (postId: number, issuedAt: number) =>
    createHmac('sha256', key).update(`${postId}.${issuedAt}`).digest();

  return {
    sign(postId: number, issuedAt: number): string {
      return `${postId}.${issuedAt}.${signature(postId, issuedAt).toString('base64url')}`;
    },

    /** Whether the token was made here for this post, and how old it is at `now`. */
    check(token: string, postId: number, now: number): FormTokenCheck {
      const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return 'invalid';
      const [, tokenPost, tokenIssued, given] = match;
      const issuedAt = Number(tokenIssued);
      if (Number(tokenPost) !== postId) return 'invalid';
      const expected = signature(postId, issuedAt);
      const received = Buffer.from(given!, 'base64url');
      if (received.length !== expected.length || !timingSafeEqual(received, expected))
        return 'invalid';
      const age = now - issuedAt;
      if (age < BLOG_FORM_TOKEN_MIN_AGE_MS) return 'too_fast';
      if (age > BLOG_FORM_TOKEN_MAX_AGE_MS) return 'expired';
      return 'ok';
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
