/**
 * The catalogue cache answers visitors from memory and never shows them an
 * old catalogue: what a write changes is seen at once by its author and, via
 * the database's notification, by every process; an expiring announcement
 * leaves at its minute; signed-in members still see their own fields.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Animal, Pet } from '@huella/shared/schemas/pets';
import { bearer, createPet, createShelter, createUser, loginAs, uniqueIp } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';
import { acceptedEncoding } from '../lib/encoding';

let ctx: TestContext;
let statements = 0;
beforeAll(async () => {
  ctx = await buildTestApp({}, {}, { logger: { logQuery: () => void (statements += 1) } });
});
afterAll(() => ctx.close());

async function get(url: string, headers: Record<string, string> = {}) {
  statements = 0;
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { response, statements };
}

/**
 * Waits until the database's notifications of every write made so far have
 * reached this process: they arrive in order, so once a marker sent now is
 * back, the earlier ones are too. (Fixtures are written straight to the
 * database, like another process would; the cache hears of it a moment later.)
 */
async function notificationsArrived() {
  const marker = -1;
  const arrived = new Promise<void>((resolve) => {
    const stop = ctx.app.realtime.subscribe(marker, {
      send: () => {
        stop();
        resolve();
      },
      reset: () => {},
    });
  });
  await ctx.app.realtime.publish([marker], {
    type: 'read',
    conversation_id: 0,
    side: 'adoptante',
    last_read_message_id: 0,
  });
  await arrived;
}

/** Waits for what another process's write makes the cache forget (a notification away). */
async function eventually(check: () => Promise<boolean>, withinMs = 5_000) {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const names = (response: { json<T>(): T }) => response.json<Animal[]>().map((a) => a.name);

describe('the catalogue cache', () => {
  it('answers a repeated list from memory, the same bytes with an ETag, and 304 when unchanged', async () => {
    const shelter = await createShelter(ctx.app, { city: 'Cádiz' });
    await createPet(ctx.app, { shelterId: shelter.id, name: 'Brisa' });
    await notificationsArrived();
    const url = `/api/animals?shelter=${shelter.id}`;
    const first = await get(url);
    const second = await get(url);
    expect(first.response.statusCode).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    expect(second.statements).toBe(0);
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers['x-total-count']).toBe('1');
    expect(second.response.headers.link).toBe(first.response.headers.link);
    const etag = second.response.headers.etag as string;
    expect(etag).toBe(first.response.headers.etag);
    const unchanged = await get(url, { 'if-none-match': etag });
    expect(unchanged.response.statusCode).toBe(304);
    expect(unchanged.response.body).toBe('');
  });

  it('sends a cached answer compressed as the browser accepts it, the same JSON once decoded', async () => {
    const shelter = await createShelter(ctx.app);
    for (let i = 0; i < 5; i += 1) await createPet(ctx.app, { shelterId: shelter.id });
    await notificationsArrived();
    const url = `/api/animals?shelter=${shelter.id}`;
    const plain = (await get(url)).response;
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const;
    for (const [accepted, encoding, decode] of cases) {
      const { response, statements: sent } = await get(url, { 'accept-encoding': accepted });
      expect(sent).toBe(0);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.response.headers['content-encoding']).toBeUndefined();
    expect(identity.response.body).toBe(plain.body);
  });

  it('shows an announcement changed through the API at once to its author and to visitors', async () => {
    const member = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    const pet = await createPet(ctx.app, { shelterId: shelter.id, name: 'Trufa' });
    const url = `/api/animals?shelter=${shelter.id}`;
    expect(names((await get(url)).response)).toEqual(['Trufa']);
    expect(names((await get(`/pets/api/pets?shelter=${shelter.id}`)).response)).toEqual(['Trufa']);

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${pet.id}/`,
      headers: bearer(await loginAs(ctx.app, member)),
      payload: { name: 'Trufa Blanca' },
    });
    expect(patched.statusCode).toBe(200);
    expect(names((await get(url)).response)).toEqual(['Trufa Blanca']);
    expect(names((await get(`/pets/api/pets?shelter=${shelter.id}`)).response)).toEqual([
      'Trufa Blanca',
    ]);
    expect((await get(`/api/animals/${pet.id}`)).response.json<Animal>().name).toBe('Trufa Blanca');
  });

  it('forgets its answers when another process writes to the database', async () => {
    const shelter = await createShelter(ctx.app, { name: 'Refugio Antiguo' });
    const pet = await createPet(ctx.app, { shelterId: shelter.id, name: 'Copo' });
    await notificationsArrived();
    const url = `/api/animals/${pet.id}`;
    const before = await get(url, { 'user-agent': 'huella-test' });
    expect(before.response.json<Animal>().shelter.name).toBe('Refugio Antiguo');
    expect((await get(url, { 'user-agent': 'huella-test' })).statements).toBe(0);

    // Not through this app: as a second API process or a script would.
    await ctx.database.db.execute(
      sql`update shelters set name = 'Refugio Nuevo' where id = ${shelter.id}`,
    );
    await eventually(async () => {
      const { response } = await get(url, { 'user-agent': 'huella-test' });
      return response.json<Animal>().shelter.name === 'Refugio Nuevo';
    });
  });

  it('takes an announcement off the list when it expires, with no write to tell it', async () => {
    const shelter = await createShelter(ctx.app);
    const staying = await createPet(ctx.app, { shelterId: shelter.id, name: 'Sigue' });
    await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Caduca',
      publishedAt: new Date(staying.publishedAt.getTime() - 1000),
      expiresAt: new Date(Date.now() + 1500),
    });
    await notificationsArrived();
    const url = `/api/animals?shelter=${shelter.id}`;
    expect(names((await get(url)).response)).toEqual(['Sigue', 'Caduca']);
    expect((await get(url)).statements).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const after = await get(url);
    expect(names(after.response)).toEqual(['Sigue']);
    expect(after.response.headers['x-total-count']).toBe('1');
  });

  it('gives a member their chip numbers, not a guest’s cached answer', async () => {
    const member = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    await createPet(ctx.app, {
      shelterId: shelter.id,
      microchipped: true,
      chipNumber: '941000024680135',
    });
    await notificationsArrived();
    const url = `/pets/api/pets?shelter=${shelter.id}`;
    await get(url);
    const asGuest = await get(url);
    expect(asGuest.statements).toBe(0);
    expect(asGuest.response.json<Pet[]>()[0]!.chip_number).toBeUndefined();
    const asMember = await get(url, bearer(await loginAs(ctx.app, member)));
    expect(asMember.response.json<Pet[]>()[0]!.chip_number).toBe('941000024680135');
  });

  it('still counts a new visitor’s view, and answers a returning one from memory', async () => {
    const shelter = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    await notificationsArrived();
    const url = `/api/animals/${pet.id}/`;
    const ip = uniqueIp();
    const open = async (as: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        remoteAddress: as,
        headers: { 'user-agent': 'Firefox' },
      });
      return response.json<Animal>().views;
    };
    expect(await open(ip)).toBe(1);
    statements = 0;
    expect(await open(ip)).toBe(1);
    expect(statements).toBe(0);
    expect(await open(uniqueIp())).toBe(2);
    expect(await open(ip)).toBe(2);
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and respects a refusal', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, deflate')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
