import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '@huella/shared/messages';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import type { StaffShelter } from '@huella/shared/schemas/staff-admin';
import { auditLog, pets, shelters } from '../../db/schema';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  mailsTo,
  sessionAccessToken,
  type TestUser,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

const errors = moderationMessages.errors;
let ctx: TestContext;
let staff: TestUser;
let staffToken: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createUser(ctx.app, { isStaff: true });
  staffToken = await sessionAccessToken(ctx.app, staff.id);
});
afterAll(() => ctx.close());

const auth = (token: string) => bearer({ access: token });
const REASON = 'Revisado por el equipo de Huella.';

async function shelterWithAdmin(name = `Refugio ${Math.random().toString(36).slice(2, 8)}`) {
  const admin = await createUser(ctx.app, { firstName: 'Rosa' });
  const shelter = await createShelter(ctx.app, { name, members: [[admin.id, 'administrador']] });
  return { admin, adminToken: await sessionAccessToken(ctx.app, admin.id), shelter };
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = staffToken,
) {
  return ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
}

const auditOf = (shelterId: number) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'shelter'), eq(auditLog.targetId, shelterId)));

describe('staff’s Refugios', () => {
  it('lists with search and filters, and shows one shelter with members and counts', async () => {
    const { admin, shelter } = await shelterWithAdmin('Zarpas de Teruel Únicas');
    await ctx.app.db
      .update(shelters)
      .set({ province: 'Teruel', taxId: 'G11000007' })
      .where(eq(shelters.id, shelter.id));
    await createPet(ctx.app, { shelterId: shelter.id });
    await createPet(ctx.app, { shelterId: shelter.id, state: 'adoptada' });

    const list = await call('GET', '/staff/api/shelters/?q=zarpas%20de%20teruel&province=Teruel');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: shelter.id,
        verified: true,
        suspended: false,
        animals: 1,
        members: 1,
      }),
    ]);
    const byCif = await call('GET', '/staff/api/shelters/?q=g-11000007');
    expect(byCif.json()).toEqual([expect.objectContaining({ id: shelter.id })]);
    const unverified = await call(
      'GET',
      '/staff/api/shelters/?estado=sin_verificar&q=zarpas%20de%20teruel',
    );
    expect(unverified.json()).toEqual([]);

    const detail = await call('GET', `/staff/api/shelters/${shelter.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<StaffShelter>()).toMatchObject({
      id: shelter.id,
      province: 'Teruel',
      tax_id: 'G11000007',
      suspended: false,
      application_id: null,
      members: [{ id: admin.id, role: 'administrador', is_active: true }],
      counts: { listed: 1, adopted: 1, hidden: 0, requests: 0, open_reports: 0 },
    });
    expect((await call('GET', '/staff/api/shelters/999999/')).statusCode).toBe(404);
  });

  it('edits the details with a reason, recording what changed', async () => {
    const { shelter } = await shelterWithAdmin();
    const response = await call('PATCH', `/staff/api/shelters/${shelter.id}/`, {
      city: 'Huesca',
      province: 'Huesca',
      reason: REASON,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Huesca', province: 'Huesca' });
    const [entry] = await auditOf(shelter.id);
    expect(entry).toMatchObject({
      action: 'shelter.update',
      actorId: staff.id,
      reason: REASON,
      changes: { city: ['Madrid', 'Huesca'], province: ['', 'Huesca'] },
    });

    const noReason = await call('PATCH', `/staff/api/shelters/${shelter.id}/`, { city: 'Soria' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toEqual([errors.reasonRequired]);
    // A CIF that does not fit the shelter's kind (a Refugio needs a CIF, not a NIF).
    const nif = await call('PATCH', `/staff/api/shelters/${shelter.id}/`, {
      tax_id: '12345678Z',
      reason: REASON,
    });
    expect(nif.statusCode).toBe(400);
    expect(nif.json().fields.tax_id).toEqual([shelterApplicationsMessages.errors.invalidCif]);
    expect(await auditOf(shelter.id)).toHaveLength(1);
  });

  it('verifies and unverifies, with audit records', async () => {
    const { shelter } = await shelterWithAdmin();
    const off = await call('POST', `/staff/api/shelters/${shelter.id}/verification/`, {
      verified: false,
      reason: REASON,
    });
    expect(off.json()).toMatchObject({ verified: false, verified_at: null });
    const on = await call('POST', `/staff/api/shelters/${shelter.id}/verification/`, {
      verified: true,
      reason: REASON,
    });
    expect(on.json().verified).toBe(true);
    expect(on.json().verified_at).not.toBeNull();
    expect((await auditOf(shelter.id)).map((row) => row.action)).toEqual([
      'shelter.unverify',
      'shelter.verify',
    ]);
  });

  it('adds members, changes roles and removes them, keeping an administrator', async () => {
    const { admin, shelter } = await shelterWithAdmin();
    const volunteer = await createUser(ctx.app);
    const added = await call('POST', `/staff/api/shelters/${shelter.id}/members/`, {
      email: volunteer.email.toUpperCase(),
      role: 'miembro',
      reason: REASON,
    });
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json<StaffShelter>()
        .members.map((m) => m.id)
        .sort(),
    ).toEqual([admin.id, volunteer.id].sort());
    const twice = await call('POST', `/staff/api/shelters/${shelter.id}/members/`, {
      email: volunteer.email,
      role: 'miembro',
      reason: REASON,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(errors.memberExists);
    const unknown = await call('POST', `/staff/api/shelters/${shelter.id}/members/`, {
      email: 'nadie-aqui@example.com',
      role: 'miembro',
      reason: REASON,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.email).toEqual([errors.memberUnknown]);

    const last = await call('PATCH', `/staff/api/shelters/${shelter.id}/members/${admin.id}/`, {
      role: 'miembro',
      reason: REASON,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'last_administrator',
      error: errors.lastAdministrator,
    });
    const removeLast = await call(
      'DELETE',
      `/staff/api/shelters/${shelter.id}/members/${admin.id}/`,
      {
        reason: REASON,
      },
    );
    expect(removeLast.statusCode).toBe(409);

    const promoted = await call(
      'PATCH',
      `/staff/api/shelters/${shelter.id}/members/${volunteer.id}/`,
      {
        role: 'administrador',
        reason: REASON,
      },
    );
    expect(promoted.statusCode).toBe(200);
    const removed = await call('DELETE', `/staff/api/shelters/${shelter.id}/members/${admin.id}/`, {
      reason: REASON,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StaffShelter>().members).toEqual([
      expect.objectContaining({ id: volunteer.id, role: 'administrador' }),
    ]);
    expect((await auditOf(shelter.id)).map((row) => row.action)).toEqual([
      'membership.add',
      'membership.role',
      'membership.remove',
    ]);
  });
});

describe('suspension', () => {
  it('hides the shelter and its animals, refuses publishing, mails the administrators; lifting restores', async () => {
    const { admin, adminToken, shelter } = await shelterWithAdmin('Suspendible Refugio Único');
    const pet = await createPet(ctx.app, { shelterId: shelter.id, name: 'Tobías Suspendido' });

    const publicIds = async () => {
      const animals = await ctx.app.inject({ method: 'GET', url: '/api/animals/?page_size=100' });
      const pets = await ctx.app.inject({ method: 'GET', url: '/pets/api/pets/?page_size=100' });
      const directory = await ctx.app.inject({
        method: 'GET',
        url: '/shelters/api/shelters/?page_size=100',
      });
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/shelters/api/shelters/${shelter.id}/`,
      });
      return {
        animals: animals.json<{ id: number }[]>().some((a) => a.id === pet.id),
        pets: pets.json<{ id: number }[]>().some((a) => a.id === pet.id),
        directory: directory.json<{ id: number }[]>().some((s) => s.id === shelter.id),
        page: page.statusCode,
      };
    };
    expect(await publicIds()).toEqual({ animals: true, pets: true, directory: true, page: 200 });

    const reason = 'Varias denuncias confirmadas de anuncios engañosos.';
    const suspended = await call('POST', `/staff/api/shelters/${shelter.id}/suspension/`, {
      suspended: true,
      reason,
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ suspended: true, suspension_reason: reason });
    expect(await publicIds()).toEqual({ animals: false, pets: false, directory: false, page: 404 });

    const [mail] = await mailsTo(ctx.app, admin.email);
    expect(mail?.subject).toBe(
      shelterApplicationsMessages.suspensionMails.suspendedSubject(shelter.name),
    );
    expect(mail?.text).toContain(reason);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/shelters/api/shelters/my-shelters/',
      headers: auth(adminToken),
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: shelter.id, suspended: true, suspension_reason: reason }),
    ]);

    const publish = await ctx.app.inject({
      method: 'POST',
      url: '/pets/api/pets/',
      headers: auth(adminToken),
      payload: {
        shelter: shelter.id,
        name: 'Nueva',
        kind: 'perro',
        description: 'Un perro muy bueno y tranquilo.',
      },
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toMatchObject({
      code: 'shelter_suspended',
      error: errors.shelterSuspended,
    });
    const renew = await ctx.app.inject({
      method: 'POST',
      url: `/pets/api/pets/${pet.id}/renew/`,
      headers: auth(adminToken),
    });
    expect(renew.statusCode).toBe(403);
    expect(renew.json().code).toBe('shelter_suspended');
    // Marked adopted meanwhile, then put back on the list: refused too.
    const reserve = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${pet.id}/`,
      headers: auth(adminToken),
      payload: { state: 'adoptada' },
    });
    expect(reserve.statusCode).toBe(200);
    const relist = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${pet.id}/`,
      headers: auth(adminToken),
      payload: { state: 'en_adopcion' },
    });
    expect(relist.statusCode).toBe(403);
    expect(relist.json().code).toBe('shelter_suspended');
    await ctx.app.db.update(pets).set({ state: 'en_adopcion' }).where(eq(pets.id, pet.id));

    const lifted = await call('POST', `/staff/api/shelters/${shelter.id}/suspension/`, {
      suspended: false,
      reason: 'Revisado: los anuncios se han corregido.',
    });
    expect(lifted.json()).toMatchObject({ suspended: false, suspension_reason: '' });
    expect(await publicIds()).toEqual({ animals: true, pets: true, directory: true, page: 200 });
    const mails = await mailsTo(ctx.app, admin.email);
    expect(mails.map((m) => m.subject)).toContain(
      shelterApplicationsMessages.suspensionMails.liftedSubject(shelter.name),
    );
    expect((await auditOf(shelter.id)).map((row) => row.action)).toEqual([
      'shelter.suspend',
      'shelter.unsuspend',
    ]);
  });
});

