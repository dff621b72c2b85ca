import { describe, expect, it } from 'vitest';
import { etagOf, ResponseCache } from './response-cache';

function cacheAt(clock: { now: number }, maxBytes = 1000, maxAgeMs = 60_000) {
  return new ResponseCache({ maxBytes, maxAgeMs, now: () => clock.now });
}

describe('ResponseCache', () => {
  it('answers what was stored, with a strong ETag of the body', () => {
    const cache = cacheAt({ now: 0 });
    cache.set('/a', cache.current(), {
      body: Buffer.from('[1]'),
      headers: { 'x-total-count': '1' },
    });
    expect(cache.get('/a')).toMatchObject({
      body: Buffer.from('[1]'),
      etag: etagOf(Buffer.from('[1]')),
      headers: { 'x-total-count': '1' },
    });
    expect(etagOf(Buffer.from('[1]'))).toMatch(/^"[\w-]+"$/);
    expect(etagOf(Buffer.from('[2]'))).not.toBe(etagOf(Buffer.from('[1]')));
  });

  it('refuses an answer computed before a change, and forgets everything on a change', () => {
    const cache = cacheAt({ now: 0 });
    const before = cache.current();
    cache.set('/a', before, { body: Buffer.from('old'), headers: {} });
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', before, { body: Buffer.from('read before the change'), headers: {} });
    expect(cache.get('/b')).toBeUndefined();
    cache.set('/b', cache.current(), { body: Buffer.from('new'), headers: {} });
    expect(cache.get('/b')?.body.toString()).toBe('new');
  });

  it('drops every entry when the horizon passes, and each entry after its maximum age', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, 1000, 100);
    cache.setHorizon(cache.current(), 50);
    cache.set('/a', cache.current(), { body: Buffer.from('a'), headers: {} });
    clock.now = 49;
    expect(cache.get('/a')?.body.toString()).toBe('a');
    clock.now = 50;
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', cache.current(), { body: Buffer.from('b'), headers: {} });
    clock.now = 149;
    expect(cache.get('/b')?.body.toString()).toBe('b');
    clock.now = 150;
    expect(cache.get('/b')).toBeUndefined();
  });

  it('keeps within its byte budget, forgetting the least recently used first', () => {
    const cache = cacheAt({ now: 0 }, 28);
    const generation = cache.current();
    for (const key of ['a', 'b', 'c']) {
      cache.set(`/${key}`, generation, { body: Buffer.from(key.repeat(7)), headers: {} });
    }
    cache.get('/a');
    cache.set('/d', generation, { body: Buffer.from('d'.repeat(7)), headers: {} });
    cache.set('/e', generation, { body: Buffer.from('e'.repeat(7)), headers: {} });
    expect(cache.get('/b')).toBeUndefined();
    expect(['/c', '/a', '/d', '/e'].map((key) => cache.get(key)?.body.toString())).toEqual([
      'c'.repeat(7),
      'a'.repeat(7),
      'd'.repeat(7),
      'e'.repeat(7),
    ]);
    // Larger than a quarter of the budget: sent, never kept.
    cache.set('/big', generation, { body: Buffer.from('x'.repeat(8)), headers: {} });
    expect(cache.size).toBe(4);
    expect(cache.get('/big')).toBeUndefined();
  });

  it('lets one request compute a key while the others wait for it', async () => {
    const cache = cacheAt({ now: 0 });
    const release = await cache.claim('/a');
    expect(release).toBeTypeOf('function');
    let waited = false;
    const waiter = cache.claim('/a').then((turn) => {
      waited = true;
      return turn;
    });
    await Promise.resolve();
    expect(waited).toBe(false);
    release!();
    expect(await waiter).toBeNull();
    // The turn is over: the next request computes.
    expect(await cache.claim('/a')).toBeTypeOf('function');
  });

  it('keeps totals under the same rules as the answers, and a bounded number of them', () => {
    const clock = { now: 0 };
    const cache = new ResponseCache({
      maxBytes: 1000,
      maxAgeMs: 100,
      maxTotals: 2,
      now: () => clock.now,
    });
    const before = cache.current();
    cache.setTotal('a', before, 1);
    expect(cache.total('a')).toBe(1);
    cache.clear();
    expect(cache.total('a')).toBeUndefined();
    cache.setTotal('b', before, 2);
    expect(cache.total('b')).toBeUndefined();

    const generation = cache.current();
    cache.setTotal('a', generation, 1);
    cache.setTotal('b', generation, 2);
    cache.total('a');
    cache.setTotal('c', generation, 3);
    expect([cache.total('a'), cache.total('b'), cache.total('c')]).toEqual([1, undefined, 3]);

    cache.setHorizon(generation, 50);
    clock.now = 50;
    expect(cache.total('a')).toBeUndefined();
    cache.setTotal('d', cache.current(), 4);
    clock.now = 149;
    expect(cache.total('d')).toBe(4);
    clock.now = 150;
    expect(cache.total('d')).toBeUndefined();
  });

  it('makes a shared value once it has been asked for enough times since the last change, once for all who ask', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, 1000, 100);
    let made = 0;
    const make = async () => (made += 1);
    const ask = () => cache.sharedValue('traits', cache.current(), make, 2);

    expect([ask(), ask()]).toEqual([undefined, undefined]);
    const [third, fourth] = [ask(), ask()];
    expect(await third).toEqual({ value: 1, until: 100 });
    expect(await fourth).toEqual({ value: 1, until: 100 });
    expect(made).toBe(1);

    // Asked for in a generation that is over: nothing, and nothing made.
    const before = cache.current();
    cache.clear();
    expect(cache.sharedValue('traits', before, make, 0)).toBeUndefined();
    // A change forgets it: asked for twice again before it is made again.
    expect([ask(), ask()]).toEqual([undefined, undefined]);
    expect(await ask()).toEqual({ value: 2, until: 100 });

    // After its maximum age, or once the horizon passes, it is made again in time.
    clock.now = 100;
    expect([ask(), ask()]).toEqual([undefined, undefined]);
    expect(await ask()).toEqual({ value: 3, until: 200 });
    cache.setHorizon(cache.current(), 150);
    clock.now = 150;
    expect(ask()).toBeUndefined();
    expect(made).toBe(3);
  });

  it('does not keep a shared value that could not be made', async () => {
    const cache = cacheAt({ now: 0 });
    let attempts = 0;
    const make = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the database went away');
      return 'made';
    };
    await expect(cache.sharedValue('traits', cache.current(), make)).rejects.toThrow('went away');
    expect(await cache.sharedValue('traits', cache.current(), make)).toEqual({
      value: 'made',
      until: 60_000,
    });
  });
});
