import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmailMessages } from '@huella/shared/messages';
import { bearer, createUser, loginAs, uniqueEmail } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, tokens?: { access: string }) =>
  ctx.app.inject({ method: 'GET', url, headers: tokens ? bearer(tokens) : {} });
const put = (url: string, payload: object, tokens?: { access: string }) =>
  ctx.app.inject({ method: 'PUT', url, payload, headers: tokens ? bearer(tokens) : {} });

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.app, overrides);
  return { user, tokens: await loginAs(ctx.app, user) };
}

describe('GET /users/api/users/me/', () => {
  it('answers the signed-in user in the API shape, favourites empty', async () => {
    const { user, tokens } = await signedIn({ firstName: 'Marta', lastName: 'García' });
    const response = await get('/users/api/users/me/', tokens);
    expect(response.statusCode).toBe(200);
    const { password: _password, ...expected } = user;
    expect(response.json()).toEqual(expected);
  });

  it('needs a session', async () => {
    expect((await get('/users/api/users/me/')).statusCode).toBe(401);
  });
});

describe('GET /users/api/users/', () => {
  it('shows a normal user only themselves', async () => {
    const { user, tokens } = await signedIn();
    await createUser(ctx.app);
    const response = await get('/users/api/users/', tokens);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('shows staff everyone, paginated with X-Total-Count and Link headers', async () => {
    const { tokens } = await signedIn({ isStaff: true });
    for (let i = 0; i < 4; i += 1) await createUser(ctx.app);
    const all = await get('/users/api/users/?page_size=100', tokens);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(all.json()).toHaveLength(total);

    const firstPage = await get('/users/api/users/?page=1&page_size=2', tokens);
    expect(firstPage.json()).toHaveLength(2);
    const link = String(firstPage.headers.link);
    expect(link).toContain('</users/api/users/?page=2&page_size=2>; rel="next"');
    expect(link).not.toContain('rel="prev"');

    const secondPage = await get('/users/api/users?page=2&page_size=2', tokens);
    expect(secondPage.json().map((u: { id: number }) => u.id)).toEqual(
      all
        .json()
        .slice(2, 4)
        .map((u: { id: number }) => u.id),
    );
    expect(String(secondPage.headers.link)).toContain(
      '</users/api/users?page=1&page_size=2>; rel="prev"',
    );

    const lastPage = Math.ceil(total / 2);
    const last = await get(`/users/api/users/?page=${lastPage}&page_size=2`, tokens);
    expect(String(last.headers.link)).not.toContain('rel="next"');
    const beyond = await get(`/users/api/users/?page=${lastPage + 1}&page_size=2`, tokens);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
  });

  it('pages 30 by default and refuses more than 100 per page in Spanish', async () => {
    const { tokens } = await signedIn({ isStaff: true });
    const response = await get('/users/api/users/', tokens);
    expect(String(response.headers.link)).toContain('page_size=30');
    const tooMany = await get('/users/api/users/?page_size=101', tokens);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.page_size[0]).toMatch(/^Demasiado grande/);
    expect((await get('/users/api/users/?page=0', tokens)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get('/users/api/users/')).statusCode).toBe(401);
  });
});

describe('PUT /users/api/users/{id}/ and /users/api/users/me/', () => {
  const profile = {
    first_name: 'Lucía',
    last_name: 'Martín',
    phone: '600 123 456',
    address: 'Calle de Alcalá 1',
    postcode: '28014',
    city: 'Madrid',
    country: 'España',
    web: 'https://lucia.example',
    instagram: '@lucia',
    facebook: 'lucia.martin',
  };

  it('saves every field of the account page', async () => {
    const { user, tokens } = await signedIn();
    const response = await put(
      `/users/api/users/${user.id}/`,
      { ...profile, email: user.email },
      tokens,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...profile, email: user.email, id: user.id });
    expect((await get('/users/api/users/me/', tokens)).json()).toMatchObject(profile);
  });

  it('keeps the fields the spec client leaves out (it sends names and email only)', async () => {
    const { user, tokens } = await signedIn();
    await put('/users/api/users/me/', { ...profile, email: user.email }, tokens);
    const response = await put(
      `/users/api/users/${user.id}`,
      { first_name: 'Lucía', last_name: 'Martín López', email: user.email },
      tokens,
    );
    expect(response.json()).toMatchObject({ ...profile, last_name: 'Martín López' });
  });

  it('keeps the address: a new one is refused (it needs the password and a confirmation), the same one in another case is fine', async () => {
    const { user, tokens } = await signedIn();
    const changed = await put(
      '/users/api/users/me/',
      { first_name: 'Ana', email: uniqueEmail('nuevo') },
      tokens,
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({
      error: accountEmailMessages.errors.changeNeedsPassword,
      message: accountEmailMessages.errors.changeNeedsPassword,
      code: 'email_change_needs_password',
      fields: { email: [accountEmailMessages.errors.changeNeedsPassword] },
    });
    const same = await put(
      '/users/api/users/me/',
      { first_name: 'Ana', email: user.email.toUpperCase() },
      tokens,
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().email).toBe(user.email);
    const without = await put('/users/api/users/me/', { first_name: 'Eva' }, tokens);
    expect(without.json()).toMatchObject({ first_name: 'Eva', email: user.email });
  });

  it('forbids editing someone else’s account', async () => {
    const { tokens } = await signedIn();
    const other = await createUser(ctx.app);
    const response = await put(
      `/users/api/users/${other.id}/`,
      { first_name: 'Intrusa', email: other.email },
      tokens,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'No tienes permiso para realizar esta acción.',
      message: 'No tienes permiso para realizar esta acción.',
      code: 'forbidden',
    });
  });

  it('lets staff edit anyone, and answers 404 for an unknown id', async () => {
    const { tokens } = await signedIn({ isStaff: true });
    const other = await createUser(ctx.app);
    const edited = await put(
      `/users/api/users/${other.id}/`,
      { first_name: 'Editada', email: other.email },
      tokens,
    );
    expect(edited.json().first_name).toBe('Editada');
    const missing = await put(
      '/users/api/users/999999/',
      { first_name: 'Nadie', email: uniqueEmail() },
      tokens,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('validates in Spanish', async () => {
    const { tokens } = await signedIn();
    const response = await put(
      '/users/api/users/me/',
      { first_name: '', email: 'no', country: 'Marte' },
      tokens,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      first_name: ['Este campo es obligatorio'],
      email: ['Correo inválido'],
    });
    expect(response.json().fields.country).toEqual(['Elige una de las opciones disponibles.']);
  });

  it('checks phone, postcode, web and social profiles, and saves nothing when one is wrong', async () => {
    const { user, tokens } = await signedIn();
    const before = (await get('/users/api/users/me/', tokens)).json();
    const response = await put(
      '/users/api/users/me/',
      {
        ...profile,
        email: user.email,
        phone: '12',
        postcode: '1000',
        country: 'Portugal',
        web: 'no es una web',
        instagram: 'mi perfil',
        facebook: '<b>',
      },
      tokens,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      phone: ['Introduce un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.'],
      postcode: ['El código postal de Portugal tiene la forma 1000-001.'],
      web: ['Introduce una dirección web válida, por ejemplo https://www.ejemplo.es.'],
      instagram: ['Introduce tu usuario de Instagram (@usuario) o la dirección de tu perfil.'],
      facebook: ['Introduce tu usuario de Facebook o la dirección de tu página.'],
    });
    expect((await get('/users/api/users/me/', tokens)).json()).toEqual(before);
  });

  it('keeps a web address typed without https:// as a working link', async () => {
    const { user, tokens } = await signedIn();
    const response = await put(
      '/users/api/users/me/',
      { ...profile, email: user.email, web: 'www.lucia.es' },
      tokens,
    );
    expect(response.json().web).toBe('https://www.lucia.es');
  });
});
