import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyShelter, ShelterInvitation } from '@huella/shared/schemas/shelters';
import { shelterInvitations } from '../../db/schema';
import { bearer, createUser, loginAs, uniqueEmail, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { shelterCast, storedMembers, storedRole, type Person } from './test-support';

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://huella.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const NOT_ADMIN = {
  error: 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.',
  message: 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.',
  code: 'not_shelter_admin',
};
const NOT_FOUND = {
  error: 'La invitación no existe, ha caducado o ya se ha usado.',
  message: 'La invitación no existe, ha caducado o ya se ha usado.',
  code: 'invitation_not_found',
};

const invitationsUrl = (shelterId: number, id?: number) =>
  `/shelters/api/shelters/${shelterId}/invitations/${id ? `${id}/` : ''}`;

const invite = (shelterId: number, who: Person | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: invitationsUrl(shelterId),
    headers: who?.headers ?? {},
    payload,
  });
const listInvitations = (shelterId: number, who: Person | null) =>
  ctx.app.inject({ url: invitationsUrl(shelterId), headers: who?.headers ?? {} });
const cancel = (shelterId: number, id: number, who: Person | null) =>
  ctx.app.inject({
    method: 'DELETE',
    url: invitationsUrl(shelterId, id),
    headers: who?.headers ?? {},
  });
const byToken = (action: 'lookup' | 'accept' | 'decline', token: string, headers = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/shelters/api/invitations/${action}/`,
    headers,
    payload: { token },
  });
const myShelters = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/shelters/api/shelters/my-shelters/', headers });

/** The mails that reached the SMTP server for an address, once every background mail is out. */
async function mailsTo(address: string) {
  await ctx.app.mailer.flush();
  return smtp.received.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** The token of the newest invitation mailed to the address. */
async function mailedToken(address: string) {
  const mails = await mailsTo(address);
  const match = /\/invitaciones\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${address}`);
  return match[1]!;
}

async function signedIn(email: string) {
  const user = await createUser(ctx.app, { email, firstName: 'Lola', lastName: 'Vega' });
  return { user, headers: bearer(await loginAs(ctx.app, user)) };
}

