/** The per-user cache behind the identity cache (lib/identity-cache.ts). */
import { describe, expect, it } from 'vitest';
import { UserCache } from './identity-cache';

describe('UserCache', () => {
  it('does not keep what was read before its user was evicted, nor before a clear', () => {
    const cache = new UserCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const ticket = cache.ticket();
    cache.evict([1]);
    cache.set(1, 's', 'old', ticket);
    expect(cache.get(1, 's')).toBeUndefined();
    // Another user's eviction does not concern this one.
    cache.set(2, 's', 'kept', ticket);
    expect(cache.get(2, 's')).toBe('kept');

    const beforeClear = cache.ticket();
    cache.clear();
    cache.set(2, 's', 'old', beforeClear);
    expect(cache.get(2, 's')).toBeUndefined();
  });

  it('forgets every entry of an evicted user, the least recently used beyond its bound, and old ones', () => {
    let now = 0;
    const cache = new UserCache<string>({ maxEntries: 2, maxAgeMs: 1_000, now: () => now });
    cache.set(1, 'a', 'one-a', cache.ticket());
    cache.set(1, 'b', 'one-b', cache.ticket());
    cache.evict([1]);
    expect([cache.get(1, 'a'), cache.get(1, 'b'), cache.size]).toEqual([undefined, undefined, 0]);

    cache.set(1, 'a', 'one', cache.ticket());
    cache.set(2, 'a', 'two', cache.ticket());
    cache.get(1, 'a');
    cache.set(3, 'a', 'three', cache.ticket());
    expect([cache.get(1, 'a'), cache.get(2, 'a'), cache.get(3, 'a')]).toEqual([
      'one',
      undefined,
      'three',
    ]);

    now = 1_001;
    expect(cache.get(1, 'a')).toBeUndefined();
  });

  it('keeps answers within their total weight', () => {
    const cache = new UserCache<string>({
      maxEntries: 100,
      maxAgeMs: 60_000,
      maxWeight: 1_000,
      weigh: (value) => value.length,
    });
    for (let user = 1; user <= 200; user += 1)
      cache.set(user, 'me', 'x'.repeat(10), cache.ticket());
    expect(cache.size).toBeLessThanOrEqual(100);
    cache.set(999, 'me', 'x'.repeat(11), cache.ticket());
    expect(cache.get(999, 'me')).toBeUndefined();
  });
});
