/**
 * Failed-login limits through the API, rate limits on: a stranger cannot lock
 * the owner out, and passwords sent all at once are not all verified.
 */
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/login/',
    payload: { email, password },
    remoteAddress,
  });

describe('failed logins', () => {
  it('never lock the owner out: a stranger hammering from other addresses only slows himself', async () => {
    const owner = await createUser(ctx.app);
    const home = uniqueIp();
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    // 80 wrong passwords from 8 addresses, more than any per-account limit allowed before.
    for (let round = 0; round < 8; round += 1) {
      const stranger = uniqueIp();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login(owner.email, 'Incorrecta1', stranger)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        ...Array(5).fill(401),
        ...Array(5).fill(429),
      ]);
    }
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
  });

  it('are counted before the password is checked: of 40 sent at once, 5 are verified', async () => {
    const user = await createUser(ctx.app);
    const verify = vi.spyOn(argon2, 'verify');
    // Forty addresses' worth of per-IP allowance is not the limit here: one address, one account.
    const address = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(user.email, 'Incorrecta1', address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(verify).toHaveBeenCalledTimes(5);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      code: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
