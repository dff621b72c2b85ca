import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { openTestDatabase } from '../test/helper';
import { AppError } from './errors';
import { DatabaseRateLimitStore } from '../db/rate-limit-store';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './rate-limit';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const rule = { name: 'prueba', limit: 3, windowMs: 60_000 };

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

const stores: [string, (now: () => number) => RateLimitStore][] = [
  ['memory', (now) => new MemoryRateLimitStore(now)],
  ['database', (now) => new DatabaseRateLimitStore(database.db, now)],
];

describe.each(stores)('fixed-window rate limiter (%s store)', (name, makeStore) => {
  let clock = 0;
  const now = () => clock;
  let limiter: RateLimiter;
  beforeAll(() => {
    // Each store gets its own stretch of time, so their windows never meet.
    clock = (name === 'memory' ? 1 : 2) * 1_000_000_000_000;
    limiter = new RateLimiter(makeStore(now), { now });
  });

  it('allows `limit` hits per window, then answers 429 with Retry-After until the window ends', async () => {
    clock += 60_000 - (clock % 60_000) + 10_000; // 10 s into a fresh window
    for (let i = 0; i < 3; i += 1) await limiter.consume(rule, 'ip-a');
    const error = await rejection(limiter.consume(rule, 'ip-a'));
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    expect(error.headers).toEqual({ 'retry-after': '50' });
    // Another subject has its own allowance.
    await limiter.consume(rule, 'ip-b');
    clock += 50_000;
    await limiter.consume(rule, 'ip-a');
  });

  it('keeps rules apart even for the same subject', async () => {
    clock += 60_000 - (clock % 60_000);
    const other = { ...rule, name: 'otra' };
    for (let i = 0; i < 3; i += 1) await limiter.consume(rule, 'ip-c');
    // The subject has used up `rule`, yet `other` still counts from zero.
    await expect(limiter.consume(other, 'ip-c')).resolves.toBeUndefined();
    expect(await limiter.tryConsume(other, 'ip-c')).toBe(true);
    expect((await rejection(limiter.consume(rule, 'ip-c'))).statusCode).toBe(429);
  });

  it('does nothing when disabled (local load benchmarks only)', async () => {
    const disabled = new RateLimiter(makeStore(now), { now, disabled: true });
    for (let i = 0; i < 10; i += 1) {
      await expect(disabled.consume(rule, 'ip-d')).resolves.toBeUndefined();
    }
    expect(await disabled.tryConsume(rule, 'ip-d')).toBe(true);
  });
});

describe('database store', () => {
  it('never loses a hit when many arrive at once', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    // A current window: the store's sweep deletes finished ones.
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.hit('concurrente', windowStart, 3_600_000)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('deletes finished windows now and then', async () => {
    let clock = 5_000_000_000_000;
    const store = new DatabaseRateLimitStore(database.db, () => clock);
    await store.hit('viejo', new Date(clock - 120_000), 60_000);
    clock += 11 * 60_000;
    await store.hit('nuevo', new Date(clock), 60_000);
    // The sweep runs off the request's path: wait for it.
    await vi.waitFor(async () => {
      const keys = await database.db
        .select({ key: rateLimitHits.key })
        .from(rateLimitHits)
        .where(sql`${rateLimitHits.key} in ('viejo', 'nuevo')`);
      expect(keys.map((row) => row.key)).toEqual(['nuevo']);
    });
  });
});
