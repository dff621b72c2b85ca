/**
 * Usuarios (staff): search and filters, a user's detail, deactivation (every
 * session ends, login says why), reactivation, the staff role; nobody changes
 * themselves and one active staff member always remains; audit rows.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '@huella/shared/messages/moderation';
import type { StaffUser, StaffUserListItem } from '@huella/shared/schemas/staff-admin';
import { auditLog, users } from '../../db/schema';
import {
  bearer,
  createShelter,
  createUser,
  loginAs,
  sessionAccessToken,
  uniqueIp,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createStaffUsersService } from './service';

const errors = moderationMessages.errors;
const REASON = 'Publica anuncios falsos de forma reiterada.';

let ctx: TestContext;
let staffUser: { id: number; email: string };
let staff: { authorization: string };
let plainAuth: { authorization: string };

const auth = async (userId: number) => ({
  authorization: `Bearer ${await sessionAccessToken(ctx.app, userId)}`,
});

beforeAll(async () => {
  ctx = await buildTestApp();
  staffUser = await createUser(ctx.app, { isStaff: true, firstName: 'Elena' });
  staff = await auth(staffUser.id);
  plainAuth = await auth((await createUser(ctx.app)).id);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers = staff) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const auditOf = (userId: number) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
    .orderBy(auditLog.id);

describe('GET /staff/api/users/', () => {
  it('finds users by name or e-mail, role and state', async () => {
    const marker = `Zarzal${Date.now()}`;
    const member = await createUser(ctx.app, { lastName: marker });
    const plain = await createUser(ctx.app, { lastName: marker });
    const inactive = await createUser(ctx.app, { lastName: marker, isActive: false });
    await createShelter(ctx.app, { members: [[member.id, 'administrador']] });
    const ids = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/staff/api/users/?q=${marker}${query}`,
        headers: staff,
      });
      expect(response.statusCode).toBe(200);
      return response
        .json<StaffUserListItem[]>()
        .map((row) => row.id)
        .sort();
    };
    expect(await ids('')).toEqual([member.id, plain.id, inactive.id].sort());
    expect(await ids('&rol=refugio')).toEqual([member.id]);
    expect(await ids('&rol=usuario')).toEqual([plain.id, inactive.id].sort());
    expect(await ids('&estado=inactivo')).toEqual([inactive.id]);
    expect(await ids('&rol=staff')).toEqual([]);
    const byEmail = await ctx.app.inject({
      method: 'GET',
      url: `/staff/api/users/?q=${encodeURIComponent(member.email)}`,
      headers: staff,
    });
    expect(byEmail.json()).toEqual([
      expect.objectContaining({ id: member.id, shelters: 1, is_staff: false, is_active: true }),
    ]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/users/?rol=jefe',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /staff/api/users/{id}/', () => {
  it('shows memberships, activity and the last login', async () => {
    const user = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[user.id, 'miembro']] });
    await loginAs(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/staff/api/users/${user.id}/`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffUser>();
    expect(body.memberships).toEqual([
      { id: shelter.id, name: shelter.name, role: 'miembro', verified: true },
    ]);
    expect(body.last_login).not.toBeNull();
    expect(body.activity).toEqual({
      adoption_requests: 0,
      favourites: 0,
      messages: 0,
      reports: 0,
      comments: 0,
      orders: 0,
      shelter_applications: 0,
    });
    expect(body.recent_requests).toEqual([]);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/users/999999/',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(errors.userNotFound);
  });
});

describe('deactivation', () => {
  it('ends every session (refresh refused), login says the account is deactivated; reactivation clears it', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const response = await post(`/staff/api/users/${user.id}/activation/`, {
      active: false,
      reason: REASON,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_active: false, deactivation_reason: REASON });
    expect(response.json().deactivated_at).not.toBeNull();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/me/',
      headers: bearer(tokens),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/token/refresh/',
      payload: { refresh: tokens.refresh },
      remoteAddress: uniqueIp(),
    });
    expect(refresh.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/login/',
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe(errors.accountDeactivated);

    const back = await post(`/staff/api/users/${user.id}/activation/`, {
      active: true,
      reason: 'Revisado: fue un malentendido.',
    });
    expect(back.json()).toMatchObject({
      is_active: true,
      deactivation_reason: '',
      deactivated_at: null,
    });
    await loginAs(ctx.app, user);
    expect((await auditOf(user.id)).map((row) => [row.action, row.changes])).toEqual([
      ['user.deactivate', { is_active: [true, false] }],
      ['user.activate', { is_active: [false, true] }],
    ]);
  });

  it('asks for a reason and changes nothing without one', async () => {
    const user = await createUser(ctx.app);
    const response = await post(`/staff/api/users/${user.id}/activation/`, {
      active: false,
      reason: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.reason).toBeDefined();
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isActive).toBe(true);
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('the staff role and the rules', () => {
  it('grants and removes staff, with audit rows', async () => {
    const user = await createUser(ctx.app);
    const granted = await post(`/staff/api/users/${user.id}/staff/`, {
      staff: true,
      reason: 'Se incorpora al equipo de moderación.',
    });
    expect(granted.json().is_staff).toBe(true);
    const removed = await post(`/staff/api/users/${user.id}/staff/`, {
      staff: false,
      reason: 'Deja el equipo de moderación.',
    });
    expect(removed.json().is_staff).toBe(false);
    expect((await auditOf(user.id)).map((row) => row.action)).toEqual([
      'user.grant_staff',
      'user.revoke_staff',
    ]);
  });

  it('refuses changing oneself (409), and keeps the last active staff member (409)', async () => {
    for (const [url, payload] of [
      [`/staff/api/users/${staffUser.id}/activation/`, { active: false, reason: REASON }],
      [`/staff/api/users/${staffUser.id}/staff/`, { staff: false, reason: REASON }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(errors.notYourself);
    }
  });

  it('keeps at least one active staff member (409 lastStaff, checked in the service)', async () => {
    // Through the API the caller is always another active staff member; the service checks
    // anyway (a caller whose role was removed meanwhile). Make `only` the only active staff.
    const only = await createUser(ctx.app, { isStaff: true });
    const formerStaff = await ctx.app.db
      .update(users)
      .set({ isStaff: false })
      .where(and(eq(users.isStaff, true)))
      .returning({ id: users.id });
    await ctx.app.db.update(users).set({ isStaff: true }).where(eq(users.id, only.id));
    const caller = await createUser(ctx.app);
    const service = createStaffUsersService({
      db: ctx.app.db,
      realtime: { endSessions: async () => undefined },
    });
    const actor = { id: caller.id, email: caller.email };
    for (const attempt of [
      () => service.setStaff(actor, only.id, { staff: false, reason: REASON }),
      () => service.setActive(actor, only.id, { active: false, reason: REASON }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        statusCode: 409,
        message: errors.lastStaff,
      });
    }
    expect(await auditOf(only.id)).toEqual([]);
    for (const { id } of formerStaff) {
      await ctx.app.db.update(users).set({ isStaff: true }).where(eq(users.id, id));
    }
  });
});

describe('who may manage users', () => {
  it('refuses guests (401) and everyone but staff (403)', async () => {
    const user = await createUser(ctx.app);
    const calls = [
      { method: 'GET', url: '/staff/api/users/' },
      { method: 'GET', url: `/staff/api/users/${user.id}/` },
      {
        method: 'POST',
        url: `/staff/api/users/${user.id}/activation/`,
        payload: { active: false, reason: REASON },
      },
      {
        method: 'POST',
        url: `/staff/api/users/${user.id}/staff/`,
        payload: { staff: true, reason: REASON },
      },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: plainAuth })).statusCode).toBe(403);
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: true, isStaff: false });
  });
});
