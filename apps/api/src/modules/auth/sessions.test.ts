import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema';
import { createTokenSigner } from '../../lib/tokens';
import { createUser, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/users/api/token/refresh/', payload: { refresh: token } });
const logout = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/users/api/logout/', payload: { refresh: token } });

describe('POST /users/api/token/refresh/', () => {
  it('rotates: a new pair, and the new access token works', async () => {
    const user = await createUser(ctx.app);
    const first = await loginAs(ctx.app, user);
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second.refresh).not.toBe(first.refresh);
    const account = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/me/',
      headers: { authorization: `Bearer ${second.access}` },
    });
    expect(account.statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated token as theft: the whole family is revoked', async () => {
    const user = await createUser(ctx.app);
    const first = await loginAs(ctx.app, user);
    const second = (await refresh(first.refresh)).json();

    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      error: 'Se detectó la reutilización de una sesión. Por seguridad, inicia sesión de nuevo.',
      message: 'Se detectó la reutilización de una sesión. Por seguridad, inicia sesión de nuevo.',
      code: 'token_reused',
    });
    // The legitimate holder of the newest token is signed out too.
    const afterTheft = await refresh(second.refresh);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().code).toBe('invalid_token');
  });

  it('leaves the other sessions of the same user alone', async () => {
    const user = await createUser(ctx.app);
    const phone = await loginAs(ctx.app, user);
    const laptop = await loginAs(ctx.app, user);
    await refresh(phone.refresh);
    await refresh(phone.refresh); // reuse: the phone's family is revoked
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const results = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects an access token, garbage and an expired refresh token in Spanish', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3_600_000);
    const expired = await createTokenSigner(ctx.config.jwtSecret, () => eightDaysAgo).signRefresh(
      user.id,
    );
    for (const token of [tokens.access, 'basura', expired.token]) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'La sesión ha caducado. Inicia sesión de nuevo.',
        message: 'La sesión ha caducado. Inicia sesión de nuevo.',
        code: 'invalid_token',
      });
    }
  });

  it('rejects a well-signed refresh token that was never issued', async () => {
    const user = await createUser(ctx.app);
    const unknown = await createTokenSigner(ctx.config.jwtSecret).signRefresh(user.id);
    expect((await refresh(unknown.token)).statusCode).toBe(401);
  });

  it('ends the session of a deactivated account', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('requires the refresh field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/token/refresh/',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ refresh: ['Este campo es obligatorio'] });
  });

  it('stores refresh tokens with a 7-day expiry', async () => {
    const user = await createUser(ctx.app);
    await loginAs(ctx.app, user);
    const [row] = await ctx.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('POST /users/api/logout/', () => {
  it('answers 204 and the refresh token (and its rotations) stop working', async () => {
    const user = await createUser(ctx.app);
    const first = await loginAs(ctx.app, user);
    const second = (await refresh(first.refresh)).json();
    const response = await logout(second.refresh);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it('is harmless to repeat', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    expect((await logout(tokens.refresh)).statusCode).toBe(204);
    expect((await logout(tokens.refresh)).statusCode).toBe(204);
  });

  it('does not end the user’s other sessions', async () => {
    const user = await createUser(ctx.app);
    const phone = await loginAs(ctx.app, user);
    const laptop = await loginAs(ctx.app, user);
    await logout(phone.refresh);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('rejects a token that is not a refresh token', async () => {
    expect((await logout('basura')).statusCode).toBe(401);
  });
});
