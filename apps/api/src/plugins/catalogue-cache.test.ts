/**
 * The catalogue cache answers visitors from memory and never shows them an
 * old catalogue: what a write changes is seen at once by its author and, via
 * the database's notification, by every process; an expiring announcement
 * leaves at its minute; signed-in members still see their own fields.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Animal, Pet } from '@huella/shared/schemas/pets';
import { bearer, createPet, createShelter, createUser, loginAs, uniqueIp } from '../test/factories';
import { buildTestApp, requestStatements, type TestContext } from '../test/helper';
import { acceptedEncoding } from '../lib/encoding';
import {
  act,
  applied,
  moved,
  person,
  shelterWithPet,
} from '../modules/adoption-requests/test-support';

let ctx: TestContext;
let statements = 0;
/** The statements sent since the last `get`, as text. */
let sent: string[] = [];
beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {},
    {
      logger: requestStatements((query) => {
        statements += 1;
        sent.push(query);
      }),
    },
  );
});
afterAll(() => ctx.close());

async function get(url: string, headers: Record<string, string> = {}) {
  statements = 0;
  sent = [];
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

describe('a signed-in person who sees what a guest sees', () => {
  it('gets the guest’s cached answer, byte for byte, on the lists and the pages', async () => {
    const shelter = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, {
      shelterId: shelter.id,
      microchipped: true,
      chipNumber: '941000011112222',
    });
    await notificationsArrived();
    const adopter = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    const urls = [
      `/api/animals?shelter=${shelter.id}`,
      `/pets/api/pets?shelter=${shelter.id}`,
      `/pets/api/pets/${pet.id}/`,
    ];
    for (const url of urls) {
      const asGuest = (await get(url)).response;
      expect(asGuest.headers['x-cache']).toBe('miss');
      const asAdopter = (await get(url, adopter)).response;
      expect(asAdopter.statusCode).toBe(200);
      expect(asAdopter.headers['x-cache']).toBe('hit');
      expect(asAdopter.body).toBe(asGuest.body);
      expect(asAdopter.headers.etag).toBe(asGuest.headers.etag);
      expect(asAdopter.headers['x-total-count']).toBe(asGuest.headers['x-total-count']);
      expect(asAdopter.body).not.toContain('941000011112222');
    }
    // …and the guest gets what the adopter's request computed.
    const detail = `/pets/api/pets/${pet.id}`;
    ctx.app.catalogueCache.clear();
    const first = (await get(detail, adopter)).response;
    expect(first.headers['x-cache']).toBe('miss');
    const again = await get(detail);
    expect(again.response.headers['x-cache']).toBe('hit');
    expect(again.statements).toBe(0);
    expect(again.response.body).toBe(first.body);
  });

  it('still refuses a bad token instead of answering from memory', async () => {
    const shelter = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    await notificationsArrived();
    const url = `/pets/api/pets/${pet.id}/`;
    await get(url);
    const refused = await get(url, { authorization: 'Bearer not-a-token' });
    expect(refused.response.statusCode).toBe(401);
  });

  it('counts a signed-in visitor’s view of an animal page once, then answers from memory', async () => {
    const shelter = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    await notificationsArrived();
    const url = `/api/animals/${pet.id}/`;
    const ip = uniqueIp();
    const open = (headers: Record<string, string>, remoteAddress = ip) =>
      ctx.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: { 'user-agent': 'Firefox', ...headers },
      });
    const adopter = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    const first = await open(adopter);
    expect(first.json<Animal>().views).toBe(1);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await open(adopter);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json<Animal>().views).toBe(1);
    // The same person from another address is still the same visitor today.
    const elsewhere = await open(adopter, uniqueIp());
    expect(elsewhere.json<Animal>().views).toBe(1);
    // Another signed-in person from a new address counts.
    const other = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    expect((await open(other, uniqueIp())).json<Animal>().views).toBe(2);
  });

  it('leaves a member their chip numbers and staff whether an announcement is hidden', async () => {
    const member = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    const pet = await createPet(ctx.app, {
      shelterId: shelter.id,
      microchipped: true,
      chipNumber: '941000033334444',
    });
    await notificationsArrived();
    const staff = bearer(await loginAs(ctx.app, await createUser(ctx.app, { isStaff: true })));
    const asMember = bearer(await loginAs(ctx.app, member));
    for (const url of [`/pets/api/pets?shelter=${shelter.id}`, `/pets/api/pets/${pet.id}/`]) {
      const guest = (await get(url)).response;
      expect(guest.body).not.toContain('chip_number');
      expect(guest.body).not.toContain('"hidden"');
      const byMember = (await get(url, asMember)).response;
      expect(byMember.headers['x-cache']).toBe('miss');
      expect(byMember.body).toContain('941000033334444');
      const byStaff = (await get(url, staff)).response;
      expect(byStaff.headers['x-cache']).toBe('miss');
      expect(byStaff.body).toContain('"hidden":null');
      expect(byStaff.body).not.toContain('941000033334444');
      // Neither answer was kept for guests.
      expect((await get(url)).response.body).toBe(guest.body);
    }
  });
});

