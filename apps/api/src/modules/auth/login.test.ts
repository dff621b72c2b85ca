import { moderationMessages } from '@huella/shared/messages/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '../../db/schema';
import { createTokenSigner } from '../../lib/tokens';
import { bearer, createUser, loginAs, uniqueEmail, uniqueIp } from '../../test/factories';
import { buildTestApp, notificationsReceived, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/login/',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });

const me = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/users/api/users/me/', headers });

/** The session an access token belongs to (its `sid` claim). */
const sessionOf = (tokens: { access: string }) =>
  (JSON.parse(Buffer.from(tokens.access.split('.')[1]!, 'base64url').toString()) as { sid: string })
    .sid;

const BAD_CREDENTIALS = {
  error: 'Correo o contraseña incorrectos.',
  message: 'Correo o contraseña incorrectos.',
  code: 'invalid_credentials',
};

describe('POST /users/api/login/', () => {
  it('answers an access and a refresh token, and the access token opens the account', async () => {
    const user = await createUser(ctx.app);
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);
    const account = await me(bearer(tokens));
    expect(account.statusCode).toBe(200);
    expect(account.json().email).toBe(user.email);
  });

  it('ignores the case and surrounding spaces of the email', async () => {
    const user = await createUser(ctx.app);
    expect((await login(`  ${user.email.toUpperCase()} `, user.password)).statusCode).toBe(200);
  });

  it('answers the same to a wrong password and to an unknown email', async () => {
    const user = await createUser(ctx.app);
    const wrongPassword = await login(user.email, 'Incorrecta1');
    const unknownEmail = await login(uniqueEmail('nadie'), 'Incorrecta1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(BAD_CREDENTIALS);
    expect(unknownEmail.json()).toEqual(BAD_CREDENTIALS);
  });

  it('does not let a deactivated account in: with the right password it says why (issue 17)', async () => {
    const user = await createUser(ctx.app, { isActive: false });
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: moderationMessages.errors.accountDeactivated,
      code: 'account_deactivated',
    });
    // A wrong password learns nothing about the account.
    const wrong = await login(user.email, 'Incorrecta1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(BAD_CREDENTIALS);
  });

  it('validates the body in Spanish', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/login/',
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: ['Correo inválido'],
      password: ['Este campo es obligatorio'],
    });
  });
});

describe('access tokens', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256-signing';

  it('asks a caller without a token to sign in', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Debes iniciar sesión para continuar.',
      message: 'Debes iniciar sesión para continuar.',
      code: 'unauthorized',
    });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['garbage', 'Bearer esto-no-es-un-token'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('rejects %s as an invalid token', async (_label, authorization) => {
    const response = await me({ authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'La sesión no es válida o ha caducado. Inicia sesión de nuevo.',
      message: 'La sesión no es válida o ha caducado. Inicia sesión de nuevo.',
      code: 'invalid_token',
    });
  });

  it('does not accept a refresh token as an access token', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const response = await me({ authorization: `Bearer ${tokens.refresh}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_token');
  });

  it('rejects an expired access token (15 minutes)', async () => {
    const user = await createUser(ctx.app);
    const session = sessionOf(await loginAs(ctx.app, user));
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    const old = await createTokenSigner(secret, () => sixteenMinutesAgo).signAccess(
      user.id,
      session,
    );
    expect((await me({ authorization: `Bearer ${old}` })).statusCode).toBe(401);
    const fourteenMinutesAgo = new Date(Date.now() - 14 * 60_000);
    const recent = await createTokenSigner(secret, () => fourteenMinutesAgo).signAccess(
      user.id,
      session,
    );
    expect((await me({ authorization: `Bearer ${recent}` })).statusCode).toBe(200);
  });

  it('rejects tokens signed with another secret, or for another issuer or audience', async () => {
    const user = await createUser(ctx.app);
    const sid = sessionOf(await loginAs(ctx.app, user));
    const forged = await createTokenSigner('another-secret-that-is-long-enough-to-sign').signAccess(
      user.id,
      sid,
    );
    const key = new TextEncoder().encode(secret);
    const build = (issuer: string, audience: string) =>
      new SignJWT({ typ: 'access', sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    for (const token of [forged, await build('otro', 'huella'), await build('huella', 'otra')]) {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
    expect(
      (await me({ authorization: `Bearer ${await build('huella', 'huella')}` })).statusCode,
    ).toBe(200);
  });

  // Deactivated by a write outside the API (a script): it takes effect with
  // the database's notification (decision record 0011); staff's deactivation
  // is exact (plugins/identity-cache.test.ts).
  it('stops working as soon as the account is deactivated in the database', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await notificationsReceived(ctx.app);
    const response = await me(bearer(tokens));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_token');
  });
});
