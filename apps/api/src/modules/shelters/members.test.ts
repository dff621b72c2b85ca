import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ShelterUser } from '@huella/shared/schemas/shelters';
import { createUser } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { withShelterLocked } from './repository';
import { addMember, shelterCast, storedMembers, storedRole } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const NOT_ADMIN = {
  error: 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.',
  message: 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.',
  code: 'not_shelter_admin',
};
const LAST_ADMIN = {
  error:
    'El refugio debe tener al menos un administrador. Nombra antes a otra persona administradora.',
  message:
    'El refugio debe tener al menos un administrador. Nombra antes a otra persona administradora.',
  code: 'last_administrator',
};
const NO_SHELTER = {
  error: 'No se encontró el refugio.',
  message: 'No se encontró el refugio.',
  code: 'shelter_not_found',
};
const NOT_A_MEMBER = {
  error: 'Esta persona no forma parte del refugio.',
  message: 'Esta persona no forma parte del refugio.',
  code: 'member_not_found',
};

const usersUrl = (shelterId: number, userId?: number) =>
  `/shelters/api/shelters/${shelterId}/users/${userId ? `${userId}/` : ''}`;

const listUsers = (shelterId: number, headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${usersUrl(shelterId)}${query}`, headers });
const changeRole = (
  shelterId: number,
  userId: number,
  headers: Record<string, string>,
  payload: object,
) => ctx.app.inject({ method: 'PATCH', url: usersUrl(shelterId, userId), headers, payload });
const removeUser = (shelterId: number, userId: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: usersUrl(shelterId, userId), headers });

describe('GET /shelters/api/shelters/{id}/users/', () => {
  it('shows the members to a member: administrators first, then by name', async () => {
    const cast = await shelterCast(ctx.app);
    const zoe = await createUser(ctx.app, { firstName: 'Zoe', lastName: '' });
    const bea = await createUser(ctx.app, { firstName: 'bea', lastName: 'Sanz' });
    await addMember(ctx.app, cast.shelter.id, zoe.id, 'miembro');
    await addMember(ctx.app, cast.shelter.id, bea.id, 'miembro');

    const response = await listUsers(cast.shelter.id, cast.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    const admin = cast.admin.user;
    const members = response.json<ShelterUser[]>();
    expect(members[0]).toEqual({
      id: admin.id,
      name: `${admin.first_name} ${admin.last_name}`,
      first_name: admin.first_name,
      last_name: admin.last_name,
      email: admin.email,
      role: 'administrador',
    });
    // Ana (the factory's name) sorts before bea, bea before Zoe, whatever the case.
    expect(members.slice(1).map((member) => [member.id, member.role])).toEqual([
      [cast.member.user.id, 'miembro'],
      [bea.id, 'miembro'],
      [zoe.id, 'miembro'],
    ]);
    // A user without a surname is named by the first name alone.
    expect(members[3]!.name).toBe('Zoe');
  });

  it('pages like every list', async () => {
    const cast = await shelterCast(ctx.app);
    const response = await listUsers(cast.shelter.id, cast.admin.headers, '?page=2&page_size=1');
    expect(response.json<ShelterUser[]>().map((member) => member.id)).toEqual([
      cast.member.user.id,
    ]);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.headers.link).toContain('rel="prev"');
  });

  it('is for members and staff only', async () => {
    const cast = await shelterCast(ctx.app);
    expect((await listUsers(cast.shelter.id, {})).statusCode).toBe(401);
    for (const who of [cast.otherAdmin, cast.outsider]) {
      const response = await listUsers(cast.shelter.id, who.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Solo los miembros del refugio pueden ver sus usuarios.',
        message: 'Solo los miembros del refugio pueden ver sus usuarios.',
        code: 'not_shelter_member',
      });
    }
    const staff = await listUsers(cast.shelter.id, cast.staff.headers);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toHaveLength(2);

    const missing = await listUsers(2_000_000, cast.staff.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NO_SHELTER);
  });
});

describe('PATCH /shelters/api/shelters/{id}/users/{userId}/', () => {
  it('lets an administrator change a member’s role and answers the member', async () => {
    const cast = await shelterCast(ctx.app);
    const promoted = await changeRole(cast.shelter.id, cast.member.user.id, cast.admin.headers, {
      role: 'administrador',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: cast.member.user.id, role: 'administrador' });

    // With two administrators, one may step down.
    const steppedDown = await changeRole(cast.shelter.id, cast.admin.user.id, cast.admin.headers, {
      role: 'miembro',
    });
    expect(steppedDown.statusCode).toBe(200);
    expect(await storedMembers(ctx.app, cast.shelter.id)).toEqual(
      [
        { userId: cast.admin.user.id, role: 'miembro' },
        { userId: cast.member.user.id, role: 'administrador' },
      ].sort((a, b) => a.userId - b.userId),
    );
  });

  it('never leaves the shelter without an administrator', async () => {
    const cast = await shelterCast(ctx.app);
    const response = await changeRole(cast.shelter.id, cast.admin.user.id, cast.admin.headers, {
      role: 'miembro',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(LAST_ADMIN);
    expect(await storedRole(ctx.app, cast.shelter.id, cast.admin.user.id)).toBe('administrador');
    // Staff cannot either.
    const staff = await changeRole(cast.shelter.id, cast.admin.user.id, cast.staff.headers, {
      role: 'miembro',
    });
    expect(staff.json()).toEqual(LAST_ADMIN);
  });

  it('lets only one of two administrators demoting each other at the same time succeed', async () => {
    const cast = await shelterCast(ctx.app);
    await changeRole(cast.shelter.id, cast.member.user.id, cast.admin.headers, {
      role: 'administrador',
    });
    const [first, second] = await Promise.all([
      changeRole(cast.shelter.id, cast.member.user.id, cast.admin.headers, { role: 'miembro' }),
      changeRole(cast.shelter.id, cast.admin.user.id, cast.member.headers, { role: 'miembro' }),
    ]);
    // The loser is refused: as the last administrator (409) or, when the winner
    // demoted them first, as someone who no longer administers the shelter (403).
    const statuses = [first.statusCode, second.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    const roles = (await storedMembers(ctx.app, cast.shelter.id)).map((member) => member.role);
    expect(roles.filter((role) => role === 'administrador')).toHaveLength(1);
  });

  // PGlite has one connection, so only PostgreSQL can show a second one waiting.
  it.runIf(Boolean(inject('postgresTemplate')))(
    'makes a membership change wait while another one holds the shelter',
    async () => {
      const cast = await shelterCast(ctx.app);
      let entered!: () => void;
      let release!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      const holder = withShelterLocked(ctx.app.db, cast.shelter.id, async () => {
        entered();
        await gate;
      });
      await inside;
      const removal = removeUser(cast.shelter.id, cast.member.user.id, cast.admin.headers);
      const waitingForLock = async () => {
        const result = (await ctx.app.db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { waiting: number }[] };
        return result.rows[0]?.waiting;
      };
      try {
        await expect.poll(waitingForLock, { timeout: 10_000 }).toBe(1);
        expect(await storedRole(ctx.app, cast.shelter.id, cast.member.user.id)).toBe('miembro');
      } finally {
        release();
        await holder;
      }
      expect((await removal).statusCode).toBe(204);
    },
  );

  it('checks the role and the member', async () => {
    const cast = await shelterCast(ctx.app);
    const bad = await changeRole(cast.shelter.id, cast.member.user.id, cast.admin.headers, {
      role: 'jefa',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ role: ['Elige un rol: Administrador o Miembro.'] });
    const stranger = await changeRole(cast.shelter.id, cast.outsider.user.id, cast.admin.headers, {
      role: 'miembro',
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(NOT_A_MEMBER);
  });

  it('is for the shelter’s administrators (and staff) only', async () => {
    const cast = await shelterCast(ctx.app);
    const target = cast.member.user.id;
    const payload = { role: 'administrador' };
    expect((await changeRole(cast.shelter.id, target, {}, payload)).statusCode).toBe(401);
    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) {
      const response = await changeRole(cast.shelter.id, target, who.headers, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NOT_ADMIN);
    }
    expect(await storedRole(ctx.app, cast.shelter.id, target)).toBe('miembro');
    const staff = await changeRole(cast.shelter.id, target, cast.staff.headers, payload);
    expect(staff.statusCode).toBe(200);
    expect(await storedRole(ctx.app, cast.shelter.id, target)).toBe('administrador');
  });
});

describe('DELETE /shelters/api/shelters/{id}/users/{userId}/', () => {
  it('lets an administrator remove a member', async () => {
    const cast = await shelterCast(ctx.app);
    const response = await removeUser(cast.shelter.id, cast.member.user.id, cast.admin.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedMembers(ctx.app, cast.shelter.id)).toEqual([
      { userId: cast.admin.user.id, role: 'administrador' },
    ]);
    const again = await removeUser(cast.shelter.id, cast.member.user.id, cast.admin.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_A_MEMBER);
  });

  it('lets any member leave, but not the last administrator', async () => {
    const cast = await shelterCast(ctx.app);
    const lastAdmin = await removeUser(cast.shelter.id, cast.admin.user.id, cast.admin.headers);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toEqual(LAST_ADMIN);

    const left = await removeUser(cast.shelter.id, cast.member.user.id, cast.member.headers);
    expect(left.statusCode).toBe(204);
    expect(await storedMembers(ctx.app, cast.shelter.id)).toEqual([
      { userId: cast.admin.user.id, role: 'administrador' },
    ]);
  });

  it('is for the shelter’s administrators (and staff) only, besides leaving', async () => {
    const cast = await shelterCast(ctx.app);
    const newcomer = await createUser(ctx.app);
    await addMember(ctx.app, cast.shelter.id, newcomer.id, 'miembro');
    const before = await storedMembers(ctx.app, cast.shelter.id);

    expect((await removeUser(cast.shelter.id, newcomer.id, {})).statusCode).toBe(401);
    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) {
      const response = await removeUser(cast.shelter.id, newcomer.id, who.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NOT_ADMIN);
    }
    // Someone outside the shelter "leaving" it is told they are not in it.
    const notIn = await removeUser(cast.shelter.id, cast.outsider.user.id, cast.outsider.headers);
    expect(notIn.statusCode).toBe(404);
    expect(await storedMembers(ctx.app, cast.shelter.id)).toEqual(before);

    const staff = await removeUser(cast.shelter.id, newcomer.id, cast.staff.headers);
    expect(staff.statusCode).toBe(204);
    expect(await storedRole(ctx.app, cast.shelter.id, newcomer.id)).toBeUndefined();

    const missing = await removeUser(2_000_000, newcomer.id, cast.staff.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NO_SHELTER);
  });
});