describe('the totals of the lists', () => {
  const counts = () => sent.filter((query) => /\bcount\(/i.test(query)).length;

  it('are counted once per combination of filters, whatever the page or the order', async () => {
    const shelter = await createShelter(ctx.app);
    for (let i = 0; i < 3; i += 1) await createPet(ctx.app, { shelterId: shelter.id });
    await notificationsArrived();
    const first = await get(`/api/animals?shelter=${shelter.id}&page_size=2`);
    expect(first.response.headers['x-total-count']).toBe('3');
    expect(counts()).toBe(1);
    for (const url of [
      `/api/animals?shelter=${shelter.id}&page_size=2&page=2`,
      `/api/animals?shelter=${shelter.id}&sort=name`,
      `/pets/api/pets?refugio=${shelter.id}&orden=antiguos`,
    ]) {
      const { response } = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('3');
      expect(counts()).toBe(0);
    }
    await get(`/api/animals?shelter=${shelter.id}&category=perro`);
    expect(counts()).toBe(1);
  });

  it('are counted once when several requests miss the same one at once', async () => {
    const shelter = await createShelter(ctx.app);
    for (let i = 0; i < 2; i += 1) await createPet(ctx.app, { shelterId: shelter.id });
    await notificationsArrived();
    sent = [];
    const answers = await Promise.all(
      ['recent', 'oldest', 'name'].flatMap((sort) =>
        [1, 2].map((page) =>
          ctx.app.inject({
            method: 'GET',
            url: `/api/animals?shelter=${shelter.id}&sort=${sort}&page=${page}&page_size=1`,
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.headers['x-total-count'])).toEqual(Array(6).fill('2'));
    expect(counts()).toBe(1);
  });

  it('change at once after this process’s write, and after another process’s', async () => {
    const member = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    await notificationsArrived();
    const total = async (sort: string) =>
      (await get(`/api/animals?shelter=${shelter.id}&sort=${sort}`)).response.headers[
        'x-total-count'
      ];
    expect(await total('recent')).toBe('1');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/pets/api/pets/${pet.id}/`,
      headers: bearer(await loginAs(ctx.app, member)),
    });
    expect(removed.statusCode).toBe(204);
    expect(await total('name')).toBe('0');

    await createPet(ctx.app, { shelterId: shelter.id });
    await eventually(async () => (await total('oldest')) === '1');
  });

  it('are counted again after a failed count, which fails only the requests that shared it', async () => {
    // A database that stops answering mid-count (a replica going away) must not take the process down.
    const request = { url: '/api/animals?shelter=0' } as unknown as FastifyRequest;
    const totals = await ctx.app.catalogueCache.totals(request);
    const gone = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const key = `failing-${Date.now()}`;
    // Alone, then shared by two requests.
    await expect(totals.of(key, gone)).rejects.toThrow('ECONNREFUSED');
    await Promise.all([
      expect(totals.of(key, gone)).rejects.toThrow('ECONNREFUSED'),
      expect(totals.of(key, gone)).rejects.toThrow('ECONNREFUSED'),
    ]);
    expect(await totals.of(key, () => Promise.resolve({ total: 7, until: Infinity }))).toBe(7);
    expect(await totals.of(key, gone)).toBe(7);
  });

  it('change when an announcement expires, with no write to tell them', async () => {
    const shelter = await createShelter(ctx.app);
    await createPet(ctx.app, { shelterId: shelter.id });
    await createPet(ctx.app, { shelterId: shelter.id, expiresAt: new Date(Date.now() + 1500) });
    await notificationsArrived();
    const url = `/api/animals?shelter=${shelter.id}`;
    expect((await get(url)).response.headers['x-total-count']).toBe('2');
    expect((await get(`${url}&sort=name`)).response.headers['x-total-count']).toBe('2');
    expect(counts()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await get(`${url}&sort=oldest`)).response.headers['x-total-count']).toBe('1');
  });
});

describe('writes that do not change the catalogue', () => {
  it('leave it in memory: a favourite, an application, a review', async () => {
    const { admin, pet, shelter } = await shelterWithPet(ctx.app);
    await notificationsArrived();
    const adopter = await person(ctx.app);
    const url = `/api/animals?shelter=${shelter.id}`;
    await get(url);
    const favourite = await ctx.app.inject({
      method: 'POST',
      url: `/users/api/users/${adopter.user.id}/add-favourite-pet/`,
      headers: adopter.headers,
      payload: { pet_id: pet.id },
    });
    expect(favourite.statusCode).toBe(200);
    expect((await get(url)).response.headers['x-cache']).toBe('hit');
    const request = await applied(ctx.app, adopter, pet.id);
    expect((await get(url)).response.headers['x-cache']).toBe('hit');
    await moved(ctx.app, admin, request.id, 'review');
    expect((await get(url)).response.headers['x-cache']).toBe('hit');
  });

  it('but a move that changes the animal is seen at once by its author', async () => {
    const { admin, pet, shelter } = await shelterWithPet(ctx.app);
    await notificationsArrived();
    const adopter = await person(ctx.app);
    const request = await applied(ctx.app, adopter, pet.id);
    const url = `/api/animals?shelter=${shelter.id}`;
    const states = async () =>
      (await get(url, adopter.headers)).response.json<Animal[]>().map((a) => a.state);
    expect(await states()).toEqual(['en_adopcion']);
    await moved(ctx.app, admin, request.id, 'accept');
    expect(await states()).toEqual(['pendiente']);
    // The adopter withdraws the accepted request: the animal looks for a home again.
    const withdrawn = await act(ctx.app, adopter, request.id, 'withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(await states()).toEqual(['en_adopcion']);
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