describe('inviting someone to a shelter', () => {
  it('does not make them a member, nor show their name, until they accept', async () => {
    const cast = await shelterCast(ctx.app, { name: 'Refugio Las Encinas' });
    const lola = await signedIn(uniqueEmail('lola'));
    const typed = `  ${lola.user.email.toUpperCase()} `;

    const response = await invite(cast.shelter.id, cast.admin, { email: typed, role: 'Miembro' });
    expect(response.statusCode).toBe(201);
    const invitation = response.json<ShelterInvitation>();
    expect(invitation).toEqual({
      id: expect.any(Number),
      email: lola.user.email.toUpperCase(),
      role: 'miembro',
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(JSON.stringify(invitation)).not.toContain('Lola');
    // Fourteen days to accept.
    const days =
      (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    expect(await storedRole(ctx.app, cast.shelter.id, lola.user.id)).toBeUndefined();
    expect((await myShelters(lola.headers)).json()).toEqual([]);
    const pending = await listInvitations(cast.shelter.id, cast.admin);
    expect(pending.json()).toEqual([invitation]);
    expect(pending.headers['x-total-count']).toBe('1');
  });

  it('answers the same whether the address has an account or not', async () => {
    const cast = await shelterCast(ctx.app);
    const existing = await createUser(ctx.app);
    const nobody = uniqueEmail('nadie');
    const shape = (response: Awaited<ReturnType<typeof invite>>) => {
      const {
        id: _id,
        created_at: _c,
        expires_at: _e,
        email: _m,
        ...rest
      } = response.json<ShelterInvitation>();
      return { status: response.statusCode, keys: Object.keys(response.json()), rest };
    };
    const withAccount = await invite(cast.shelter.id, cast.admin, { email: existing.email });
    const withoutAccount = await invite(cast.shelter.id, cast.admin, { email: nobody });
    expect(shape(withAccount)).toEqual(shape(withoutAccount));
    // Both get the same mail.
    expect((await mailsTo(existing.email)).map((mail) => mail.subject)).toEqual(
      (await mailsTo(nobody)).map((mail) => mail.subject),
    );
  });

  it('mails the typed address a link, with no words of the inviter but the shelter’s name', async () => {
    const cast = await shelterCast(ctx.app, { name: 'Protectora <b>Huellitas</b>' });
    const email = uniqueEmail('invitada');
    await invite(cast.shelter.id, cast.admin, { email, role: 'administrador' });

    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Invitación para unirte a Protectora <b>Huellitas</b> en Huella');
    expect(mail!.text).toContain('Hola:');
    expect(mail!.text).toContain(
      'Protectora <b>Huellitas</b> te invita a formar parte de su equipo en Huella como administrador.',
    );
    expect(mail!.text).toMatch(
      /Ver la invitación: https:\/\/huella\.example\/invitaciones\?token=[\w-]{43}/,
    );
    expect(mail!.text).toContain('La invitación caduca en 14 días.');
    // The inviter's name is not in it, and the shelter's name is escaped in the HTML.
    expect(mail!.text).not.toContain(cast.admin.user.first_name);
    expect(mail!.html).toContain('Protectora &lt;b&gt;Huellitas&lt;/b&gt;');
  });

  it('refuses someone already in the shelter, or already invited, on the email field', async () => {
    const cast = await shelterCast(ctx.app);
    const member = await invite(cast.shelter.id, cast.admin, {
      email: cast.member.user.email,
      role: 'administrador',
    });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toEqual({
      error: 'Esta persona ya forma parte del refugio.',
      message: 'Esta persona ya forma parte del refugio.',
      code: 'already_member',
      fields: { email: ['Esta persona ya forma parte del refugio.'] },
    });
    expect(await storedRole(ctx.app, cast.shelter.id, cast.member.user.id)).toBe('miembro');

    const email = uniqueEmail();
    expect((await invite(cast.shelter.id, cast.admin, { email })).statusCode).toBe(201);
    const again = await invite(cast.shelter.id, cast.admin, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'Ya hay una invitación pendiente para este email.',
      message: 'Ya hay una invitación pendiente para este email.',
      code: 'already_invited',
      fields: { email: ['Ya hay una invitación pendiente para este email.'] },
    });
    expect((await listInvitations(cast.shelter.id, cast.admin)).json()).toHaveLength(1);
  });

  it('checks the email and the role', async () => {
    const cast = await shelterCast(ctx.app);
    const empty = await invite(cast.shelter.id, cast.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ email: ['Este campo es obligatorio'] });
    const bad = await invite(cast.shelter.id, cast.admin, { email: 'sin-arroba', role: 'jefa' });
    expect(bad.json().fields).toEqual({
      email: ['Introduce un email válido, por ejemplo hola@refugio.es.'],
      role: ['Elige un rol: Administrador o Miembro.'],
    });
    expect((await listInvitations(cast.shelter.id, cast.admin)).json()).toEqual([]);
  });

  it('is for the shelter’s administrators and staff only', async () => {
    const cast = await shelterCast(ctx.app);
    const email = uniqueEmail();
    expect((await invite(cast.shelter.id, null, { email })).statusCode).toBe(401);
    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) {
      const response = await invite(cast.shelter.id, who, { email });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NOT_ADMIN);
      expect((await listInvitations(cast.shelter.id, who)).statusCode).toBe(403);
    }
    expect(await mailsTo(email)).toEqual([]);
    expect((await invite(cast.shelter.id, cast.staff, { email })).statusCode).toBe(201);
    expect((await listInvitations(cast.shelter.id, cast.staff)).json()).toHaveLength(1);
    const missing = await invite(2_000_000, cast.staff, { email: uniqueEmail() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('shelter_not_found');
  });
});

describe('the invited person', () => {
  it('reads the invitation, accepts it signed in with that address, and joins with the role', async () => {
    const cast = await shelterCast(ctx.app, { name: 'Refugio Los Olivos' });
    const lola = await signedIn(uniqueEmail('lola'));
    await invite(cast.shelter.id, cast.admin, { email: lola.user.email, role: 'administrador' });
    const token = await mailedToken(lola.user.email);

    const read = await byToken('lookup', token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      shelter: { id: cast.shelter.id, name: 'Refugio Los Olivos' },
      email: lola.user.email,
      role: 'administrador',
      expires_at: expect.any(String),
    });

    const accepted = await byToken('accept', token, lola.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<MyShelter>()).toMatchObject({
      id: cast.shelter.id,
      name: 'Refugio Los Olivos',
      role: 'administrador',
    });
    expect(await storedRole(ctx.app, cast.shelter.id, lola.user.id)).toBe('administrador');
    expect((await myShelters(lola.headers)).json()).toEqual([
      expect.objectContaining({ id: cast.shelter.id, role: 'administrador' }),
    ]);
    expect((await listInvitations(cast.shelter.id, cast.admin)).json()).toEqual([]);

    // The link works once.
    const again = await byToken('accept', token, lola.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });

  it('may accept with an account made after the invitation, with that address', async () => {
    const cast = await shelterCast(ctx.app);
    const email = uniqueEmail('nueva');
    await invite(cast.shelter.id, cast.admin, { email });
    const token = await mailedToken(email);

    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/users/',
      payload: { first_name: 'Nueva', last_name: '', email, password: 'Huella123' },
      remoteAddress: uniqueIp(),
    });
    expect(registered.statusCode).toBe(201);
    const headers = bearer(await loginAs(ctx.app, { email, password: 'Huella123' }));
    const before = await storedMembers(ctx.app, cast.shelter.id);
    // Until the address is confirmed it is not proved to be the account's.
    const early = await byToken('accept', token, headers);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('email_not_confirmed');
    expect(await storedMembers(ctx.app, cast.shelter.id)).toEqual(before);

    const link = /\/confirmar-correo\?token=([\w-]+)/.exec(
      (await mailsTo(email)).find((mail) => mail.text.includes('/confirmar-correo?token='))!.text,
    );
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/email-confirmation/',
      payload: { token: link![1] },
    });
    expect(confirmed.statusCode).toBe(200);
    const accepted = await byToken('accept', token, headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().role).toBe('miembro');
  });

  it('must be signed in with the invited address to accept', async () => {
    const cast = await shelterCast(ctx.app);
    const email = uniqueEmail('invitada');
    await invite(cast.shelter.id, cast.admin, { email });
    const token = await mailedToken(email);
    const before = await storedMembers(ctx.app, cast.shelter.id);

    expect((await byToken('accept', token)).statusCode).toBe(401);
    const wrong = await byToken('accept', token, cast.outsider.headers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: `Esta invitación es para ${email}. Inicia sesión con la cuenta de ese correo para aceptarla.`,
      message: `Esta invitación es para ${email}. Inicia sesión con la cuenta de ese correo para aceptarla.`,
      code: 'invitation_other_email',
    });
    expect(await storedMembers(ctx.app, cast.shelter.id)).toEqual(before);
    // Still pending for its owner.
    expect((await byToken('lookup', token)).statusCode).toBe(200);
  });

  it('may decline without an account; the link then stops working', async () => {
    const cast = await shelterCast(ctx.app);
    const email = uniqueEmail('no-gracias');
    await invite(cast.shelter.id, cast.admin, { email });
    const token = await mailedToken(email);

    const declined = await byToken('decline', token);
    expect(declined.statusCode).toBe(204);
    for (const action of ['lookup', 'decline'] as const) {
      const after = await byToken(action, token);
      expect(after.statusCode).toBe(404);
      expect(after.json()).toEqual(NOT_FOUND);
    }
    expect((await listInvitations(cast.shelter.id, cast.admin)).json()).toEqual([]);
  });

  it('cannot use an expired invitation, and the address may be invited again', async () => {
    const cast = await shelterCast(ctx.app);
    const lola = await signedIn(uniqueEmail('tarde'));
    const first = await invite(cast.shelter.id, cast.admin, { email: lola.user.email });
    const token = await mailedToken(lola.user.email);
    await ctx.app.db
      .update(shelterInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shelterInvitations.id, first.json().id));

    expect((await byToken('lookup', token)).statusCode).toBe(404);
    expect((await byToken('accept', token, lola.headers)).statusCode).toBe(404);
    expect(await storedRole(ctx.app, cast.shelter.id, lola.user.id)).toBeUndefined();
    expect((await listInvitations(cast.shelter.id, cast.admin)).json()).toEqual([]);

    expect((await invite(cast.shelter.id, cast.admin, { email: lola.user.email })).statusCode).toBe(
      201,
    );
    const fresh = await mailedToken(lola.user.email);
    expect((await byToken('accept', fresh, lola.headers)).statusCode).toBe(200);
  });

  it('is told the same for a token that never existed', async () => {
    for (const action of ['lookup', 'decline'] as const) {
      const response = await byToken(action, 'a'.repeat(43));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const empty = await byToken('lookup', '');
    expect(empty.statusCode).toBe(400);
  });
});

