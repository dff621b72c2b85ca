/**
 * Refresh rotation is one transaction on the locked session: two refreshes
 * with one token cannot both succeed, and reusing a rotated token revokes the
 * whole family, including a token a concurrent request has just minted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@huella/shared/schemas/auth';
import { bearer, createUser, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/users/api/token/refresh/', payload: { refresh: token } });
const me = (tokens: { access: string }) =>
  ctx.app.inject({ method: 'GET', url: '/users/api/users/me/', headers: bearer(tokens) });

describe('refresh rotation', () => {
  it('lets at most one of two concurrent refreshes with one token win, and then ends the family', async () => {
    for (let round = 0; round < 5; round += 1) {
      const tokens = await loginAs(ctx.app, await createUser(ctx.app));
      const answers = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
      const won = answers.filter((answer) => answer.statusCode === 200);
      expect(won.length).toBeLessThanOrEqual(1);
      expect(answers.some((answer) => answer.json().code === 'token_reused')).toBe(true);
      // What the winner minted is revoked with its family: neither token opens anything.
      for (const answer of won) {
        const minted = answer.json<TokenPair>();
        expect((await refresh(minted.refresh)).statusCode).toBe(401);
        expect((await me(minted)).statusCode).toBe(401);
      }
      expect((await me(tokens)).statusCode).toBe(401);
    }
  });

  it('revokes the token minted by the rotation when the old one is presented again', async () => {
    const tokens = await loginAs(ctx.app, await createUser(ctx.app));
    const rotated = await refresh(tokens.refresh);
    expect(rotated.statusCode).toBe(200);
    const minted = rotated.json<TokenPair>();
    expect((await me(minted)).statusCode).toBe(200);

    const reused = await refresh(tokens.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      error: expect.any(String),
      message: expect.any(String),
      code: 'token_reused',
    });
    expect((await refresh(minted.refresh)).statusCode).toBe(401);
    // The access tokens of the family stop working at once, not in 15 minutes.
    expect((await me(minted)).statusCode).toBe(401);
  });

  it('keeps rotating a token chain used one refresh at a time', async () => {
    let tokens = await loginAs(ctx.app, await createUser(ctx.app));
    for (let i = 0; i < 3; i += 1) {
      const answer = await refresh(tokens.refresh);
      expect(answer.statusCode).toBe(200);
      tokens = answer.json<TokenPair>();
    }
    expect((await me(tokens)).statusCode).toBe(200);
  });
});
