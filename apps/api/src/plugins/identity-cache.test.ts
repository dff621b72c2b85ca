/**
 * Who is asking, kept in memory (plugins/identity-cache.ts, decision 11): a
 * warm request asks the database nothing about the session, yet an ended
 * session, a deactivated account, lost staff rights and memberships take
 * effect at once on the process that made the change, and on another
 * instance on the same database once the database's notification arrives.
 * The same for the `me` answer: a favourite or a name change shows at once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@huella/shared/schemas/auth';
import type { User } from '@huella/shared/schemas/users';
import type { App } from '../app';
import { sessions, shelterMemberships, users } from '../db/schema';
import { buildSecondInstance } from '../modules/chat/test-support';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  sessionAccessToken,
} from '../test/factories';
import { buildTestApp, requestStatements, type TestContext } from '../test/helper';

let ctx: TestContext;
let statements = 0;
const countingLogger = requestStatements(() => {
  statements += 1;
});

beforeAll(async () => {
  ctx = await buildTestApp({}, {}, { logger: countingLogger });
});
afterAll(() => ctx.close());

const REASON = 'Revisión de la cuenta por el equipo de Huella.';

function me(app: App, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/users/api/users/me/', headers });
}

/** Waits for what another process's write makes the cache forget (a notification away). */
async function eventually(check: () => Promise<boolean>, withinMs = 5_000) {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function signedIn(app: App, overrides: { isStaff?: boolean } = {}) {
  const user = await createUser(app, overrides);
  const tokens: TokenPair = await loginAs(app, user);
  return { user, tokens, headers: bearer(tokens) };
}

describe('the identity of a session', () => {
  it('is read from the database once, then kept: a warm me costs no statement', async () => {
    const { headers } = await signedIn(ctx.app);
    expect((await me(ctx.app, headers)).statusCode).toBe(200);
    statements = 0;
    const again = await me(ctx.app, headers);
    expect(again.statusCode).toBe(200);
    expect(statements).toBe(0);
  });

  it('refuses a session at once after its logout, on the same process', async () => {
    const { tokens, headers } = await signedIn(ctx.app);
    expect((await me(ctx.app, headers)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/logout/',
      payload: { refresh: tokens.refresh },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(ctx.app, headers)).statusCode).toBe(401);
  });

  it('refuses a session ended by a script once its notification arrives', async () => {
    const { user } = await signedIn(ctx.app);
    const access = await sessionAccessToken(ctx.app, user.id);
    const headers = { authorization: `Bearer ${access}` };
    expect((await me(ctx.app, headers)).statusCode).toBe(200);
    // Not through this app: as a second API process or a script would.
    await ctx.app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    await eventually(async () => (await me(ctx.app, headers)).statusCode === 401);
  });

  it('refuses a deactivated account at once, and one deactivated by a script after the notification', async () => {
    const staff = await signedIn(ctx.app, { isStaff: true });
    const target = await signedIn(ctx.app);
    expect((await me(ctx.app, target.headers)).statusCode).toBe(200);
    const deactivated = await ctx.app.inject({
      method: 'POST',
      url: `/staff/api/users/${target.user.id}/activation/`,
      headers: staff.headers,
      payload: { active: false, reason: REASON },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await me(ctx.app, target.headers)).statusCode).toBe(401);

    const other = await signedIn(ctx.app);
    expect((await me(ctx.app, other.headers)).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, other.user.id));
    await eventually(async () => (await me(ctx.app, other.headers)).statusCode === 401);
  });

  it('takes staff rights away at once', async () => {
    const staff = await signedIn(ctx.app, { isStaff: true });
    const target = await signedIn(ctx.app, { isStaff: true });
    const staffList = () =>
      ctx.app.inject({ method: 'GET', url: '/staff/api/users/', headers: target.headers });
    expect((await staffList()).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'POST',
      url: `/staff/api/users/${target.user.id}/staff/`,
      headers: staff.headers,
      payload: { staff: false, reason: REASON },
    });
    expect(removed.statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(403);
    expect((await me(ctx.app, target.headers)).json<User>().is_staff).toBe(false);
  });

  it("shows a shelter's chip numbers to a member added, at once, and no longer once removed", async () => {
    const staff = await signedIn(ctx.app, { isStaff: true });
    const member = await signedIn(ctx.app);
    const shelter = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id, chipNumber: '941000024681357' });
    const chip = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/pets/api/pets/${pet.id}/`,
          headers: member.headers,
        })
      ).json<{ chip_number?: string }>().chip_number;
    expect(await chip()).toBeUndefined();

    const added = await ctx.app.inject({
      method: 'POST',
      url: `/staff/api/shelters/${shelter.id}/members/`,
      headers: staff.headers,
      payload: { email: member.user.email, role: 'miembro', reason: REASON },
    });
    expect(added.statusCode).toBe(200);
    expect(await chip()).toBe('941000024681357');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/staff/api/shelters/${shelter.id}/members/${member.user.id}/`,
      headers: staff.headers,
      payload: { reason: REASON },
    });
    expect(removed.statusCode).toBe(200);
    expect(await chip()).toBeUndefined();
  });
});

