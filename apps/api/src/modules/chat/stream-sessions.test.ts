/**
 * A chat stream lives no longer than its session and its access token: it ends
 * with `event: end` on logout, password change and account deletion, on this
 * process and on another one on the same database, and at the token's expiry;
 * a user holds at most five streams.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@huella/shared/schemas/auth';
import { createTokenSigner } from '../../lib/tokens';
import { bearer, createUser, loginAs, uniqueIp, type TestUser } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { MAX_STREAMS_PER_USER } from './stream';
import { buildSecondInstance, openStream } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

type Stream = Awaited<ReturnType<typeof openStream>>;

/** Waits for the stream's `event: end` and for the server to close it; answers the reason. */
async function endOf(stream: Stream): Promise<string> {
  await stream.ended();
  const last = stream.events.at(-1);
  expect(last?.event).toBe('end');
  return (JSON.parse(last!.data) as { reason: string }).reason;
}

async function signedIn(): Promise<{ user: TestUser; tokens: TokenPair }> {
  const user = await createUser(ctx.app);
  return { user, tokens: await loginAs(ctx.app, user) };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });

describe('a chat stream ends with its session', () => {
  it('on logout, on this process and on another one, and not for the user’s other sessions', async () => {
    const { user, tokens } = await signedIn();
    const other = await loginAs(ctx.app, user);
    const second = await buildSecondInstance(ctx);
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    const here = await openStream(ctx.app, bearer(tokens));
    const there = await openStream(second.app, bearer(tokens));
    const untouched = await openStream(ctx.app, bearer(other));
    try {
      await Promise.all([here.ready(), there.ready(), untouched.ready()]);
      expect((await post('/users/api/logout/', { refresh: tokens.refresh })).statusCode).toBe(204);
      expect(await endOf(here)).toBe('ended');
      expect(await endOf(there)).toBe('ended');
      expect(untouched.closed).toBe(false);
      // The access token died with the session: the stream cannot be opened again with it.
      const again = await openStream(ctx.app, bearer(tokens));
      expect(again.response.statusCode).toBe(401);
    } finally {
      for (const stream of [here, there, untouched]) stream.close();
      await second.close();
    }
  });

  it('on a password change (every other session) and on the account’s deletion', async () => {
    const { user, tokens } = await signedIn();
    const stream = await openStream(ctx.app, bearer(tokens));
    await stream.ready();
    const changed = await post(
      '/users/api/users/me/change-password/',
      { current_password: user.password, new_password: 'Nueva1234' },
      bearer(tokens),
    );
    expect(changed.statusCode).toBe(200);
    expect(await endOf(stream)).toBe('ended');

    const fresh = changed.json<TokenPair>();
    const last = await openStream(ctx.app, bearer(fresh));
    await last.ready();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/users/api/users/me/',
      payload: { password: 'Nueva1234' },
      headers: bearer(fresh),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await endOf(last)).toBe('ended');
  });

  it('when a stolen refresh token is reused and the session is revoked', async () => {
    const { tokens } = await signedIn();
    const stream = await openStream(ctx.app, bearer(tokens));
    await stream.ready();
    expect((await post('/users/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(
      200,
    );
    const reused = await post('/users/api/token/refresh/', { refresh: tokens.refresh });
    expect(reused.json().code).toBe('token_reused');
    expect(await endOf(stream)).toBe('ended');
  });

  it('at the expiry of the access token it was opened with', async () => {
    const { user, tokens } = await signedIn();
    const { sid } = JSON.parse(
      Buffer.from(tokens.access.split('.')[1]!, 'base64url').toString(),
    ) as { sid: string };
    // Signed 15 minutes minus 2 seconds ago: 2 seconds left.
    const signedAt = new Date(Date.now() - 15 * 60_000 + 2000);
    const access = await createTokenSigner(ctx.config.jwtSecret, () => signedAt).signAccess(
      user.id,
      sid,
    );
    const stream = await openStream(ctx.app, bearer({ access }));
    await stream.ready();
    const opened = Date.now();
    expect(await endOf(stream)).toBe('expired');
    expect(Date.now() - opened).toBeLessThan(10_000);
  });
});

describe('streams per user', () => {
  it(`allows ${MAX_STREAMS_PER_USER} at once and refuses one more in Spanish, until one closes`, async () => {
    const { tokens } = await signedIn();
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
        const stream = await openStream(ctx.app, bearer(tokens));
        await stream.ready();
        streams.push(stream);
      }
      const refused = await ctx.app.inject({
        method: 'GET',
        url: '/chat/api/stream/',
        headers: bearer(tokens),
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error:
          'Tienes el chat abierto en demasiadas ventanas. Cierra alguna y vuelve a intentarlo.',
        message:
          'Tienes el chat abierto en demasiadas ventanas. Cierra alguna y vuelve a intentarlo.',
        code: 'too_many_streams',
      });
      expect(refused.headers['retry-after']).toBe('3');
      streams.shift()!.close();
      for (let attempt = 0; ; attempt += 1) {
        const stream = await openStream(ctx.app, bearer(tokens));
        if (stream.response.statusCode === 200) {
          streams.push(stream);
          break;
        }
        // The closed one is counted out as soon as the server sees the socket go.
        expect(attempt).toBeLessThan(50);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
