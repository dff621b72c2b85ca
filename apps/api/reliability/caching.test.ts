/**
 * Private answers are never cacheable (issue 12, item 8). Every operation of
 * the OpenAPI document, called with a token (a valid one, then a forged one),
 * answers `Cache-Control: private, no-store`, whatever the status; the token
 * endpoints answer so to anyone, success or failure; and the catalogue's
 * public answers say that they vary with Authorization and Accept-Encoding,
 * so that no shared cache hands a member's answer to a guest or back.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  sessionAccessToken,
} from '../src/test/factories';
import { buildTestApp } from '../src/test/helper';
import { catalogue, fillPath, routeRecorder } from './support/endpoints';

const recorder = routeRecorder();
const ctx = await buildTestApp({ RATE_LIMIT_DISABLED: 'true' }, { onRoute: recorder.onRoute });
afterAll(() => ctx.close());
const endpoints = catalogue(ctx.app, recorder.routes);
await ctx.app.listen({ port: 0, host: '127.0.0.1' });

const PRIVATE = 'private, no-store';
const STREAM = 'GET /chat/api/stream/';

/** The operations that hand out tokens or lead to them: private even without one. */
const TOKEN_ENDPOINTS = [
  'POST /users/api/users/',
  'POST /users/api/login/',
  'POST /users/api/token/refresh/',
  'POST /users/api/logout/',
  'POST /users/api/password-reset/',
  'POST /users/api/password-reset/confirm/',
];

const user = await createUser(ctx.app);
const shelter = await createShelter(ctx.app, { members: [[user.id, 'administrador']] });
const pet = await createPet(ctx.app, { shelterId: shelter.id });
const VALID = bearer({ access: await sessionAccessToken(ctx.app, user.id) });
const FORGED = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma-falsa' };

/** Ids nobody has: a write with a valid token must not remove what the public tests read. */
const PARAMS: Record<string, string> = {
  id: '999999',
  userId: String(user.id),
  photoId: '1',
  invitationId: '999999',
  revisionId: '999999',
  '*': 'pets/no-existe-800.webp',
  // Shop (issue 16): a simulated checkout session nobody opened.
  client_secret: 'cs_sim_nadie_secret_0123456789abcdef0123456789abcdef',
};

/** The header of the live stream's answer, over a real connection (it never ends). */
async function streamHeaders(headers: Record<string, string>) {
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const request = http.get({
    host: '127.0.0.1',
    port: address.port,
    path: '/chat/api/stream/',
    headers,
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const answer = {
    statusCode: response.statusCode ?? 0,
    cacheControl: response.headers['cache-control'],
  };
  request.destroy();
  while (ctx.app.realtime.connectedUsers().length > 0) await sleep(20);
  return answer;
}

async function answerOf(key: string, headers: Record<string, string>) {
  const endpoint = endpoints.find((candidate) => candidate.key === key)!;
  if (key === STREAM) return streamHeaders(headers);
  const response = await ctx.app.inject({
    method: endpoint.method as 'GET',
    url: fillPath(endpoint.path, PARAMS),
    headers: { ...headers, 'content-type': 'application/json' },
    ...(endpoint.method === 'GET' || endpoint.method === 'HEAD' ? {} : { payload: '{}' }),
  });
  return { statusCode: response.statusCode, cacheControl: response.headers['cache-control'] };
}

describe('answers to a request with a token', () => {
  it('lists every token endpoint among the operations', () => {
    const keys = endpoints.map((endpoint) => endpoint.key);
    for (const key of TOKEN_ENDPOINTS) expect(keys).toContain(key);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.key}: private, no-store with a valid and with a forged token`, async () => {
      for (const [who, headers] of [
        ['valid token', VALID],
        ['forged token', FORGED],
      ] as const) {
        const answer = await answerOf(endpoint.key, headers);
        expect(answer.cacheControl, `${who} → ${answer.statusCode}`).toMatch(/^private, no-store/);
      }
    });
  }
});

describe('the token endpoints without a token', () => {
  it('answer private, no-store on success', async () => {
    const email = `nueva.${Date.now()}@example.com`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/users/',
      payload: { first_name: 'Ana', last_name: '', email, password: 'Huella123' },
    });
    const tokens = await loginAs(ctx.app, user);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/password-reset/',
      payload: { email: user.email },
    });
    const loggedOut = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/logout/',
      payload: { refresh: refreshed.json<{ refresh: string }>().refresh },
    });
    const answers = [registered, refreshed, reset, loggedOut];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200, 202, 204]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe(PRIVATE);
  });

  it('answer private, no-store on failure', async () => {
    for (const key of TOKEN_ENDPOINTS) {
      const answer = await answerOf(key, {});
      expect(answer.statusCode, key).toBeGreaterThanOrEqual(400);
      expect([key, answer.cacheControl]).toEqual([key, PRIVATE]);
    }
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/login/',
      payload: { email: user.email, password: 'Incorrecta1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.headers['cache-control']).toBe(PRIVATE);
  });
});

describe('public answers', () => {
  const vary = (value: unknown) =>
    String(value)
      .split(',')
      .map((name) => name.trim().toLowerCase());

  it.each([
    '/pets/api/pets/',
    '/api/animals/',
    `/api/animals/${pet.id}/`,
    `/pets/api/pets/${pet.id}/`,
  ])(
    '%s varies with Authorization and Accept-Encoding, from the database and from memory',
    async (url) => {
      for (let time = 0; time < 2; time += 1) {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'gzip', 'user-agent': 'huella-caching-test' },
        });
        expect(response.statusCode).toBe(200);
        expect(vary(response.headers.vary)).toEqual(
          expect.arrayContaining(['authorization', 'accept-encoding']),
        );
        expect(String(response.headers['cache-control'] ?? '')).not.toContain('private');
      }
    },
  );

  it('a member’s answer of the same address is private', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/pets/api/pets/',
      headers: VALID,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE);
  });
});
