/**
 * Registration from a shared address (a carrier's NAT, an office, a shelter's
 * stand at an event): everyone gets through in normal use, and an address
 * still cannot create accounts without end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { accountEmailMessages, authMessages } from '@huella/shared/messages';
import { users } from '../../db/schema';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { uniqueEmail } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

const HOUR = 60 * 60 * 1000;
let clock = Date.parse('2026-03-02T09:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());

const register = (remoteAddress: string, email = uniqueEmail('voluntaria')) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/users/',
    payload: { first_name: 'Voluntaria', last_name: '', email, password: 'Perrito123' },
    remoteAddress,
  });

/** Requests that count against the address but do no work (refused as invalid). */
async function spend(remoteAddress: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/users/',
      payload: {},
      remoteAddress,
    });
    expect(response.statusCode).toBe(400);
  }
}

const expectRefused = (response: Awaited<ReturnType<typeof register>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: authMessages.register.tooMany,
    message: authMessages.register.tooMany,
    code: 'too_many_requests',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('registration limits per address', () => {
  it('are sized for a busy shared address: 60 an hour, 300 a day', () => {
    expect(RATE_LIMITS.registerPerIp).toMatchObject({ limit: 60, windowMs: HOUR });
    expect(RATE_LIMITS.registerPerIpDaily).toMatchObject({ limit: 300, windowMs: 24 * HOUR });
  });

  it('let a shelter sign up its volunteers at an event, then ask the 61st of the hour to wait, in Spanish', async () => {
    const stand = '203.0.113.10';
    const marker = `evento-${Date.now()}`;
    // Thirty real sign-ups in a row, each answered as usual…
    for (let i = 0; i < 30; i += 1) {
      const response = await register(stand, uniqueEmail(`${marker}-${i}`));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ detail: accountEmailMessages.registered });
    }
    // …and the rest of the hour's allowance.
    await spend(stand, RATE_LIMITS.registerPerIp.limit - 30);

    const refused = await register(stand, uniqueEmail(`${marker}-over`));
    expectRefused(refused);
    const [created] = await ctx.app.db
      .select({ total: count() })
      .from(users)
      .where(like(users.email, `${marker}-%`));
    expect(created!.total).toBe(30);
    // Another address is not affected; the next hour this one goes on.
    expect((await register('203.0.113.11')).statusCode).toBe(201);
    clock += HOUR;
    expect((await register(stand)).statusCode).toBe(201);
  });

  it('stop one address at 300 accounts a day, however they are spread over the hours', async () => {
    const address = '198.51.100.7';
    const perHour = RATE_LIMITS.registerPerIp.limit;
    for (let hour = 0; hour < RATE_LIMITS.registerPerIpDaily.limit / perHour; hour += 1) {
      await spend(address, perHour);
      clock += HOUR;
    }
    expectRefused(await register(address));
    clock += 24 * HOUR;
    expect((await register(address)).statusCode).toBe(201);
  });
});
