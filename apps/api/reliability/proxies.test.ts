/**
 * Proxies (issue 12, item 6). Behind one load balancer (TRUST_PROXY=1) the
 * client's address is the one the balancer appended, the right-most of
 * X-Forwarded-For: a client that writes its own addresses to the left of it,
 * and changes them on every attempt, still spends one per-IP allowance. With
 * a list of proxy addresses, a client that reaches the server directly is
 * judged by its own address whatever it sends. Rate limits are on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/lib/rate-limit-rules';
import { buildTestApp, type TestContext } from '../src/test/helper';

const BALANCER = '10.0.0.5';
const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((ctx) => ctx.close())));

async function appTrusting(trustProxy: string) {
  const ctx = await buildTestApp({ TRUST_PROXY: trustProxy });
  contexts.push(ctx);
  return ctx;
}

/**
 * One failed login attempt as it reaches the server, each for another account,
 * so that only the per-IP limit can stop them (not the per-account one).
 */
let attempts = 0;
const attempt = (ctx: TestContext, remoteAddress: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/login/',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `nadie.${(attempts += 1)}@example.com`, password: 'Incorrecta1' },
  });

const rotating = (index: number) => `1.2.3.${index % 250}`;

describe('TRUST_PROXY=1 (one load balancer)', () => {
  it('a client rotating the left-most X-Forwarded-For address cannot escape the per-IP login limit', async () => {
    const ctx = await appTrusting('1');
    const limit = RATE_LIMITS.loginPerIp.limit;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      // What the client sent, then what the balancer appended: the client's real address.
      const response = await attempt(ctx, BALANCER, `${rotating(index)}, 5.6.7.8`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);

    // Another client behind the same balancer still has its own allowance.
    expect((await attempt(ctx, BALANCER, '1.2.3.4, 5.6.7.9')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('a client that reaches the server directly is limited by its own address, whatever it forwards', async () => {
    const ctx = await appTrusting('10.0.0.0/8');
    const limit = RATE_LIMITS.loginPerIp.limit;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      statuses.push((await attempt(ctx, '203.0.113.9', rotating(index))).statusCode);
    }
    expect(statuses[limit]).toBe(429);
  });

  it('behind a listed proxy, the client is the address that proxy appended', async () => {
    const ctx = await appTrusting('10.0.0.0/8');
    const limit = RATE_LIMITS.loginPerIp.limit;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      statuses.push((await attempt(ctx, BALANCER, `${rotating(index)}, 198.51.100.7`)).statusCode);
    }
    expect(statuses[limit]).toBe(429);
    expect((await attempt(ctx, BALANCER, '198.51.100.8')).statusCode).toBe(401);
  });
});
