/**
 * The login throttle on both stores: the doubling delay per account and
 * address, the generous per-account ceiling that spares known-good addresses,
 * and one atomic check-and-count, also between two processes on one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper';
import { TooManyRequests } from './errors';
import { DatabaseLoginThrottleStore } from '../db/login-throttle-store';
import {
  LOGIN_BACKOFF,
  LoginThrottle,
  MemoryLoginThrottleStore,
  type LoginThrottleStore,
} from './login-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

let sequence = 0;
const account = () => `cuenta.${(sequence += 1)}.${Date.now()}@example.com`;

/** Resolves to 'ok' or to the Retry-After seconds of the refusal. */
async function outcome(throttle: LoginThrottle, who: string, address: string) {
  try {
    await throttle.attempt(who, address);
    return 'ok';
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    return Number(error.headers?.['retry-after']);
  }
}

describe.each([
  ['memory', () => new MemoryLoginThrottleStore() as LoginThrottleStore],
  ['database', () => new DatabaseLoginThrottleStore(ctx.app.db) as LoginThrottleStore],
])('the login throttle (%s store)', (_name, makeStore) => {
  it('lets 5 attempts through, then doubles the wait: 1 s, 2 s, 4 s', async () => {
    let clock = Date.UTC(2026, 0, 15, 10, 0);
    const throttle = new LoginThrottle(makeStore(), { now: () => clock });
    const who = account();
    for (let i = 0; i < 5; i += 1) expect(await outcome(throttle, who, '10.0.0.1')).toBe('ok');
    expect(await outcome(throttle, who, '10.0.0.1')).toBe(1);
    clock += 1000;
    expect(await outcome(throttle, who, '10.0.0.1')).toBe('ok');
    expect(await outcome(throttle, who, '10.0.0.1')).toBe(2);
    clock += 2000;
    expect(await outcome(throttle, who, '10.0.0.1')).toBe('ok');
    expect(await outcome(throttle, who, '10.0.0.1')).toBe(4);
    // Another address is not slowed by any of it.
    expect(await outcome(throttle, who, '10.0.0.2')).toBe('ok');
  });

  it('never waits more than 15 minutes, and a success starts the address again', async () => {
    let clock = Date.UTC(2026, 0, 15, 10, 0);
    const throttle = new LoginThrottle(makeStore(), { now: () => clock });
    const who = account();
    for (let i = 0; i < 20; i += 1) {
      await outcome(throttle, who, '10.0.0.1');
      clock += 15 * 60_000;
    }
    expect(await outcome(throttle, who, '10.0.0.1')).toBe('ok');
    expect(await outcome(throttle, who, '10.0.0.1')).toBe(15 * 60);
    clock += 15 * 60_000;
    await throttle.succeeded(who, '10.0.0.1');
    for (let i = 0; i < 5; i += 1) expect(await outcome(throttle, who, '10.0.0.1')).toBe('ok');
  });

  it('counts 40 attempts sent at once one by one: 5 go through', async () => {
    const throttle = new LoginThrottle(makeStore());
    const who = account();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => outcome(throttle, who, '10.0.0.9')),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
  });

  it('lets the free attempts through in whatever order their moments reach the store', async () => {
    const store = makeStore();
    const key = `orden:${account()}`;
    const at = Date.UTC(2026, 0, 15, 10, 0);
    const { perAddress } = LOGIN_BACKOFF;
    // Stamped a millisecond apart, counted latest first (as requests sent at once can be).
    const allowed: boolean[] = [];
    for (let i = perAddress.freeAttempts - 1; i >= 0; i -= 1) {
      allowed.push((await store.attempt(key, perAddress, at + i)).allowed);
    }
    expect(allowed).toEqual(Array.from({ length: perAddress.freeAttempts }, () => true));
    expect((await store.attempt(key, perAddress, at + 10)).allowed).toBe(false);
  });

  it('slows an account tried from many addresses, except where its owner signed in before', async () => {
    const clock = Date.UTC(2026, 0, 15, 10, 0);
    const throttle = new LoginThrottle(makeStore(), { now: () => clock });
    const who = account();
    await throttle.attempt(who, '192.168.1.1');
    await throttle.succeeded(who, '192.168.1.1');
    const { freeAttempts } = LOGIN_BACKOFF.perAccount;
    // The first attempt from the owner's address counted too, before it was known to be good.
    for (let i = 0; i < freeAttempts - 1; i += 1) {
      expect(await outcome(throttle, who, `10.1.${Math.floor(i / 250)}.${i % 250}`)).toBe('ok');
    }
    // A new address waits a little; the owner's known address does not.
    expect(await outcome(throttle, who, '10.2.0.1')).toBe(1);
    expect(await outcome(throttle, who, '192.168.1.1')).toBe('ok');
  });

  it('forgets every address of an account (password reset, deletion)', async () => {
    const clock = Date.UTC(2026, 0, 15, 10, 0);
    const throttle = new LoginThrottle(makeStore(), { now: () => clock });
    const who = account();
    for (let i = 0; i < 6; i += 1) await outcome(throttle, who, '10.0.0.1');
    expect(await outcome(throttle, who, '10.0.0.1')).not.toBe('ok');
    await throttle.forgetAccount(who);
    expect(await outcome(throttle, who, '10.0.0.1')).toBe('ok');
  });
});

describe('the database store', () => {
  it('is shared by every process: two throttles on one database count together', async () => {
    const clock = Date.UTC(2026, 0, 15, 10, 0);
    const first = new LoginThrottle(new DatabaseLoginThrottleStore(ctx.app.db), {
      now: () => clock,
    });
    const second = new LoginThrottle(new DatabaseLoginThrottleStore(ctx.app.db), {
      now: () => clock,
    });
    const who = account();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome(i % 2 ? first : second, who, '10.0.0.3')),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
  });
});
