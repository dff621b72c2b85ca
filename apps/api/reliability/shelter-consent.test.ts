/**
 * Consent and integrity in shelters (issue 12, item 9), each attack as it was
 * reproduced: an administrator adding a stranger without their consent and
 * reading their name; probing whether an address has an account; leaving a
 * shelter without an administrator (demotion, removal, account deletion, two
 * demotions at once, a deletion racing a demotion); and marking an animal
 * adopted by hand while its applicants wait. Run on PostgreSQL, where
 * concurrent requests really run side by side.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { pets, shelterMemberships } from '../src/db/schema';
import { createUser, mailsTo, uniqueEmail } from '../src/test/factories';
import { buildTestApp } from '../src/test/helper';
import { buildWorld, type Person, type World } from './support/roles';
import { settledSnapshot } from './support/snapshot';

const ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
afterAll(() => ctx.close());

const admins = async (shelterId: number) =>
  (
    await ctx.app.db
      .select({ userId: shelterMemberships.userId, role: shelterMemberships.role })
      .from(shelterMemberships)
      .where(eq(shelterMemberships.shelterId, shelterId))
  )
    .filter((row) => row.role === 'administrador')
    .map((row) => row.userId);

const invite = (w: World, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/shelters/api/shelters/${w.shelter.id}/invitations/`,
    headers: w.admin.headers,
    payload: { email },
  });
const setRole = (w: World, who: Person, userId: number, role: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/shelters/api/shelters/${w.shelter.id}/users/${userId}/`,
    headers: who.headers,
    payload: { role },
  });
const deleteAccount = (who: Person) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/users/api/users/me/',
    headers: who.headers,
    payload: { password: who.user.password },
  });

describe('adding someone to a shelter', () => {
  it('no longer happens without their consent, nor shows their name', async () => {
    const w = await buildWorld(ctx.app);
    const stranger = await createUser(ctx.app, { firstName: 'Rocío', lastName: 'Durán' });

    // The old way in is gone.
    const direct = await ctx.app.inject({
      method: 'POST',
      url: `/shelters/api/shelters/${w.shelter.id}/users/`,
      headers: w.admin.headers,
      payload: { email: stranger.email },
    });
    expect(direct.statusCode).toBe(404);

    const invited = await invite(w, stranger.email);
    expect(invited.statusCode).toBe(201);
    expect(invited.body).not.toMatch(/Rocío|Durán/);
    const members = await ctx.app.inject({
      url: `/shelters/api/shelters/${w.shelter.id}/users/`,
      headers: w.admin.headers,
    });
    expect(members.body).not.toMatch(/Rocío|Durán/);
    expect(await admins(w.shelter.id)).not.toContain(stranger.id);
    const pending = await ctx.app.inject({
      url: `/shelters/api/shelters/${w.shelter.id}/invitations/`,
      headers: w.admin.headers,
    });
    expect(pending.body).not.toMatch(/Rocío|Durán/);
  });

  it('does not tell whether an address has an account', async () => {
    const w = await buildWorld(ctx.app);
    const existing = await createUser(ctx.app);
    const unknown = uniqueEmail('sin-cuenta');
    const answers = await Promise.all([invite(w, existing.email), invite(w, unknown)]);
    const comparable = answers.map((response) => {
      const body = response.json<Record<string, unknown>>();
      return {
        status: response.statusCode,
        body: { ...body, id: 0, email: '', created_at: '', expires_at: '' },
        headers: Object.keys(response.headers).sort(),
      };
    });
    expect(comparable[0]).toEqual(comparable[1]);
    // Both addresses get the same invitation mail.
    await ctx.app.mailer.flush();
    const subjects = async (to: string) => (await mailsTo(ctx.app, to)).map((m) => m.subject);
    expect(await subjects(existing.email)).toEqual(await subjects(unknown));
    expect(await subjects(unknown)).toHaveLength(1);
  });
});

describe('a shelter’s last administrator', () => {
  it('cannot be demoted or removed (409), and nothing changes', async () => {
    const w = await buildWorld(ctx.app);
    const before = await settledSnapshot(ctx.app);
    const demoted = await setRole(w, w.admin, w.admin.user.id, 'miembro');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().code).toBe('last_administrator');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/shelters/api/shelters/${w.shelter.id}/users/${w.admin.user.id}/`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(409);
    expect(await settledSnapshot(ctx.app)).toEqual(before);
  });

  it('cannot leave by deleting their account while the shelter has a member and an animal', async () => {
    const w = await buildWorld(ctx.app);
    const before = await settledSnapshot(ctx.app);
    const response = await deleteAccount(w.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Eres la única persona administradora de /);
    expect(await settledSnapshot(ctx.app)).toEqual(before);
  });

  it('survives two administrators demoting each other at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const w = await buildWorld(ctx.app);
      expect((await setRole(w, w.admin, w.member.user.id, 'administrador')).statusCode).toBe(200);
      const statuses = (
        await Promise.all([
          setRole(w, w.admin, w.member.user.id, 'miembro'),
          setRole(w, w.member, w.admin.user.id, 'miembro'),
        ])
      ).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(await admins(w.shelter.id)).toHaveLength(1);
    }
  });

  it('survives an administrator deleting their account while demoting the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const w = await buildWorld(ctx.app);
      expect((await setRole(w, w.admin, w.member.user.id, 'administrador')).statusCode).toBe(200);
      await Promise.all([deleteAccount(w.admin), setRole(w, w.admin, w.member.user.id, 'miembro')]);
      expect(await admins(w.shelter.id)).toHaveLength(1);
    }
  });
});

describe('marking an animal adopted by hand', () => {
  it('no longer leaves its applicants waiting', async () => {
    const w = await buildWorld(ctx.app);
    const patch = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/pets/api/pets/${w.pet.id}/`,
        headers: w.member.headers,
        payload,
      });

    const before = await settledSnapshot(ctx.app);
    const asked = await patch({ state: 'adoptada' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('open_adoption_requests');
    expect(await settledSnapshot(ctx.app)).toEqual(before);

    expect((await patch({ state: 'adoptada', close_open_requests: true })).statusCode).toBe(200);
    const [pet] = await ctx.app.db.select().from(pets).where(eq(pets.id, w.pet.id));
    expect(pet!.state).toBe('adoptada');
    const request = (
      await ctx.app.inject({
        url: `/adoptions/api/requests/${w.request.id}/`,
        headers: w.adopter.headers,
      })
    ).json<AdoptionRequest>();
    expect(request.state).toBe('rechazada');
    expect(request.events.at(-1)).toMatchObject({ author: null, to_state: 'rechazada' });
    await ctx.app.mailer.flush();
    expect((await mailsTo(ctx.app, w.adopter.user.email)).map((m) => m.subject)).toContain(
      'Tu solicitud para adoptar a Luna: Rechazada',
    );
  });
});
