import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Animal } from '@huella/shared/schemas/pets';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  uniqueIp,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { petViewDays, petViews } from '../../db/schema';
import { buildSecondInstance } from '../chat/test-support';
import { createAdoptionRequestsService } from '../adoption-requests/service';
import { createPetsService } from './service';

let ctx: TestContext;
let shelterId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  shelterId = (await createShelter(ctx.app)).id;
});
afterAll(() => ctx.close());

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

async function open(
  petId: number,
  options: { ip: string; userAgent?: string; headers?: Record<string, string> },
) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/animals/${petId}`,
    remoteAddress: options.ip,
    headers: { 'user-agent': options.userAgent ?? BROWSER, ...options.headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Animal>().views;
}

const viewsInList = async (petId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${petId}/` })).json().views;

describe('views of an animal’s page', () => {
  it('counts each source address once a day, and shows the real count', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    expect(await open(pet.id, { ip })).toBe(1);
    expect(await open(pet.id, { ip })).toBe(1);
    // Another browser behind the same address counts nothing more.
    expect(
      await open(pet.id, { ip, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' }),
    ).toBe(1);
    expect(await open(pet.id, { ip: uniqueIp() })).toBe(2);
    expect(await viewsInList(pet.id)).toBe(2);
  });

  it('counts one address once whatever user agent it sends, on a fresh process too', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1) {
      await open(pet.id, { ip, userAgent: `Mozilla/5.0 (Windows NT 10.0) Chrome/${100 + i}.0` });
    }
    expect(await viewsInList(pet.id)).toBe(1);
    // A process that has not seen this address asks the database, which says it was counted.
    const fresh = await buildSecondInstance(ctx);
    try {
      const again = await fresh.app.inject({
        method: 'GET',
        url: `/api/animals/${pet.id}`,
        remoteAddress: ip,
        headers: { 'user-agent': 'curl/8.5.0' },
      });
      expect(again.json<Animal>().views).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    expect(await open(pet.id, { ip: '2001:db8:1:2::1' })).toBe(1);
    expect(await open(pet.id, { ip: '2001:db8:1:2:ffff:ffff:ffff:ffff' })).toBe(1);
    expect(await open(pet.id, { ip: '2001:db8:1:3::1' })).toBe(2);
    // An IPv4 address written the IPv6 way is that IPv4 address.
    const ip = uniqueIp();
    expect(await open(pet.id, { ip })).toBe(3);
    expect(await open(pet.id, { ip: `::ffff:${ip}` })).toBe(3);
  });

  it('counts many accounts behind one address once', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) {
      const headers = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
      expect(await open(pet.id, { ip, headers })).toBe(1);
    }
    expect(await open(pet.id, { ip })).toBe(1);
  });

  it('counts a signed-in user once, from any address', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const user = await createUser(ctx.app);
    const headers = bearer(await loginAs(ctx.app, user));
    expect(await open(pet.id, { ip: uniqueIp(), headers })).toBe(1);
    expect(await open(pet.id, { ip: uniqueIp(), headers })).toBe(1);
  });

  it('does not count a member of the animal’s shelter, but counts a visitor', async () => {
    const member = await createUser(ctx.app);
    const { id: ownShelter } = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    const pet = await createPet(ctx.app, { shelterId: ownShelter });
    const memberHeaders = bearer(await loginAs(ctx.app, member));
    // The member opens it from two addresses: nothing is counted, and the page still shows the count.
    expect(await open(pet.id, { ip: uniqueIp(), headers: memberHeaders })).toBe(0);
    expect(await open(pet.id, { ip: uniqueIp(), headers: memberHeaders })).toBe(0);
    const visitorHeaders = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
    expect(await open(pet.id, { ip: uniqueIp(), headers: visitorHeaders })).toBe(1);
    expect(await open(pet.id, { ip: uniqueIp() })).toBe(2);
    // A member of another shelter is a visitor here.
    const elsewhere = await createUser(ctx.app);
    await createShelter(ctx.app, { members: [[elsewhere.id, 'administrador']] });
    const elsewhereHeaders = bearer(await loginAs(ctx.app, elsewhere));
    expect(await open(pet.id, { ip: uniqueIp(), headers: elsewhereHeaders })).toBe(3);
    expect(await viewsInList(pet.id)).toBe(3);
  });

  it('does not count crawlers and link previews', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    for (const userAgent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
    ]) {
      expect(await open(pet.id, { ip: uniqueIp(), userAgent })).toBe(0);
    }
    expect(await viewsInList(pet.id)).toBe(0);
  });

  it('does not count the Pet-shape detail (the shelter’s own view)', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    await viewsInList(pet.id);
    expect(await viewsInList(pet.id)).toBe(0);
  });
});

describe('views kept per day', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const viewsPerDay = (petId: number) =>
    ctx.app.db
      .select({ day: petViewDays.day, views: petViewDays.views })
      .from(petViewDays)
      .where(eq(petViewDays.petId, petId))
      .orderBy(petViewDays.day);
  const viewerDays = async (petId: number) =>
    (
      await ctx.app.db
        .selectDistinct({ day: petViews.day })
        .from(petViews)
        .where(eq(petViews.petId, petId))
        .orderBy(petViews.day)
    ).map((row) => row.day);

  it('folds views into daily counts and forgets old viewers, keeping every total', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    let clock = Date.UTC(2026, 10, 20, 12);
    const service = createPetsService({
      db: ctx.app.db,
      config: ctx.config,
      storage: ctx.app.storage,
      adoptionRequests: createAdoptionRequestsService(ctx.app),
      now: () => new Date(clock),
    });
    const visit = (ip: string) =>
      service.getAnimal(pet.id, { userId: null, ip, userAgent: BROWSER });

    // Four days: 3, 2, 1 and 2 addresses (one of them back every day).
    const regular = uniqueIp();
    const plan = [3, 2, 1, 2];
    for (const [index, addresses] of plan.entries()) {
      await visit(regular);
      for (let i = 1; i < addresses; i += 1) await visit(uniqueIp());
      if (index < plan.length - 1) clock += DAY;
    }
    expect((await visit(regular)).views).toBe(8);
    expect(await viewsPerDay(pet.id)).toEqual([
      { day: '2026-11-20', views: 3 },
      { day: '2026-11-21', views: 2 },
      { day: '2026-11-22', views: 1 },
      { day: '2026-11-23', views: 2 },
    ]);

    await service.pruneViewers();
    // Only yesterday's and today's viewers are kept, for de-duplication…
    expect(await viewerDays(pet.id)).toEqual(['2026-11-22', '2026-11-23']);
    // …and nothing counted changed.
    expect(await viewsInList(pet.id)).toBe(8);
    expect((await viewsPerDay(pet.id)).map((row) => row.views)).toEqual([3, 2, 1, 2]);
    // Today's viewers still count once.
    expect((await visit(regular)).views).toBe(8);
    const fresh = createPetsService({
      db: ctx.app.db,
      config: ctx.config,
      storage: ctx.app.storage,
      adoptionRequests: createAdoptionRequestsService(ctx.app),
      now: () => new Date(clock),
    });
    expect(
      (await fresh.getAnimal(pet.id, { userId: null, ip: regular, userAgent: 'x' })).views,
    ).toBe(8);
  });
});
