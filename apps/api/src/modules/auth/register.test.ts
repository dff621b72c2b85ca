import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountEmailMessages, authMessages } from '@huella/shared/messages';
import { users } from '../../db/schema';
import { createUser, mailsTo, uniqueEmail, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const register = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/users/',
    payload: payload as object,
    remoteAddress: uniqueIp(),
  });

describe('POST /users/api/users/ (registration)', () => {
  it('creates the account the register screen sends (last name empty), unconfirmed, and mails a confirmation link', async () => {
    const email = uniqueEmail('lucia');
    const response = await register({
      first_name: 'Lucía',
      last_name: '',
      email: `  ${email} `,
      password: 'Gatito123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: accountEmailMessages.registered });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.firstName).toBe('Lucía');
    expect(row!.emailConfirmedAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const [mail] = await mailsTo(ctx.app, email);
    expect(mail!.subject).toBe(accountEmailMessages.mails.confirm.subject);
    expect(mail!.links).toEqual([expect.stringMatching(/\/confirmar-correo\?token=[\w-]{43}$/)]);
    // Whoever typed the address is not proved to own it: the mail carries no name of theirs.
    expect(mail!.text).not.toContain('Lucía');
  });

  it('lets the new account log in', async () => {
    const email = uniqueEmail();
    await register({ first_name: 'Pablo', last_name: 'Ruiz', email, password: 'Perrito123' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/login/',
      payload: { email, password: 'Perrito123' },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers a taken address exactly like a new one, creates nothing and mails its owner a notice instead', async () => {
    const existing = await createUser(ctx.app, { firstName: 'Marta' });
    const fresh = await register({
      first_name: 'Otra',
      last_name: '',
      email: uniqueEmail(),
      password: 'Gatito123',
    });
    const taken = await register({
      first_name: 'Otra',
      last_name: '',
      email: existing.email.toUpperCase(),
      password: 'Gatito123',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.firstName).toBe('Marta');
    const [notice] = await mailsTo(ctx.app, existing.email);
    expect(notice!.subject).toBe(accountEmailMessages.mails.addressInUse.subject);
    expect(notice!.text).toContain('Hola, Marta:');
    expect(notice!.links).toEqual(['http://localhost:3000/login']);
  });

  it('makes one account when two sign-ups with one address race, and answers both alike', async () => {
    const email = uniqueEmail('carrera');
    const responses = await Promise.all(
      [email, email.toUpperCase(), ` ${email}`].map((address) =>
        register({ first_name: 'Rápida', last_name: '', email: address, password: 'Gatito123' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const rows = await ctx.app.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(rows).toHaveLength(1);
  });

  it('says in Spanish which fields are missing', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.fields).toEqual({
      first_name: ['Este campo es obligatorio'],
      email: ['Este campo es obligatorio'],
      password: ['Este campo es obligatorio'],
    });
    expect(body.error).toBe('Este campo es obligatorio');
  });

  it.each([
    ['Ab1', authMessages.validation.passwordMin],
    ['Abcdefgh12345678', authMessages.validation.passwordMax],
    ['abcdefgh1', authMessages.validation.passwordPattern],
    ['ABCDEFGH1', authMessages.validation.passwordPattern],
    ['Abcdefghi', authMessages.validation.passwordPattern],
  ])('applies the spec password rules to %j', async (password, message) => {
    const response = await register({
      first_name: 'Ana',
      last_name: '',
      email: uniqueEmail(),
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toContain(message);
  });

  it('rejects an invalid email with "Correo inválido"', async () => {
    const response = await register({
      first_name: 'Ana',
      last_name: '',
      email: 'ana@',
      password: 'Gatito123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: ['Correo inválido'] });
  });

  it('requires a first name that is not just spaces', async () => {
    const response = await register({
      first_name: '   ',
      last_name: '',
      email: uniqueEmail(),
      password: 'Gatito123',
    });
    expect(response.json().fields).toEqual({ first_name: ['Este campo es obligatorio'] });
  });
});