describe('the me answer', () => {
  it('shows a favourite added or removed, and a new name, in the next answer', async () => {
    const { user, headers } = await signedIn(ctx.app);
    const shelter = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    expect((await me(ctx.app, headers)).json<User>().favourites).toEqual([]);

    const favourite = (action: 'add' | 'remove') =>
      ctx.app.inject({
        method: 'POST',
        url: `/users/api/users/${user.id}/${action}-favourite-pet/`,
        headers,
        payload: { pet_id: pet.id },
      });
    expect((await favourite('add')).statusCode).toBe(200);
    expect((await me(ctx.app, headers)).json<User>().favourites).toEqual([pet.id]);
    expect((await favourite('remove')).statusCode).toBe(200);
    expect((await me(ctx.app, headers)).json<User>().favourites).toEqual([]);

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/users/api/users/me/',
      headers,
      payload: { first_name: 'Lucía' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(ctx.app, headers)).json<User>().first_name).toBe('Lucía');
  });

  it('drops a favourite whose announcement a script deleted, once the notification arrives', async () => {
    const { user, headers } = await signedIn(ctx.app);
    const shelter = await createShelter(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id });
    await ctx.app.inject({
      method: 'POST',
      url: `/users/api/users/${user.id}/add-favourite-pet/`,
      headers,
      payload: { pet_id: pet.id },
    });
    expect((await me(ctx.app, headers)).json<User>().favourites).toEqual([pet.id]);
    await ctx.app.db.execute(sql`update pets set deleted_at = now() where id = ${pet.id}`);
    await eventually(async () => (await me(ctx.app, headers)).json<User>().favourites.length === 0);
  });
});

describe('another instance of the API on the same database', () => {
  it('refuses an ended session, a deactivated account and lost memberships after the notification, and shows changes to me (a favourite added, then removed)', async () => {
    const second = await buildSecondInstance(ctx);
    try {
      const there = second.app;
      const ended = await signedIn(ctx.app);
      const deactivated = await signedIn(ctx.app);
      const member = await signedIn(ctx.app);
      const shelter = await createShelter(ctx.app, { members: [[member.user.id, 'miembro']] });
      const pet = await createPet(ctx.app, {
        shelterId: shelter.id,
        chipNumber: '941000013572468',
      });
      const chipThere = async () =>
        (
          await there.inject({
            method: 'GET',
            url: `/pets/api/pets/${pet.id}/`,
            headers: member.headers,
          })
        ).json<{ chip_number?: string }>().chip_number;
      // Warm on the second instance.
      for (const person of [ended, deactivated, member]) {
        expect((await me(there, person.headers)).statusCode).toBe(200);
      }
      expect(await chipThere()).toBe('941000013572468');

      await ctx.app.inject({
        method: 'POST',
        url: '/users/api/logout/',
        payload: { refresh: ended.tokens.refresh },
      });
      const staff = await signedIn(ctx.app, { isStaff: true });
      await ctx.app.inject({
        method: 'POST',
        url: `/staff/api/users/${deactivated.user.id}/activation/`,
        headers: staff.headers,
        payload: { active: false, reason: REASON },
      });
      await ctx.app.db
        .delete(shelterMemberships)
        .where(eq(shelterMemberships.userId, member.user.id));
      await ctx.app.inject({
        method: 'PUT',
        url: '/users/api/users/me/',
        headers: member.headers,
        payload: { first_name: 'Marta' },
      });
      await ctx.app.inject({
        method: 'POST',
        url: `/users/api/users/${member.user.id}/add-favourite-pet/`,
        headers: member.headers,
        payload: { pet_id: pet.id },
      });

      await eventually(async () => (await me(there, ended.headers)).statusCode === 401);
      await eventually(async () => (await me(there, deactivated.headers)).statusCode === 401);
      await eventually(async () => (await chipThere()) === undefined);
      await eventually(async () => {
        const answer = (await me(there, member.headers)).json<User>();
        return answer.first_name === 'Marta' && answer.favourites.includes(pet.id);
      });
      // The favourite's notice goes after its write, not from a trigger (migration 0025).
      await ctx.app.inject({
        method: 'POST',
        url: `/users/api/users/${member.user.id}/remove-favourite-pet/`,
        headers: member.headers,
        payload: { pet_id: pet.id },
      });
      await eventually(async () => {
        const answer = (await me(there, member.headers)).json<User>();
        return answer.favourites.length === 0;
      });
    } finally {
      await second.close();
    }
  });
});
