import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { uniqueIp } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';
import { shelterMemberships, shelters, users } from './schema';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SHELTERS,
  seedDemoData,
  seedDemoDataIfEmpty,
} from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function counts() {
  const [[u], [s], [m]] = await Promise.all([
    ctx.app.db.select({ n: count() }).from(users),
    ctx.app.db.select({ n: count() }).from(shelters),
    ctx.app.db.select({ n: count() }).from(shelterMemberships),
  ]);
  return { users: u!.n, shelters: s!.n, memberships: m!.n };
}

describe('demo data', () => {
  it('seeds an empty database once, and seeding again changes nothing', async () => {
    // The animals have their own test (demo/seed-animals.test.ts): here none, to stay quick.
    const options = { storage: ctx.app.storage, animals: [] };
    expect(await seedDemoDataIfEmpty(ctx.app.db, options)).not.toBeNull();
    const first = await counts();
    expect(first).toEqual({
      users: DEMO_ACCOUNTS.length,
      shelters: DEMO_SHELTERS.length,
      memberships: DEMO_SHELTERS.reduce((sum, shelter) => sum + shelter.members.length, 0),
    });
    // Without the animals there is nothing to apply for (demo/seed-adoption-requests.test.ts).
    expect((await seedDemoData(ctx.app.db, options)).adoptionRequests).toBe(0);
    expect(await counts()).toEqual(first);
    expect(await seedDemoDataIfEmpty(ctx.app.db, options)).toBeNull();
  });

  it('has shelters of the three kinds in the four cities', () => {
    expect(new Set(DEMO_SHELTERS.map((shelter) => shelter.kind))).toEqual(
      new Set(['Refugio', 'Protectora', 'Particular']),
    );
    expect(new Set(DEMO_SHELTERS.map((shelter) => shelter.city))).toEqual(
      new Set(['Madrid', 'Barcelona', 'Valencia', 'Sevilla']),
    );
  });

  it('shows every demo shelter in the directory with its text and its logo', async () => {
    const response = await ctx.app.inject({ url: '/shelters/api/shelters/' });
    const listed: { id: number; photo: string | null }[] = response.json();
    expect(listed).toHaveLength(DEMO_SHELTERS.length);
    for (const { id, photo } of listed) {
      expect(photo).toMatch(/^media\/shelters\//);
      expect((await ctx.app.inject({ url: `/${photo}` })).statusCode).toBe(200);
      const page = (await ctx.app.inject({ url: `/shelters/api/shelters/${id}/` })).json();
      expect(page.description).not.toBe('');
      expect(page.opening_hours).not.toBe('');
      expect(page.adoption_conditions).not.toBe('');
    }
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account]))(
    'lets %s log in with the demo password',
    async (_email, account) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/users/api/login/',
        payload: { email: account.email, password: DEMO_PASSWORD },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(200);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/users/api/users/me/',
        headers: { authorization: `Bearer ${response.json().access}` },
      });
      expect(me.json()).toMatchObject({ email: account.email, is_staff: account.isStaff });
    },
  );

  it('gives the shelter administrator their shelters', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.key === 'shelterAdmin')!;
    const { access } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/users/api/login/',
        payload: { email: admin.email, password: DEMO_PASSWORD },
        remoteAddress: uniqueIp(),
      })
    ).json();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/shelters/api/shelters/my-shelters/',
      headers: { authorization: `Bearer ${access}` },
    });
    const expected = DEMO_SHELTERS.filter((shelter) =>
      shelter.members.some(([key]) => key === 'shelterAdmin'),
    );
    expect(
      response
        .json()
        .map((shelter: { name: string }) => shelter.name)
        .sort(),
    ).toEqual(expected.map((shelter) => shelter.name).sort());
  });
});