describe('cancelling an invitation', () => {
  it('lets an administrator cancel a pending invitation, whose link stops working', async () => {
    const cast = await shelterCast(ctx.app);
    const lola = await signedIn(uniqueEmail('cancelada'));
    const sent = await invite(cast.shelter.id, cast.admin, { email: lola.user.email });
    const token = await mailedToken(lola.user.email);
    const id = sent.json<ShelterInvitation>().id;

    for (const who of [null, cast.member, cast.otherAdmin, cast.outsider]) {
      expect((await cancel(cast.shelter.id, id, who)).statusCode).toBe(who ? 403 : 401);
    }
    // Through another shelter the invitation does not exist.
    expect((await cancel(cast.otherShelter.id, id, cast.otherAdmin)).statusCode).toBe(404);
    expect((await listInvitations(cast.shelter.id, cast.admin)).json()).toHaveLength(1);

    expect((await cancel(cast.shelter.id, id, cast.admin)).statusCode).toBe(204);
    expect((await listInvitations(cast.shelter.id, cast.admin)).json()).toEqual([]);
    expect((await byToken('accept', token, lola.headers)).statusCode).toBe(404);
    expect(await storedRole(ctx.app, cast.shelter.id, lola.user.id)).toBeUndefined();
    const again = await cancel(cast.shelter.id, id, cast.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });
});

describe('limits', () => {
  it('mails one address at most three times a day, whichever shelters invite it, and says nothing', async () => {
    const email = uniqueEmail('muy-invitada');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const cast = await shelterCast(ctx.app);
      statuses.push((await invite(cast.shelter.id, cast.admin, { email })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('lets one shelter send twenty invitations a day', async () => {
    const cast = await shelterCast(ctx.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await invite(cast.shelter.id, cast.admin, { email: uniqueEmail() })).statusCode).toBe(
        201,
      );
    }
    const over = await invite(cast.shelter.id, cast.staff, { email: uniqueEmail('sobra') });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too_many_requests');
    expect((await listInvitations(cast.shelter.id, cast.admin)).headers['x-total-count']).toBe(
      '20',
    );
  });
});
