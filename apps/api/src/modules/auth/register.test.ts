import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authMessages } from '@huella/shared/messages';
import { users } from '../../db/schema';
import { createUser, uniqueEmail, uniqueIp } from '../../test/factories';
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
  it('creates the account the register screen sends (last name empty) and answers the user', async () => {
    const email = uniqueEmail('lucia');
    const response = await register({
      first_name: 'Lucía',
      last_name: '',
      email: `  ${email} `,
      password: 'Gatito123',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      first_name: 'Lucía',
      last_name: '',
      email,
      phone: '',
      address: '',
      postcode: '',
      city: '',
      country: '',
      web: '',
      instagram: '',
      facebook: '',
      avatar: null,
      is_staff: false,
      favourites: [],
      date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(response.body).not.toContain('password');
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
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

  it('refuses an email that already has an account, whatever its case', async () => {
    const existing = await createUser(ctx.app);
    const response = await register({
      first_name: 'Otra',
      last_name: '',
      email: existing.email.toUpperCase(),
      password: 'Gatito123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Ya existe una cuenta con este correo electrónico.',
      message: 'Ya existe una cuenta con este correo electrónico.',
      code: 'email_taken',
      fields: { email: ['Ya existe una cuenta con este correo electrónico.'] },
    });
  });

  it('answers email_taken to the loser when two sign-ups with one address race', async () => {
    const email = uniqueEmail('carrera');
    const responses = await Promise.all(
      [email, email.toUpperCase(), ` ${email}`].map((address) =>
        register({ first_name: 'Rápida', last_name: '', email: address, password: 'Gatito123' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().code).toBe('email_taken');
    }
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
