/**
 * Issue 12, items 3 and 7, reproduced against two real API processes on one
 * PostgreSQL database with rate limits on (counted in the database, shared by
 * both), behind a trusted proxy so that each attacker address is its own:
 *
 * - a stranger failing passwords from many addresses cannot lock the owner out;
 * - 40 wrong passwords sent at once are not all evaluated;
 * - two concurrent refreshes with one token: at most one wins, and the token
 *   it minted dies with its family;
 * - a chat stream on one process closes when its session is ended on the other;
 * - a user cannot hold more than five streams over both processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@huella/shared/schemas/auth';
import { createUser, TEST_PASSWORD } from '../src/test/factories';
import { startApiProcess, type ApiProcess } from '../src/test/api-process';
import {
  createTestDatabase,
  JWT_SECRET,
  openEventStream,
  openHelperApp,
  type HelperApp,
  type TestDatabase,
} from './support/api-processes';

let database: TestDatabase | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let helper: HelperApp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, JWT_SECRET, TRUST_PROXY: 'true' };
  [a, b] = await Promise.all([startApiProcess({ env }), startApiProcess({ env })]);
  helper = await openHelperApp(database.url);
}, 120_000);

afterAll(async () => {
  try {
    await Promise.all([a?.stop(), b?.stop()]);
    await helper?.close();
  } finally {
    await database?.drop();
  }
}, 60_000);

let addresses = 0;
/** A documentation-range address (RFC 5737) never used before in this file. */
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const post = (api: ApiProcess, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = (api: ApiProcess, email: string, password: string, from: string) =>
  post(api, '/users/api/login/', { email, password }, { 'x-forwarded-for': from });
const bearer = (tokens: { access: string }) => ({ authorization: `Bearer ${tokens.access}` });
const me = (api: ApiProcess, tokens: { access: string }) =>
  fetch(`${api.url}/users/api/users/me/`, { headers: bearer(tokens) });

async function signIn(api: ApiProcess, email: string): Promise<TokenPair> {
  const response = await login(api, email, TEST_PASSWORD, newAddress());
  expect(response.status).toBe(200);
  return (await response.json()) as TokenPair;
}

describe('failed logins', () => {
  it('from a stranger at many addresses never lock the owner out of her account', async () => {
    const owner = await createUser(helper!.app);
    const home = newAddress();
    expect((await login(a!, owner.email, TEST_PASSWORD, home)).status).toBe(200);
    // 60 wrong passwords from six addresses, through both processes.
    for (let round = 0; round < 6; round += 1) {
      const from = newAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await login(attempt % 2 ? a! : b!, owner.email, 'Equivocada1', from);
        expect([401, 429]).toContain(response.status);
      }
    }
    const owners = await login(b!, owner.email, TEST_PASSWORD, home);
    expect(owners.status).toBe(200);
  });

  it('sent 40 at once are counted before they are verified: at most 5 evaluated', async () => {
    const user = await createUser(helper!.app);
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? a! : b!, user.email, 'Equivocada1', from)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toEqual({
      error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      code: 'too_many_requests',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('sessions', () => {
  it('two concurrent refreshes with one token, on two processes: at most one wins, and its token is revoked', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await createUser(helper!.app);
      const tokens = await signIn(a!, user.email);
      const answers = await Promise.all([
        post(a!, '/users/api/token/refresh/', { refresh: tokens.refresh }),
        post(b!, '/users/api/token/refresh/', { refresh: tokens.refresh }),
      ]);
      const won = answers.filter((answer) => answer.status === 200);
      expect(won.length).toBeLessThanOrEqual(1);
      for (const answer of won) {
        const minted = (await answer.json()) as TokenPair;
        expect((await post(b!, '/users/api/token/refresh/', minted)).status).toBe(401);
        expect((await me(a!, minted)).status).toBe(401);
      }
    }
  });

  it('a chat stream on one process closes when the session is logged out on the other', async () => {
    const user = await createUser(helper!.app);
    const tokens = await signIn(a!, user.email);
    const stream = await openEventStream(`${b!.url}/chat/api/stream/`, bearer(tokens));
    try {
      await stream.frame((frame) => frame.retry !== undefined, 'retry: frame');
      expect((await post(a!, '/users/api/logout/', { refresh: tokens.refresh })).status).toBe(204);
      const end = await stream.frame((frame) => frame.event === 'end', 'end event');
      expect(JSON.parse(end.data!)).toEqual({ reason: 'ended' });
      expect((await me(b!, tokens)).status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('a user holds at most five streams over both processes; one more is refused in Spanish', async () => {
    const user = await createUser(helper!.app);
    const tokens = await signIn(a!, user.email);
    const streams = [];
    try {
      for (let i = 0; i < 5; i += 1) {
        const stream = await openEventStream(
          `${(i % 2 ? a! : b!).url}/chat/api/stream/`,
          bearer(tokens),
        );
        await stream.frame((frame) => frame.retry !== undefined, 'retry: frame');
        streams.push(stream);
      }
      for (const api of [a!, b!]) {
        const refused = await fetch(`${api.url}/chat/api/stream/`, { headers: bearer(tokens) });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          error:
            'Tienes el chat abierto en demasiadas ventanas. Cierra alguna y vuelve a intentarlo.',
          message:
            'Tienes el chat abierto en demasiadas ventanas. Cierra alguna y vuelve a intentarlo.',
          code: 'too_many_streams',
        });
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
