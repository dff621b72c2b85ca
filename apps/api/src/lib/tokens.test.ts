/**
 * Access tokens already verified are remembered by their exact text (lib/tokens.ts):
 * remembering must never make a token valid for longer, nor a changed token valid.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './tokens';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

describe('verifying access tokens', () => {
  it('refuses a remembered token from the second it expires', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const signer = createTokenSigner(SECRET, () => now);
    const token = await signer.signAccess(7, 'a-session');
    expect(await signer.verifyAccess(token)).toMatchObject({ userId: 7, sessionId: 'a-session' });

    now = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await signer.verifyAccess(token)).userId).toBe(7);
    now = new Date(now.getTime() + 1000);
    await expect(signer.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a remembered token with one character changed, and a refresh token', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.signAccess(7, 'a-session');
    await signer.verifyAccess(token);
    // A character inside the signature (the last one may carry only padding bits).
    const at = token.length - 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    await expect(signer.verifyAccess(changed)).rejects.toMatchObject({
      statusCode: 401,
    });
    const refresh = await signer.signRefresh(7);
    await expect(signer.verifyAccess(refresh.token)).rejects.toMatchObject({ statusCode: 401 });
  });
});
