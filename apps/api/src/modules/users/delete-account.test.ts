import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or, sql } from 'drizzle-orm';
import type { UserExport } from '@huella/shared/schemas/users';
import {
  contactMessages,
  newsletterSubscribers,
  shelterMemberships,
  shelters,
} from '../../db/schema';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  mailsTo,
  uniqueIp,
  type TestUser,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { sendContactMessage, subscribeToNewsletter } from './personal-data-fixtures';

// A fixed rate-limiter clock, 7 minutes into a quarter hour: no window ends mid-test.
const NOW = Date.UTC(2026, 0, 15, 10, 7);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp(
    { PUBLIC_URL: 'https://huella.example', INFO_MAILBOX: 'info@huella.example' },
    { now: () => NOW },
  );
});
afterAll(() => ctx.close());

const ME = '/users/api/users/me/';
const deleteAccount = (tokens: { access: string } | null, payload: object) =>
  ctx.app.inject({ method: 'DELETE', url: ME, payload, headers: tokens ? bearer(tokens) : {} });
const me = (tokens: { access: string }) =>
  ctx.app.inject({ method: 'GET', url: ME, headers: bearer(tokens) });
const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/login/',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/users/api/token/refresh/', payload: { refresh: token } });

const WRONG_PASSWORD = {
  error: 'La contraseña no es correcta.',
  message: 'La contraseña no es correcta.',
  code: 'wrong_password',
  fields: { password: ['La contraseña no es correcta.'] },
};

async function newsletterRows(email: string) {
  return ctx.app.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
}

async function contactRows(user: TestUser) {
  return ctx.app.db
    .select()
    .from(contactMessages)
    .where(
      or(
        eq(contactMessages.userId, user.id),
        eq(sql`lower(${contactMessages.email})`, user.email.toLowerCase()),
      ),
    );
}

/** A user with something in every table the account touches. */
async function userWithData(firstName: string) {
  const user = await createUser(ctx.app, { firstName });
  const tokens = await loginAs(ctx.app, user);
  await subscribeToNewsletter(ctx.app, firstName, user.email);
  await sendContactMessage(
    ctx.app,
    { name: firstName, email: user.email, subject: 'Hola', message: `Un mensaje de ${firstName}.` },
    tokens,
  );
  await sendContactMessage(ctx.app, {
    name: firstName,
    email: user.email.toUpperCase(),
    subject: 'Como invitada',
    message: 'Sin iniciar sesión.',
  });
  return { user, tokens };
}

