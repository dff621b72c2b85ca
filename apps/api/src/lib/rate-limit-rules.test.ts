/** Every limit of RATE_LIMITS, proved through the API: per IP with `remoteAddress`, per account across IPs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app';
import { RATE_LIMITS } from './rate-limit-rules';
import { authMessages } from '@huella/shared/messages/auth';
import { createUser, uniqueEmail, uniqueIp } from '../test/factories';
import { buildTestApp, testConfig, type TestContext } from '../test/helper';

// A fixed clock, 7 minutes into a quarter hour: no window can end in the middle of a test.
const NOW = Date.UTC(2026, 0, 15, 10, 7);
const now = () => NOW;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { now });
});
afterAll(() => ctx.close());

const post = (app: App, url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

/** Retry-After is the time left in the window: 8 of 15 minutes, or 53 of 60. */
function expectTooMany(response: LightMyRequestResponse, windowSeconds: 900 | 3600) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    code: 'too_many_requests',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBe(windowSeconds === 900 ? 8 * 60 : 53 * 60);
}

const login = (email: string, password: string, ip: string, app: App = ctx.app) =>
  post(app, '/users/api/login/', { email, password }, ip);

describe('login', () => {
  it(`allows ${RATE_LIMITS.loginPerIp.limit} attempts per IP in 15 minutes`, async () => {
    const user = await createUser(ctx.app);
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i += 1)
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    expectTooMany(await login(user.email, user.password, ip), 900);
    // Another address is not affected.
    expect((await login(user.email, user.password, uniqueIp())).statusCode).toBe(200);
  });

  it('slows down an account tried from one address, never its owner at another', async () => {
    const user = await createUser(ctx.app);
    const stranger = uniqueIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, 'Incorrecta1', stranger)).statusCode).toBe(401);
    // The stranger's next attempt waits (even with the right password); the owner elsewhere does not.
    const slowed = await login(user.email.toUpperCase(), user.password, stranger);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({
      error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      code: 'too_many_requests',
    });
    expect(slowed.headers['retry-after']).toBe('1');
    expect((await login(user.email, user.password, uniqueIp())).statusCode).toBe(200);
  });

  it('counts attempts at unknown emails too, so the throttle reveals nothing', async () => {
    const email = uniqueEmail('fantasma');
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(email, 'Incorrecta1', ip)).statusCode).toBe(401);
    expect((await login(email, 'Incorrecta1', ip)).statusCode).toBe(429);
  });

  it('forgets the failures after a successful login', async () => {
    const user = await createUser(ctx.app);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Incorrecta1', uniqueIp());
    expect((await login(user.email, user.password, uniqueIp())).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Incorrecta1', uniqueIp());
    expect((await login(user.email, user.password, uniqueIp())).statusCode).toBe(200);
  });
});

describe('registration', () => {
  it(`allows ${RATE_LIMITS.registerPerIp.limit} sign-ups per IP in an hour`, async () => {
    const ip = uniqueIp();
    const register = () =>
      post(
        ctx.app,
        '/users/api/users/',
        { first_name: 'Ana', last_name: '', email: uniqueEmail(), password: 'Gatito123' },
        ip,
      );
    for (let i = 0; i < RATE_LIMITS.registerPerIp.limit; i += 1)
      expect((await register()).statusCode).toBe(201);
    // Registration says why in its own words (it points to Contacto).
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: authMessages.register.tooMany });
    expect(Number(refused.headers['retry-after'])).toBe(53 * 60);
  });
});

describe('password reset requests', () => {
  it('allows 5 per IP in an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post(ctx.app, '/users/api/password-reset/', { email: uniqueEmail() }, ip))
          .statusCode,
      ).toBe(202);
    }
    expectTooMany(
      await post(ctx.app, '/users/api/password-reset/', { email: uniqueEmail() }, ip),
      3600,
    );
  });

  it('allows 3 per account in an hour, from any IP, existing or not', async () => {
    const user = await createUser(ctx.app);
    for (const email of [user.email, uniqueEmail('nadie')]) {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await post(ctx.app, '/users/api/password-reset/', { email }, uniqueIp())).statusCode,
        ).toBe(202);
      }
      expectTooMany(await post(ctx.app, '/users/api/password-reset/', { email }, uniqueIp()), 3600);
    }
  });
});

describe('contact and newsletter', () => {
  it('allows 5 contact messages per IP in an hour', async () => {
    const ip = uniqueIp();
    const send = () =>
      post(
        ctx.app,
        '/contact/api/messages/',
        { name: 'Ana', email: uniqueEmail(), subject: 'Hola', message: 'Un mensaje de prueba.' },
        ip,
      );
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    expectTooMany(await send(), 3600);
  });

  it('allows 10 newsletter sign-ups per IP in an hour', async () => {
    const ip = uniqueIp();
    const subscribe = () =>
      post(ctx.app, '/newsletter/api/subscribers/', { name: 'Ana', email: uniqueEmail() }, ip);
    for (let i = 0; i < 10; i += 1) expect((await subscribe()).statusCode).toBe(202);
    expectTooMany(await subscribe(), 3600);
  });
});

describe('several processes (RATE_LIMIT_STORE=database)', () => {
  it('share one allowance through PostgreSQL, where memory stores would each give their own', async () => {
    const user = await createUser(ctx.app);
    const processes = await Promise.all(
      [1, 2].map(() =>
        buildApp(testConfig({ RATE_LIMIT_STORE: 'database' }), { database: ctx.database, now }),
      ),
    );
    try {
      const ip = uniqueIp();
      for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i += 1) {
        expect((await login(user.email, user.password, ip, processes[i % 2]!)).statusCode).toBe(
          200,
        );
      }
      expect((await login(user.email, user.password, ip, processes[0]!)).statusCode).toBe(429);
      expect((await login(user.email, user.password, ip, processes[1]!)).statusCode).toBe(429);
    } finally {
      await Promise.all(processes.map((app) => app.close()));
    }
  });
});

describe('RATE_LIMIT_DISABLED=true (local load benchmarks only)', () => {
  it('lets a flood through', async () => {
    const flood = await buildTestApp({ RATE_LIMIT_DISABLED: 'true' });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 12; i += 1) {
        const response = await post(
          flood.app,
          '/newsletter/api/subscribers/',
          { name: 'Ana', email: uniqueEmail() },
          ip,
        );
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await flood.close();
    }
  });
});
