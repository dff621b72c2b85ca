import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, sessionAccessToken, uniqueIp } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('who may keep an answer', () => {
  it('a signed-in answer is private and never stored, and so is its refusal', async () => {
    const user = await createUser(ctx.app);
    const headers = bearer({ access: await sessionAccessToken(ctx.app, user.id) });
    const me = await ctx.app.inject({ method: 'GET', url: '/users/api/users/me/', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/me/',
      headers: { authorization: 'Bearer no-es-un-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['cache-control']).toBe('private, no-store');
  });

  it('the login answer is private for anyone, success or failure', async () => {
    const user = await createUser(ctx.app);
    for (const password of [user.password, 'Incorrecta1']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/users/api/login/',
        payload: { email: user.email, password },
        remoteAddress: uniqueIp(),
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('a guest’s API answer varies with Authorization; a media file does not', async () => {
    const shelter = await ctx.app.inject({ method: 'GET', url: '/shelters/api/shelters/999/' });
    expect(shelter.headers.vary).toContain('authorization');
    expect(shelter.headers['cache-control']).toBeUndefined();
    const media = await ctx.app.inject({ method: 'GET', url: '/media/pets/no-existe-800.webp' });
    expect(String(media.headers.vary ?? '')).not.toContain('authorization');
  });
});
