import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserExport } from '@huella/shared/schemas/users';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  uniqueIp,
} from '../../test/factories';
import { chatMessages } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/helper';
import { sendContactMessage, subscribeToNewsletter } from './personal-data-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
});
afterAll(() => ctx.close());

const EXPORT = '/users/api/users/me/export/';
const exportData = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: EXPORT, headers });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /users/api/users/me/export/', () => {
  it('gives the caller a file with their account, shelters, newsletter, contact messages and open sessions', async () => {
    const marta = await createUser(ctx.app, { firstName: 'Marta', lastName: 'Ruiz' });
    const other = await createUser(ctx.app, { firstName: 'Luis' });
    const own = await createShelter(ctx.app, {
      name: 'Refugio Esperanza',
      kind: 'Protectora',
      city: 'Sevilla',
      members: [
        [marta.id, 'administrador'],
        [other.id, 'miembro'],
      ],
    });
    await createShelter(ctx.app, { name: 'Refugio Ajeno', members: [[other.id, 'administrador']] });

    // The newsletter and the contact form compare addresses without case.
    await subscribeToNewsletter(ctx.app, 'Marta R.', marta.email.toUpperCase());
    await subscribeToNewsletter(ctx.app, 'Luis', other.email);

    // Three logins; one session refreshed (still one session), one closed.
    const here = await loginAs(ctx.app, marta);
    const phone = await loginAs(ctx.app, marta);
    const closed = await loginAs(ctx.app, marta);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/token/refresh/',
      payload: { refresh: phone.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/users/api/logout/',
      payload: { refresh: closed.refresh },
    });

    // Issue 20: her saved search is hers; Luis's is not.
    const saveSearch = async (headers: Record<string, string>, name: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/users/api/saved-searches/',
        headers,
        payload: { name, filters: { categoria: 'gato', ciudad: 'Sevilla' }, frequency: 'semanal' },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await saveSearch(bearer(here), 'Gatos en Sevilla');
    await saveSearch(bearer(await loginAs(ctx.app, other)), 'Gatos de Luis');

    // Signed in but with another address typed in, and as a guest with the account's address.
    await sendContactMessage(
      ctx.app,
      {
        name: 'Marta',
        email: 'marta.trabajo@example.com',
        subject: 'Voluntariado',
        message: '¿Puedo ayudar los sábados?',
      },
      here,
    );
    await sendContactMessage(ctx.app, {
      name: 'Marta Ruiz',
      email: marta.email.toUpperCase(),
      subject: 'Adopción',
      message: 'Quiero adoptar a Luna.',
    });
    await sendContactMessage(
      ctx.app,
      {
        name: 'Luis',
        email: other.email,
        subject: 'Secreto de Luis',
        message: 'Esto no es de Marta.',
      },
      await loginAs(ctx.app, other),
    );

    const response = await exportData(bearer(here));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="huella-mis-datos.json"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const data = response.json<UserExport>();
    const { password: _password, ...account } = marta;
    expect(data).toEqual({
      generated_at: expect.stringMatching(ISO_DATE),
      account,
      shelters: [
        {
          id: own.id,
          name: 'Refugio Esperanza',
          kind: 'Protectora',
          city: 'Sevilla',
          role: 'administrador',
        },
      ],
      newsletter: {
        name: 'Marta R.',
        email: marta.email.toUpperCase(),
        status: 'confirmado',
        subscribed_at: expect.stringMatching(ISO_DATE),
        confirmed_at: expect.stringMatching(ISO_DATE),
        unsubscribed_at: null,
      },
      contact_messages: [
        {
          name: 'Marta',
          email: 'marta.trabajo@example.com',
          subject: 'Voluntariado',
          message: '¿Puedo ayudar los sábados?',
          created_at: expect.stringMatching(ISO_DATE),
        },
        {
          name: 'Marta Ruiz',
          email: marta.email.toUpperCase(),
          subject: 'Adopción',
          message: 'Quiero adoptar a Luna.',
          created_at: expect.stringMatching(ISO_DATE),
        },
      ],
      favourites: [],
      reports: [],
      adoption_requests: [],
      chat_messages: [],
      blog_comments: [],
      sessions: { active: 2 },
      saved_searches: [
        {
          name: 'Gatos en Sevilla',
          filters: { category: 'gato', location: 'sevilla' },
          frequency: 'semanal',
          paused: false,
          created_at: expect.any(String),
        },
      ],
      compatibility_questionnaire: null,
      orders: [],
    });

    // Nothing of anyone else's, and no secrets.
    for (const foreign of [
      other.email,
      'Luis',
      'Refugio Ajeno',
      'Secreto de Luis',
      '$argon2',
      here.access,
      here.refresh,
    ]) {
      expect(response.body).not.toContain(foreign);
    }
  });

  it('answers empty sections for an account with nothing else', async () => {
    const user = await createUser(ctx.app);
    const data = (await exportData(bearer(await loginAs(ctx.app, user)))).json<UserExport>();
    expect(data.account.email).toBe(user.email);
    expect(data.shelters).toEqual([]);
    expect(data.newsletter).toBeNull();
    expect(data.contact_messages).toEqual([]);
    expect(data.favourites).toEqual([]);
    expect(data.reports).toEqual([]);
    expect(data.adoption_requests).toEqual([]);
    expect(data.chat_messages).toEqual([]);
    expect(data.blog_comments).toEqual([]);
    expect(data.sessions).toEqual({ active: 1 });
    expect(data.orders).toEqual([]);
    expect(data.saved_searches).toEqual([]);
    expect(data.compatibility_questionnaire).toBeNull();
  });

  it('lists the favourites, withdrawn announcements included, and the reports the person sent', async () => {
    const ana = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[other.id, 'administrador']] });
    const luna = await createPet(ctx.app, { shelterId: shelter.id, name: 'Luna' });
    const toby = await createPet(ctx.app, { shelterId: shelter.id, name: 'Toby' });
    const session = await loginAs(ctx.app, ana);
    const otherSession = await loginAs(ctx.app, other);

    for (const pet of [luna, toby]) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/users/api/users/${ana.id}/add-favourite-pet/`,
        headers: bearer(session),
        payload: { pet_id: pet.id },
      });
      expect(added.statusCode).toBe(200);
    }
    await ctx.app.inject({
      method: 'POST',
      url: `/users/api/users/${other.id}/add-favourite-pet/`,
      headers: bearer(otherSession),
      payload: { pet_id: luna.id },
    });
    // Toby's shelter withdraws the announcement: Ana's favourite is still kept, so it is exported.
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/pets/api/pets/${toby.id}/`,
      headers: bearer(otherSession),
    });
    expect(withdrawn.statusCode).toBe(204);

    const ip = uniqueIp();
    const report = (payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/animals/${luna.id}/report/`,
        headers,
        payload,
        remoteAddress: ip,
      });
    expect(
      (
        await report(
          { reason: 'Contenido inapropiado', message: 'Fotos de otro animal' },
          bearer(session),
        )
      ).statusCode,
    ).toBe(201);
    // A guest's report (even from the same address) is nobody's account data.
    expect((await report({ reason: 'Otro', message: 'Anónimo' })).statusCode).toBe(201);

    const data = (await exportData(bearer(session))).json<UserExport>();
    expect(data.favourites).toEqual([
      { pet_id: toby.id, name: 'Toby', added_at: expect.stringMatching(ISO_DATE) },
      { pet_id: luna.id, name: 'Luna', added_at: expect.stringMatching(ISO_DATE) },
    ]);
    expect(data.reports).toEqual([
      {
        pet_id: luna.id,
        reason: 'Contenido inapropiado',
        message: 'Fotos de otro animal',
        ip,
        created_at: expect.stringMatching(ISO_DATE),
      },
    ]);
  });

  it('lists the adoption requests with answers and timeline, and the chat messages the person wrote', async () => {
    const ana = await createUser(ctx.app, { firstName: 'Ana' });
    const keeper = await createUser(ctx.app, { firstName: 'Ramón', lastName: 'Cuidador' });
    const shelter = await createShelter(ctx.app, {
      name: 'Refugio Alba',
      members: [[keeper.id, 'administrador']],
    });
    const luna = await createPet(ctx.app, { shelterId: shelter.id, name: 'Luna' });
    const session = await loginAs(ctx.app, ana);
    const keeperSession = await loginAs(ctx.app, keeper);

    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/adoptions/api/requests/',
      headers: bearer(session),
      payload: {
        pet: luna.id,
        home_type: 'casa',
        has_garden: true,
        home_tenure: 'alquiler',
        landlord_allows_pets: true,
        adults: 2,
        children: 0,
        children_ages: [],
        experience: 'Tuve una perra 12 años.',
        hours_alone: 3,
        message: 'Luna sería muy feliz en el campo.',
      },
    });
    expect(applied.statusCode).toBe(201);
    const request = applied.json<{ id: number; conversation_id: number }>();
    const reviewed = await ctx.app.inject({
      method: 'POST',
      url: `/adoptions/api/requests/${request.id}/review/`,
      headers: bearer(keeperSession),
      payload: { note: 'Te llamamos mañana.' },
    });
    expect(reviewed.statusCode).toBe(200);
    await ctx.app.db.insert(chatMessages).values([
      {
        conversationId: request.conversation_id,
        senderId: ana.id,
        side: 'adoptante',
        body: '¿Puedo visitarla el sábado?',
      },
      {
        conversationId: request.conversation_id,
        senderId: keeper.id,
        side: 'refugio',
        body: 'Mensaje del refugio',
      },
    ]);

    const response = await exportData(bearer(session));
    const data = response.json<UserExport>();
    expect(data.adoption_requests).toEqual([
      {
        id: request.id,
        pet_id: luna.id,
        pet_name: 'Luna',
        shelter_name: 'Refugio Alba',
        state: 'en_revision',
        created_at: expect.stringMatching(ISO_DATE),
        updated_at: expect.stringMatching(ISO_DATE),
        answers: {
          home_type: 'casa',
          has_garden: true,
          home_tenure: 'alquiler',
          landlord_allows_pets: true,
          adults: 2,
          children: 0,
          children_ages: [],
          other_animals: '',
          experience: 'Tuve una perra 12 años.',
          hours_alone: 3,
          message: 'Luna sería muy feliz en el campo.',
        },
        events: [
          {
            from_state: null,
            to_state: 'pendiente',
            author_side: 'adoptante',
            note: '',
            created_at: expect.stringMatching(ISO_DATE),
          },
          {
            from_state: 'pendiente',
            to_state: 'en_revision',
            author_side: 'refugio',
            note: 'Te llamamos mañana.',
            created_at: expect.stringMatching(ISO_DATE),
          },
        ],
      },
    ]);
    expect(data.chat_messages).toEqual([
      {
        conversation_id: request.conversation_id,
        pet_name: 'Luna',
        shelter_name: 'Refugio Alba',
        side: 'adoptante',
        body: '¿Puedo visitarla el sábado?',
        created_at: expect.stringMatching(ISO_DATE),
      },
    ]);
    // The shelter member's name and messages are theirs, not Ana's.
    expect(response.body).not.toContain('Cuidador');
    expect(response.body).not.toContain('Mensaje del refugio');
  });

  it('shows a subscription that was never confirmed as pending', async () => {
    const user = await createUser(ctx.app);
    await subscribeToNewsletter(ctx.app, 'Ana', user.email, { confirm: false });
    const data = (await exportData(bearer(await loginAs(ctx.app, user)))).json<UserExport>();
    expect(data.newsletter).toMatchObject({
      email: user.email,
      status: 'pendiente',
      confirmed_at: null,
    });
  });

  it('needs a session', async () => {
    const response = await exportData();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Debes iniciar sesión para continuar.',
      message: 'Debes iniciar sesión para continuar.',
      code: 'unauthorized',
    });
    expect((await exportData({ authorization: 'Bearer no-es-un-token' })).statusCode).toBe(401);
  });

  it('is the same file with or without the trailing slash', async () => {
    const user = await createUser(ctx.app);
    const tokens = await loginAs(ctx.app, user, uniqueIp());
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/me/export',
      headers: bearer(tokens),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserExport>().account.id).toBe(user.id);
  });
});

describe('the export in the API documentation', () => {
  it('is described with its response schema', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/users/api/users/me/export/'].get;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(
      [
        'account',
        'adoption_requests',
        'blog_comments',
        'chat_messages',
        'compatibility_questionnaire',
        'contact_messages',
        'favourites',
        'generated_at',
        'newsletter',
        'orders',
        'reports',
        'saved_searches',
        'sessions',
        'shelters',
      ].sort(),
    );
  });
});
