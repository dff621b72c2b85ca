/**
 * Per-account allowances for expensive work: image uploads (forms that may
 * carry a photo, on every image endpoint) and password changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, imagesMessages } from '@huella/shared/messages';
import { bearer, createUser, loginAs, TEST_PASSWORD } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';
import { multipart } from '../test/multipart';
import { RATE_LIMITS } from './rate-limit-rules';

// A fixed clock, 7 minutes into a quarter hour: no window can end in the middle of a test.
const NOW = Date.UTC(2026, 0, 15, 10, 7);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => NOW });
});
afterAll(() => ctx.close());

const signedIn = async () => bearer(await loginAs(ctx.app, await createUser(ctx.app)));

describe('image uploads per account', () => {
  it('allows 30 upload forms in 15 minutes, then answers 429 with the uploads message', async () => {
    const headers = await signedIn();
    // A form without a file still counts: the allowance is judged before the body is read.
    const form = multipart({});
    const upload = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/users/api/users/me/avatar/',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    expect(RATE_LIMITS.imageUploadPerUser).toMatchObject({ limit: 30, windowMs: 15 * 60_000 });
    for (let i = 0; i < 30; i += 1) expect((await upload()).statusCode).toBe(400);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: imagesMessages.errors.tooManyUploads,
      message: imagesMessages.errors.tooManyUploads,
      code: 'too_many_requests',
    });
    expect(refused.headers['retry-after']).toBe(String(8 * 60));
    // The same account's gallery and announcements share the allowance.
    const photo = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/1/photos/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(photo.statusCode).toBe(429);
    // Another account is not held back.
    const other = await ctx.app.inject({
      method: 'PUT',
      url: '/users/api/users/me/avatar/',
      headers: { ...(await signedIn()), ...form.headers },
      payload: form.payload,
    });
    expect(other.statusCode).toBe(400);
  });

  it('does not count a change sent as JSON, which carries no photo', async () => {
    const headers = await signedIn();
    for (let i = 0; i < 31; i += 1) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/pets/api/pets/999999/',
        headers,
        payload: { name: 'Luna' },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('password changes per account', () => {
  it('allows 5 an hour, then answers 429', async () => {
    const user = await createUser(ctx.app);
    let headers = bearer(await loginAs(ctx.app, user));
    let current = TEST_PASSWORD;
    const change = (next: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/users/api/users/me/change-password/',
        headers,
        payload: { current_password: current, new_password: next },
      });
    expect(RATE_LIMITS.passwordChangePerUser).toMatchObject({ limit: 5, windowMs: 60 * 60_000 });
    for (let i = 1; i <= 5; i += 1) {
      const response = await change(`Clave${i}Nueva`);
      expect(response.statusCode).toBe(200);
      // Every change ends the other sessions and answers a fresh one.
      headers = bearer(response.json<{ access: string }>());
      current = `Clave${i}Nueva`;
    }
    const refused = await change('Clave6Nueva');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: commonMessages.errors.tooManyRequests,
      message: commonMessages.errors.tooManyRequests,
      code: 'too_many_requests',
    });
  });
});
