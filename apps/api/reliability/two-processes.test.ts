/**
 * Two API processes on one PostgreSQL database behave as one service:
 * started at the same instant on an empty database with the demo data on,
 * both become ready with every migration applied once and the demo data there
 * once; rate limits (counted in PostgreSQL, the default there) count the
 * attempts made through either process together; and a chat message posted
 * through one process reaches a stream open on the other, both ways.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '@huella/shared/schemas/chat';
import { DEMO_ADOPTION_REQUESTS } from '../src/db/demo/adoption-requests';
import { DEMO_ANIMALS } from '../src/db/demo/animals';
import { migrationsFolder } from '../src/db/migrate';
import { RATE_LIMITS } from '../src/lib/rate-limit-rules';
import { DEMO_ACCOUNTS, DEMO_SHELTERS } from '../src/db/seed';
import { chatCast, openAsAdopter } from '../src/modules/chat/test-support';
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

describe('two API processes on one PostgreSQL database', () => {
  let database: TestDatabase | undefined;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let helper: HelperApp | undefined;
  let sql: pg.Client | undefined;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET,
      SEED_DEMO_DATA: 'true',
      // No RATE_LIMIT_STORE: on PostgreSQL the shared store is the default.
    };
    // The same instant: neither waits for the other to be ready.
    const started = await Promise.allSettled([
      startApiProcess({ env, readyWithinMs: 150_000 }),
      startApiProcess({ env, readyWithinMs: 150_000 }),
    ]);
    a = started[0].status === 'fulfilled' ? started[0].value : undefined;
    b = started[1].status === 'fulfilled' ? started[1].value : undefined;
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    helper = await openHelperApp(database.url);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    // Both stopped first, then judged: a failed check must not leave one running.
    const children = [a, b].filter((child) => child !== undefined);
    const exits = await Promise.all(children.map((child) => child.stop()));
    try {
      await sql?.end();
      await helper?.close();
      for (const [index, child] of children.entries()) {
        expect(exits[index], child.output()).toEqual({ code: 0, signal: null });
      }
    } finally {
      await database?.drop();
    }
  }, 60_000);

  it('applies each migration once and seeds the demo data once when both start together', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await sql!.query<{ hash: string; times: number }>(
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(applied.rows.every((row) => row.times === 1)).toBe(true);

    const accounts = await sql!.query<{ email: string; times: number }>(
      'select lower(email) as email, count(*)::int as times from users group by 1 order by 1',
    );
    expect(accounts.rows).toEqual(
      DEMO_ACCOUNTS.map((account) => ({ email: account.email, times: 1 })).sort((x, y) =>
        x.email.localeCompare(y.email),
      ),
    );
    const shelters = await sql!.query<{ name: string; times: number }>(
      'select name, count(*)::int as times from shelters group by name order by name',
    );
    expect(shelters.rows).toEqual(
      DEMO_SHELTERS.map((shelter) => ({ name: shelter.name, times: 1 })).sort((x, y) =>
        x.name < y.name ? -1 : x.name > y.name ? 1 : 0,
      ),
    );
    const animals = await sql!.query<{ shelter: string; name: string; times: number }>(
      `select s.name as shelter, p.name, count(*)::int as times
         from pets p join shelters s on s.id = p.shelter_id group by 1, 2`,
    );
    expect(animals.rows).toHaveLength(DEMO_ANIMALS.length);
    expect(animals.rows.filter((row) => row.times !== 1)).toEqual([]);
    const requests = await sql!.query<{ total: number }>(
      'select count(*)::int as total from adoption_requests',
    );
    expect(requests.rows[0]!.total).toBe(DEMO_ADOPTION_REQUESTS.length);
  });

  it('counts login attempts made through either process against one limit', async () => {
    const login = (api: ApiProcess, email: string, password: string) =>
      fetch(`${api.url}/users/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const target = await createUser(helper!.app);
    const other = await createUser(helper!.app);

    // Five failed logins against one account from this address (its free attempts), alternating processes.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await login(attempt % 2 ? b! : a!, target.email, 'Equivocada1');
      expect(response.status, `failed login ${attempt + 1}`).toBe(401);
    }
    // The sixth from this address must wait, whichever process gets it, even with the right password.
    const sixth = await Promise.all([a!, b!].map((api) => login(api, target.email, TEST_PASSWORD)));
    for (const response of sixth) {
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ code: 'too_many_requests' });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // Seven attempts from this address so far; the rest of the per-IP allowance
    // (RATE_LIMITS.loginPerIp, in 15 minutes) goes through either process.
    const left = RATE_LIMITS.loginPerIp.limit - 7;
    for (let attempt = 0; attempt < left; attempt += 1) {
      const response = await login(attempt % 2 ? b! : a!, other.email, TEST_PASSWORD);
      expect(response.status, `login ${attempt + 8} from this address`).toBe(200);
    }
    for (const api of [b!, a!]) {
      const response = await login(api, other.email, TEST_PASSWORD);
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ code: 'too_many_requests' });
    }
  });

  it('delivers a chat message posted through one process to a stream open on the other', async () => {
    const cast = await chatCast(helper!.app);
    const conversation = await openAsAdopter(helper!.app, cast);
    const post = async (api: ApiProcess, headers: Record<string, string>, body: string) => {
      const response = await fetch(
        `${api.url}/chat/api/conversations/${conversation.id}/messages/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ body }),
        },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as ChatMessage;
    };

    for (const [reader, writer] of [
      [b!, a!],
      [a!, b!],
    ] as const) {
      const stream = await openEventStream(`${reader.url}/chat/api/stream/`, cast.member.headers);
      try {
        await stream.frame((frame) => frame.retry !== undefined, 'the retry: frame');
        const sent = await post(writer, cast.adopter.headers, `Hola por ${writer.url}`);
        const frame = await stream.frame(
          (candidate) => candidate.event === 'message' && candidate.id === String(sent.id),
          `message ${sent.id}`,
        );
        expect(JSON.parse(frame.data!) as ChatStreamEvent).toEqual({
          type: 'message',
          message: sent,
        });
      } finally {
        stream.close();
      }
    }
  });
});
