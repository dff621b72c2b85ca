import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@huella/shared/messages';
import type { Conversation } from '@huella/shared/schemas/chat';
import { adoptionRequests, shelterMemberships } from '../../db/schema';
import { createPet, createPetPhoto } from '../../test/factories';
import { buildTestApp, notificationsReceived, type TestContext } from '../../test/helper';
import {
  chatCast,
  type ChatCast,
  openAsAdopter,
  person,
  type Person,
  sendMessage,
} from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, who?: Person) =>
  ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const post = (url: string, who: Person | undefined, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });

describe('POST /chat/api/conversations/ (Contactar con el refugio)', () => {
  it('creates the adopter’s conversation with the animal’s shelter, then finds the same one', async () => {
    const cast = await chatCast(ctx.app);
    await createPetPhoto(ctx.app, cast.pet.id, { storageKey: 'pets/chat-cover' });

    const created = await post('/chat/api/conversations/', cast.adopter, { pet: cast.pet.id });
    expect(created.statusCode).toBe(201);
    const conversation = created.json<Conversation>();
    expect(conversation).toEqual({
      id: expect.any(Number),
      role: 'adoptante',
      pet: { id: cast.pet.id, name: cast.pet.name, image: 'media/pets/chat-cover-400.webp' },
      shelter: { id: cast.shelter.id, name: cast.shelter.name },
      adopter: {
        id: cast.adopter.user.id,
        name: `${cast.adopter.user.first_name} ${cast.adopter.user.last_name}`,
      },
      request: null,
      last_message: null,
      unread: 0,
      created_at: expect.any(String),
      updated_at: conversation.created_at,
    });

    const again = await post('/chat/api/conversations', cast.adopter, { pet: cast.pet.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>().id).toBe(conversation.id);
  });

  it('refuses the members of the animal’s own shelter', async () => {
    const cast = await chatCast(ctx.app);
    for (const who of [cast.admin, cast.member]) {
      const response = await post('/chat/api/conversations/', who, { pet: cast.pet.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: chatMessages.errors.ownShelter,
        message: chatMessages.errors.ownShelter,
        code: 'own_shelter',
      });
    }
    const list = await get('/chat/api/conversations/', cast.admin);
    expect(list.json()).toEqual([]);
  });

  it('answers 404 for an animal that is not published (expired, deleted or missing)', async () => {
    const cast = await chatCast(ctx.app);
    const expired = await createPet(ctx.app, {
      shelterId: cast.shelter.id,
      publishedAt: new Date(Date.now() - 100 * 24 * 60 * 60 * 1000),
    });
    const deleted = await createPet(ctx.app, { shelterId: cast.shelter.id, deletedAt: new Date() });
    for (const pet of [expired.id, deleted.id, 999_999]) {
      const response = await post('/chat/api/conversations/', cast.adopter, { pet });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: chatMessages.errors.petNotFound,
        message: chatMessages.errors.petNotFound,
        code: 'pet_not_found',
      });
    }
  });

  it('asks guests to sign in', async () => {
    const cast = await chatCast(ctx.app);
    const response = await post('/chat/api/conversations/', undefined, { pet: cast.pet.id });
    expect(response.statusCode).toBe(401);
  });

  it('lets one account open 10 new conversations an hour; finding its own again stays free', async () => {
    const cast = await chatCast(ctx.app);
    const pets = await Promise.all(
      Array.from({ length: 11 }, () => createPet(ctx.app, { shelterId: cast.shelter.id })),
    );
    for (const pet of pets.slice(0, 10)) {
      const opened = await post('/chat/api/conversations/', cast.adopter, { pet: pet.id });
      expect(opened.statusCode).toBe(201);
      // Written in, so the list below shows it.
      await sendMessage(ctx.app, opened.json<Conversation>().id, cast.adopter, 'Hola');
    }
    const refused = await post('/chat/api/conversations/', cast.adopter, { pet: pets[10]!.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error:
        'Has abierto muchas conversaciones en poco tiempo. Espera un rato y vuelve a intentarlo.',
      message:
        'Has abierto muchas conversaciones en poco tiempo. Espera un rato y vuelve a intentarlo.',
      code: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was created, and the conversations already open are still found.
    const list = await get('/chat/api/conversations/?page_size=100', cast.adopter);
    expect(
      list
        .json<Conversation[]>()
        .map((c) => c.pet.id)
        .sort(),
    ).toEqual(
      pets
        .slice(0, 10)
        .map((pet) => pet.id)
        .sort(),
    );
    expect(
      (await post('/chat/api/conversations/', cast.adopter, { pet: pets[0]!.id })).statusCode,
    ).toBe(200);
    // Another account is not affected.
    expect(
      (await post('/chat/api/conversations/', cast.stranger, { pet: pets[10]!.id })).statusCode,
    ).toBe(201);
  });
});

describe('who may read a conversation', () => {
  let cast: ChatCast;
  let id: number;
  beforeAll(async () => {
    cast = await chatCast(ctx.app);
    id = (await openAsAdopter(ctx.app, cast)).id;
    await sendMessage(ctx.app, id, cast.adopter, 'Hola, ¿podemos conocerla?');
  });

  const endpoints = () => [
    {
      name: 'the conversation',
      call: (who?: Person) => get(`/chat/api/conversations/${id}/`, who),
    },
    {
      name: 'its messages',
      call: (who?: Person) => get(`/chat/api/conversations/${id}/messages/`, who),
    },
    {
      name: 'writing',
      call: (who?: Person) =>
        post(`/chat/api/conversations/${id}/messages/`, who, { body: 'Hola' }),
    },
    {
      name: 'marking read',
      call: (who?: Person) => post(`/chat/api/conversations/${id}/read/`, who, {}),
    },
  ];

  it('lets the adopter and each member of the shelter in, each on their side', async () => {
    for (const [who, role] of [
      [cast.adopter, 'adoptante'],
      [cast.admin, 'refugio'],
      [cast.member, 'refugio'],
    ] as const) {
      for (const endpoint of endpoints()) {
        const response = await endpoint.call(who);
        expect(response.statusCode, `${endpoint.name}`).toBeLessThan(300);
      }
      const conversation = (await get(`/chat/api/conversations/${id}/`, who)).json<Conversation>();
      expect(conversation.role).toBe(role);
      const list = (await get('/chat/api/conversations/', who)).json<Conversation[]>();
      expect(list.map((item) => item.id)).toEqual([id]);
    }
  });

  it('tells a member of another shelter and a stranger that it does not exist, and changes nothing', async () => {
    const before = (await get(`/chat/api/conversations/${id}/messages/`, cast.adopter)).json();
    for (const who of [cast.otherShelterMember, cast.stranger]) {
      for (const endpoint of endpoints()) {
        const response = await endpoint.call(who);
        expect(response.statusCode, endpoint.name).toBe(404);
        expect(response.json()).toEqual({
          error: chatMessages.errors.notFound,
          message: chatMessages.errors.notFound,
          code: 'conversation_not_found',
        });
      }
      expect((await get('/chat/api/conversations/', who)).json()).toEqual([]);
      expect((await get('/chat/api/unread/', who)).json()).toEqual({ total: 0, conversations: 0 });
    }
    const missing = await get('/chat/api/conversations/999999/', cast.adopter);
    expect(missing.statusCode).toBe(404);
    expect((await get(`/chat/api/conversations/${id}/messages/`, cast.adopter)).json()).toEqual(
      before,
    );
  });

  it('asks guests to sign in, everywhere', async () => {
    for (const endpoint of endpoints()) {
      expect((await endpoint.call()).statusCode, endpoint.name).toBe(401);
    }
    for (const url of ['/chat/api/conversations/', '/chat/api/unread/', '/chat/api/stream/']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /chat/api/conversations/', () => {
  it('lists as adopter and as shelter member, most recent activity first, 3 and then 3 more', async () => {
    const reader = await person(ctx.app);
    const casts = await Promise.all(Array.from({ length: 4 }, () => chatCast(ctx.app)));
    const ids: number[] = [];
    // The reader adopts in four conversations…
    for (const cast of casts) {
      const response = await post('/chat/api/conversations/', reader, { pet: cast.pet.id });
      ids.push(response.json<Conversation>().id);
    }
    // …and answers, for a shelter they belong to, in a fifth and a sixth.
    const own = await chatCast(ctx.app);
    await ctx.app.db.insert(shelterMemberships).values({
      shelterId: own.shelter.id,
      userId: reader.user.id,
      role: 'miembro',
    });
    await notificationsReceived(ctx.app);
    const asShelter = (await openAsAdopter(ctx.app, own)).id;
    const second = await createPet(ctx.app, { shelterId: own.shelter.id });
    const asShelterToo = (
      await post('/chat/api/conversations/', own.adopter, { pet: second.id })
    ).json<Conversation>().id;
    // Activity, oldest first: a message in each (an unwritten one is not listed),
    // and a second one in the first makes it the most recent.
    for (const id of [...ids.slice(1), asShelter]) {
      await sendMessage(ctx.app, id, reader, 'Hola');
    }
    await sendMessage(ctx.app, asShelterToo, own.adopter, 'Hola');
    await sendMessage(ctx.app, ids[0]!, reader, 'Sigo interesado');

    const first = await get('/chat/api/conversations/?page=1&page_size=3', reader);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('6');
    expect(first.headers.link).toContain('rel="next"');
    const firstPage = first.json<Conversation[]>();
    expect(firstPage.map((item) => item.id)).toEqual([ids[0], asShelterToo, asShelter]);
    expect(firstPage.map((item) => item.role)).toEqual(['adoptante', 'refugio', 'refugio']);
    expect(firstPage[0]!.last_message).toMatchObject({ body: 'Sigo interesado' });

    const next = await get('/chat/api/conversations/?page=2&page_size=3', reader);
    expect(next.json<Conversation[]>().map((item) => item.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(next.headers.link).not.toContain('rel="next"');
  });

  it('leaves out a conversation opened and left unwritten, for both sides, until its first message', async () => {
    const cast = await chatCast(ctx.app);
    const opened = await openAsAdopter(ctx.app, cast);
    const listed = async (who: Person) => {
      const response = await get('/chat/api/conversations/', who);
      return {
        ids: response.json<Conversation[]>().map((item) => item.id),
        total: response.headers['x-total-count'],
      };
    };
    for (const who of [cast.adopter, cast.admin, cast.member]) {
      expect(await listed(who)).toEqual({ ids: [], total: '0' });
      expect((await get('/chat/api/unread/', who)).json()).toEqual({ total: 0, conversations: 0 });
    }
    // The opener still reaches it, to write the first message.
    expect((await get(`/chat/api/conversations/${opened.id}/`, cast.adopter)).statusCode).toBe(200);

    await sendMessage(ctx.app, opened.id, cast.adopter, 'Hola, ¿sigue disponible?');
    for (const who of [cast.adopter, cast.admin, cast.member]) {
      expect(await listed(who)).toEqual({ ids: [opened.id], total: '1' });
    }
    expect((await get('/chat/api/unread/', cast.admin)).json()).toEqual({
      total: 1,
      conversations: 1,
    });
    expect((await get('/chat/api/unread/', cast.adopter)).json()).toEqual({
      total: 0,
      conversations: 0,
    });
  });

  it('lists the conversation of an adoption request before anyone writes in it', async () => {
    const cast = await chatCast(ctx.app);
    const conversation = await openAsAdopter(ctx.app, cast);
    await ctx.app.db.insert(adoptionRequests).values({
      petId: cast.pet.id,
      shelterId: cast.shelter.id,
      applicantId: cast.adopter.user.id,
      conversationId: conversation.id,
      homeType: 'piso',
      hasGarden: false,
      homeTenure: 'propia',
      adults: 2,
      experience: 'Hemos tenido perros toda la vida.',
      hoursAlone: 3,
      message: 'Nos encantaría conocerla.',
    });
    for (const who of [cast.adopter, cast.member]) {
      const list = (await get('/chat/api/conversations/', who)).json<Conversation[]>();
      expect(list.map((item) => item.id)).toEqual([conversation.id]);
    }
  });

  it('shows the adopter’s latest adoption request for that animal', async () => {
    const cast = await chatCast(ctx.app);
    const conversation = await openAsAdopter(ctx.app, cast);
    const [request] = await ctx.app.db
      .insert(adoptionRequests)
      .values({
        petId: cast.pet.id,
        shelterId: cast.shelter.id,
        applicantId: cast.adopter.user.id,
        conversationId: conversation.id,
        homeType: 'piso',
        hasGarden: false,
        homeTenure: 'propia',
        adults: 2,
        experience: 'Hemos tenido perros toda la vida.',
        hoursAlone: 3,
        message: 'Nos encantaría conocerla.',
      })
      .returning();
    const seen = (
      await get(`/chat/api/conversations/${conversation.id}/`, cast.member)
    ).json<Conversation>();
    expect(seen.request).toEqual({ id: request!.id, state: 'pendiente' });
  });
});