describe('DELETE /users/api/users/me/', () => {
  it('refuses a wrong password on its field and deletes nothing', async () => {
    const { user, tokens } = await userWithData('Marta');
    const response = await deleteAccount(tokens, { password: 'Incorrecta1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG_PASSWORD);

    expect((await me(tokens)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await newsletterRows(user.email)).toHaveLength(1);
    expect(await contactRows(user)).toHaveLength(2);
    expect(await mailsTo(ctx.app, user.email)).not.toContainEqual(
      expect.objectContaining({ subject: 'Hemos eliminado tu cuenta de Huella' }),
    );
  });

  it('counts a wrong password as a password attempt on the account from that address', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    for (let i = 0; i < 5; i += 1)
      expect((await deleteAccount(tokens, { password: 'Incorrecta1' })).statusCode).toBe(400);
    // Now that address waits; the owner can still sign in from another one.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const blocked = await deleteAccount(tokens, { password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
    expect((await me(tokens)).statusCode).toBe(200);
  });

  it('deletes the account and its data, ends every session and says goodbye by email', async () => {
    const { user, tokens } = await userWithData('Marta');
    const elsewhere = await loginAs(ctx.app, user);
    const shelter = await createShelter(ctx.app, { members: [[user.id, 'administrador']] });

    const response = await deleteAccount(tokens, { password: user.password });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    // The old access token belongs to nobody any more, and the sessions are gone.
    const after = await me(tokens);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('invalid_token');
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
    const relogin = await login(user.email, user.password);
    expect(relogin.statusCode).toBe(401);
    expect(relogin.json().code).toBe('invalid_credentials');
    expect((await deleteAccount(tokens, { password: user.password })).statusCode).toBe(401);

    // Newsletter and contact messages with that address are erased; the shelter they
    // alone ran, with nobody else and no animal, goes with them (nobody could run it).
    expect(await newsletterRows(user.email)).toEqual([]);
    expect(await contactRows(user)).toEqual([]);
    expect(await ctx.app.db.select().from(shelters).where(eq(shelters.id, shelter.id))).toEqual([]);
    expect(
      await ctx.app.db
        .select()
        .from(shelterMemberships)
        .where(eq(shelterMemberships.userId, user.id)),
    ).toEqual([]);

    const goodbye = (await mailsTo(ctx.app, user.email)).filter(
      (mail) => mail.subject === 'Hemos eliminado tu cuenta de Huella',
    );
    expect(goodbye).toHaveLength(1);
    const [mail] = goodbye;
    expect(mail!.text).toContain('Hola, Marta:');
    expect(mail!.text).toContain('Tal como nos has pedido, hemos eliminado tu cuenta de Huella.');
    expect(mail!.text).toContain('puedes crear una cuenta nueva con este mismo correo');
    expect(mail!.text).toContain('escríbenos cuanto antes a info@huella.example');
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.html).toContain('Tal como nos has pedido, hemos eliminado tu cuenta de Huella.');
    expect(mail!.replyTo).toBe('info@huella.example');
  });

  it('lets the same email register again, as a new account with nothing of the old one', async () => {
    const { user, tokens } = await userWithData('Marta');
    expect((await deleteAccount(tokens, { password: user.password })).statusCode).toBe(204);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/users/',
      payload: { first_name: 'Marta', last_name: '', email: user.email, password: 'Otravez123' },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(user.id);

    const fresh = await loginAs(ctx.app, { email: user.email, password: 'Otravez123' });
    const data = (
      await ctx.app.inject({ method: 'GET', url: `${ME}export/`, headers: bearer(fresh) })
    ).json<UserExport>();
    expect(data.newsletter).toBeNull();
    expect(data.contact_messages).toEqual([]);
    expect(data.shelters).toEqual([]);
  });

  it("leaves everyone else's account and data untouched", async () => {
    const { user, tokens } = await userWithData('Marta');
    const { user: luis, tokens: luisTokens } = await userWithData('Luis');
    const shelter = await createShelter(ctx.app, {
      members: [
        [user.id, 'miembro'],
        [luis.id, 'administrador'],
      ],
    });

    expect((await deleteAccount(tokens, { password: user.password })).statusCode).toBe(204);

    expect((await me(luisTokens)).statusCode).toBe(200);
    expect((await refresh(luisTokens.refresh)).statusCode).toBe(200);
    expect((await login(luis.email, luis.password)).statusCode).toBe(200);
    expect(await newsletterRows(luis.email)).toHaveLength(1);
    expect(await contactRows(luis)).toHaveLength(2);
    expect(
      await ctx.app.db
        .select()
        .from(shelterMemberships)
        .where(eq(shelterMemberships.shelterId, shelter.id)),
    ).toEqual([expect.objectContaining({ userId: luis.id, role: 'administrador' })]);
  });

  it('is refused to the last administrator of a shelter others rely on, and nothing goes', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user);
    const helper = await createUser(ctx.app);
    await createShelter(ctx.app, {
      name: 'Refugio Las Encinas',
      members: [
        [user.id, 'administrador'],
        [helper.id, 'miembro'],
      ],
    });
    const withAnimal = await createShelter(ctx.app, {
      name: 'Protectora Huellitas',
      members: [[user.id, 'administrador']],
    });
    await createPet(ctx.app, { shelterId: withAnimal.id });

    const response = await deleteAccount(tokens, { password: user.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error:
        'Eres la única persona administradora de Refugio Las Encinas y Protectora Huellitas. Antes de eliminar tu cuenta, nombra administradora a otra persona del refugio (o invítala) para que nadie se quede sin poder gestionarlo.',
      message:
        'Eres la única persona administradora de Refugio Las Encinas y Protectora Huellitas. Antes de eliminar tu cuenta, nombra administradora a otra persona del refugio (o invítala) para que nadie se quede sin poder gestionarlo.',
      code: 'last_administrator',
    });
    expect((await me(tokens)).statusCode).toBe(200);
    const memberships = await ctx.app.db
      .select({ shelterId: shelterMemberships.shelterId, role: shelterMemberships.role })
      .from(shelterMemberships)
      .where(eq(shelterMemberships.userId, user.id));
    expect(memberships).toHaveLength(2);

    // Once someone else administers the first, only the second still holds it back.
    await ctx.app.db
      .update(shelterMemberships)
      .set({ role: 'administrador' })
      .where(eq(shelterMemberships.userId, helper.id));
    const still = await deleteAccount(tokens, { password: user.password });
    expect(still.statusCode).toBe(409);
    expect(still.json().error).toContain('de Protectora Huellitas.');
  });

  it('needs a session and a password', async () => {
    const user = await createUser(ctx.app);
    expect((await deleteAccount(null, { password: user.password })).statusCode).toBe(401);
    const tokens = await loginAs(ctx.app, user);
    const missing = await deleteAccount(tokens, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.password).toEqual(['Este campo es obligatorio']);
    expect((await me(tokens)).statusCode).toBe(200);
  });
});
