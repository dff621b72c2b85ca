import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELTER_STATS_DAYS } from '@huella/shared/constants';
import type { ShelterStats } from '@huella/shared/schemas/staff-admin';
import { adoptionRequests, conversations, favourites, petViewDays, pets } from '../../db/schema';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  sessionAccessToken,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { lastDays } from './stats';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const auth = (token: string) => bearer({ access: token });

async function request(shelterId: number, petId: number, at: Date) {
  const adopter = await createUser(ctx.app);
  const [conversation] = await ctx.app.db
    .insert(conversations)
    .values({ adopterId: adopter.id, shelterId, petId })
    .returning();
  await ctx.app.db.insert(adoptionRequests).values({
    petId,
    shelterId,
    applicantId: adopter.id,
    conversationId: conversation!.id,
    homeType: 'piso',
    hasGarden: false,
    homeTenure: 'propia',
    adults: 2,
    experience: 'Hemos tenido perros.',
    hoursAlone: 3,
    message: 'Nos encantaría conocerla.',
    createdAt: at,
  });
  return adopter;
}

describe('lastDays', () => {
  it('gives Madrid days, oldest first, ending today in Madrid', () => {
    // 23:30 UTC on 31 March is already 1 April in Madrid (UTC+2).
    expect(lastDays(new Date('2026-03-31T23:30:00Z'), 3)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
  });
});

describe('GET /shelters/api/shelters/{id}/stats/', () => {
  it('counts views, favourites and requests per day and per animal, with totals', async () => {
    const member = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    const other = await createShelter(ctx.app);
    const luna = await createPet(ctx.app, { shelterId: shelter.id, name: 'Luna', viewCount: 30 });
    const toby = await createPet(ctx.app, { shelterId: shelter.id, name: 'Toby', viewCount: 5 });
    const gone = await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Borrado',
      viewCount: 99,
    });
    await ctx.app.db.update(pets).set({ deletedAt: new Date() }).where(eq(pets.id, gone.id));
    const elsewhere = await createPet(ctx.app, { shelterId: other.id, viewCount: 500 });
    await ctx.app.db.update(pets).set({ state: 'adoptada' }).where(eq(pets.id, toby.id));

    const days = lastDays(new Date(), SHELTER_STATS_DAYS);
    const today = days.at(-1)!;
    const yesterday = days.at(-2)!;
    await ctx.app.db.insert(petViewDays).values([
      { petId: luna.id, day: today, views: 4 },
      { petId: toby.id, day: today, views: 1 },
      { petId: luna.id, day: yesterday, views: 2 },
      { petId: gone.id, day: today, views: 50 },
      { petId: elsewhere.id, day: today, views: 70 },
    ]);
    const fans = await Promise.all([createUser(ctx.app), createUser(ctx.app), createUser(ctx.app)]);
    await ctx.app.db.insert(favourites).values([
      { userId: fans[0]!.id, petId: luna.id },
      { userId: fans[1]!.id, petId: luna.id },
      { userId: fans[2]!.id, petId: toby.id },
      { userId: fans[2]!.id, petId: elsewhere.id },
    ]);
    await request(shelter.id, luna.id, new Date());
    // Long ago: in the totals, not in the days.
    await request(shelter.id, luna.id, new Date(Date.now() - 200 * DAY_MS));

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/shelters/api/shelters/${shelter.id}/stats/`,
      headers: auth(await sessionAccessToken(ctx.app, member.id)),
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<ShelterStats>();
    expect(stats.days).toHaveLength(SHELTER_STATS_DAYS);
    expect(stats.days.at(-1)).toEqual({ day: today, views: 5, favourites: 3, requests: 1 });
    expect(stats.days.at(-2)).toEqual({ day: yesterday, views: 2, favourites: 0, requests: 0 });
    expect(stats.days[0]).toEqual({ day: days[0], views: 0, favourites: 0, requests: 0 });
    expect(stats.animals).toEqual([
      expect.objectContaining({ id: luna.id, name: 'Luna', views: 30, favourites: 2, requests: 2 }),
      expect.objectContaining({
        id: toby.id,
        state: 'adoptada',
        views: 5,
        favourites: 1,
        requests: 0,
      }),
    ]);
    expect(stats.totals).toEqual({ views: 35, favourites: 3, requests: 2, adoptions: 1 });
  });

  it('shows it to staff, refuses other users (403) and guests (401); 404 for no shelter', async () => {
    const shelter = await createShelter(ctx.app);
    const staff = await createUser(ctx.app, { isStaff: true });
    const stranger = await createUser(ctx.app);
    const get = (headers: Record<string, string> = {}, id = shelter.id) =>
      ctx.app.inject({ method: 'GET', url: `/shelters/api/shelters/${id}/stats/`, headers });
    expect((await get(auth(await sessionAccessToken(ctx.app, staff.id)))).statusCode).toBe(200);
    const refused = await get(auth(await sessionAccessToken(ctx.app, stranger.id)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_shelter_member');
    expect((await get()).statusCode).toBe(401);
    expect(
      (await get(auth(await sessionAccessToken(ctx.app, stranger.id)), 999999)).statusCode,
    ).toBe(404);
  });
});
