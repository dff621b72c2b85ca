import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createShelter, createUser, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const myShelters = (tokens?: { access: string }) =>
  ctx.app.inject({
    method: 'GET',
    url: '/shelters/api/shelters/my-shelters/',
    headers: tokens ? bearer(tokens) : {},
  });

describe('GET /shelters/api/shelters/my-shelters/', () => {
  it('lists the caller’s shelters with their role, and nobody else’s', async () => {
    const user = await createUser(ctx.app);
    const someoneElse = await createUser(ctx.app);
    const zoo = await createShelter(ctx.app, {
      name: 'Zarpas Libres',
      kind: 'Protectora',
      city: 'Sevilla',
      members: [[user.id, 'miembro']],
    });
    const home = await createShelter(ctx.app, {
      name: 'Albergue del Norte',
      members: [
        [user.id, 'administrador'],
        [someoneElse.id, 'miembro'],
      ],
    });
    await createShelter(ctx.app, { name: 'Ajeno', members: [[someoneElse.id, 'administrador']] });

    const response = await myShelters(await loginAs(ctx.app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: home.id,
        name: 'Albergue del Norte',
        phone: home.phone,
        web: '',
        facebook: '',
        instagram: '',
        email: home.email,
        kind: 'Refugio',
        address: home.address,
        city: 'Madrid',
        latitude: null,
        longitude: null,
        description: '',
        opening_hours: '',
        adoption_conditions: '',
        photo: null,
        verified: true,
        role: 'administrador',
        suspended: false,
        suspension_reason: '',
      },
      expect.objectContaining({
        id: zoo.id,
        name: 'Zarpas Libres',
        kind: 'Protectora',
        role: 'miembro',
      }),
    ]);
  });

  it('answers an empty list to a user without shelters', async () => {
    const user = await createUser(ctx.app);
    expect((await myShelters(await loginAs(ctx.app, user))).json()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await myShelters()).statusCode).toBe(401);
  });
});