describe('authorisation', () => {
  it('refuses every staff route to guests (401) and to other users (403), changing nothing', async () => {
    const { admin, adminToken, shelter } = await shelterWithAdmin();
    const routes: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] =
      [
        { method: 'GET', url: '/staff/api/shelters/' },
        { method: 'GET', url: `/staff/api/shelters/${shelter.id}/` },
        {
          method: 'PATCH',
          url: `/staff/api/shelters/${shelter.id}/`,
          payload: { city: 'Lugo', reason: REASON },
        },
        {
          method: 'POST',
          url: `/staff/api/shelters/${shelter.id}/verification/`,
          payload: { verified: false, reason: REASON },
        },
        {
          method: 'POST',
          url: `/staff/api/shelters/${shelter.id}/suspension/`,
          payload: { suspended: true, reason: REASON },
        },
        {
          method: 'POST',
          url: `/staff/api/shelters/${shelter.id}/members/`,
          payload: { email: admin.email, role: 'miembro', reason: REASON },
        },
        {
          method: 'PATCH',
          url: `/staff/api/shelters/${shelter.id}/members/${admin.id}/`,
          payload: { role: 'miembro', reason: REASON },
        },
        {
          method: 'DELETE',
          url: `/staff/api/shelters/${shelter.id}/members/${admin.id}/`,
          payload: { reason: REASON },
        },
      ];
    for (const route of routes) {
      const guest = await ctx.app.inject({ ...route });
      expect(guest.statusCode, `${route.method} ${route.url}`).toBe(401);
      // Even the shelter's own administrator is not staff.
      const user = await ctx.app.inject({ ...route, headers: auth(adminToken) });
      expect(user.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await auditOf(shelter.id)).toHaveLength(0);
    const [row] = await ctx.app.db.select().from(shelters).where(eq(shelters.id, shelter.id));
    expect(row).toMatchObject({ verified: true, suspendedAt: null, city: 'Madrid' });
  });
});
