import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { adoptionRequests, conversations, shelterMemberships } from '../../db/schema';
import { createPet, createPetPhoto } from '../../test/factories';
import { buildTestApp, notificationsReceived, type TestContext } from '../../test/helper';
import {
  act,
  answers,
  applied,
  apply,
  moved,
  person,
  petRow,
  REQUESTS_URL,
  shelterWithPet,
} from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
});
afterAll(() => ctx.close());

const requestsOf = (applicantId: number) =>
  ctx.app.db.select().from(adoptionRequests).where(eq(adoptionRequests.applicantId, applicantId));

describe('applying for an animal', () => {
  it('creates a pending request with the answers, a first timeline event and the conversation', async () => {
    const { shelter, pet } = await shelterWithPet(ctx.app);
    const photo = await createPetPhoto(ctx.app, pet.id);
    const adopter = await person(ctx.app, { firstName: 'Lucía', lastName: 'Martín' });

    const response = await apply(ctx.app, adopter, pet.id, {
      home_tenure: 'alquiler',
      landlord_allows_pets: true,
    });

    expect(response.statusCode).toBe(201);
    const request = response.json<AdoptionRequest>();
    expect(request).toMatchObject({
      state: 'pendiente',
      pet: {
        id: pet.id,
        name: 'Luna',
        kind: 'perro',
        state: 'en_adopcion',
        image: `media/${photo.storageKey}-400.webp`,
      },
      shelter: { id: shelter.id, name: shelter.name },
      applicant: {
        id: adopter.user.id,
        first_name: 'Lucía',
        last_name: 'Martín',
        email: adopter.user.email,
        phone: '',
      },
      answers: {
        home_type: 'piso',
        has_garden: false,
        home_tenure: 'alquiler',
        landlord_allows_pets: true,
        adults: 2,
        children: 1,
        children_ages: [7],
        other_animals: 'Un gato de 5 años.',
        experience: 'He tenido perros toda la vida.',
        hours_alone: 4,
        message: 'Nos encantaría darle un hogar a este animal.',
      },
      actions: ['withdraw'],
    });
    expect(request.events).toEqual([
      {
        id: expect.any(Number),
        from_state: null,
        to_state: 'pendiente',
        author: { id: adopter.user.id, name: 'Lucía Martín' },
        author_side: 'adoptante',
        note: '',
        created_at: expect.any(String),
      },
    ]);
    const [conversation] = await ctx.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, request.conversation_id));
    expect(conversation).toMatchObject({
      adopterId: adopter.user.id,
      shelterId: shelter.id,
      petId: pet.id,
    });
    // The answer is the request as it was saved: read back, it is the same.
    const readBack = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS_URL}${request.id}/`,
      headers: adopter.headers,
    });
    expect(readBack.json()).toEqual(request);
  });

  it('reuses the conversation the adopter already had with the shelter about the animal', async () => {
    const { admin, pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    const first = await applied(ctx.app, adopter, pet.id);
    await moved(ctx.app, admin, first.id, 'reject');

    const second = await applied(ctx.app, adopter, pet.id);
    expect(second.id).not.toBe(first.id);
    expect(second.conversation_id).toBe(first.conversation_id);
  });

  it('forgets the landlord when the home is the adopter’s own', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    const response = await apply(ctx.app, adopter, pet.id, { landlord_allows_pets: false });
    expect(response.json<AdoptionRequest>().answers.landlord_allows_pets).toBeNull();
  });

  it('asks guests to sign in', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: REQUESTS_URL,
      payload: { pet: pet.id, ...answers() },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a second open request for the same animal', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    await applied(ctx.app, adopter, pet.id);

    const response = await apply(ctx.app, adopter, pet.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: adoptionRequestsMessages.errors.alreadyApplied,
      message: adoptionRequestsMessages.errors.alreadyApplied,
      code: 'already_applied',
    });
    expect(await requestsOf(adopter.user.id)).toHaveLength(1);
  });

  it('accepts exactly one of two applications sent at the same time', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);

    const responses = await Promise.all([
      apply(ctx.app, adopter, pet.id),
      apply(ctx.app, adopter, pet.id),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe('already_applied');
    expect(await requestsOf(adopter.user.id)).toHaveLength(1);
  });

  it('saves every application of many people applying for one animal at once', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const adopters = await Promise.all(Array.from({ length: 8 }, () => person(ctx.app)));

    const responses = await Promise.all(adopters.map((adopter) => apply(ctx.app, adopter, pet.id)));

    expect(responses.map((response) => response.statusCode)).toEqual(adopters.map(() => 201));
    for (const adopter of adopters) expect(await requestsOf(adopter.user.id)).toHaveLength(1);
  });

  it('while a member completes an adoption, leaves no application of the animal open', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const first = await applied(ctx.app, await person(ctx.app), pet.id);
    await moved(ctx.app, member, first.id, 'accept');
    const adopters = await Promise.all(Array.from({ length: 6 }, () => person(ctx.app)));

    const [completed, ...applications] = await Promise.all([
      act(ctx.app, member, first.id, 'complete'),
      ...adopters.map((adopter) => apply(ctx.app, adopter, pet.id)),
    ]);

    expect(completed!.statusCode).toBe(200);
    for (const response of applications) {
      if (response.statusCode === 201) continue;
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('pet_not_available');
    }
    // Saved before the adoption, an application was closed by it; after it, none was saved.
    expect((await petRow(ctx.app, pet.id)).state).toBe('adoptada');
    const states = await ctx.app.db
      .select({ id: adoptionRequests.id, state: adoptionRequests.state })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.petId, pet.id));
    expect(states.filter((row) => row.id !== first.id).map((row) => row.state)).toEqual(
      applications.filter((response) => response.statusCode === 201).map(() => 'rechazada'),
    );
  });

  it('refuses members of the animal’s own shelter', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const response = await apply(ctx.app, member, pet.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: adoptionRequestsMessages.errors.ownShelter,
      message: adoptionRequestsMessages.errors.ownShelter,
      code: 'own_shelter',
    });
    expect(await requestsOf(member.user.id)).toHaveLength(0);
  });

  it('lets a member of another shelter apply like anyone else', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const { member: elsewhere } = await shelterWithPet(ctx.app);
    expect((await apply(ctx.app, elsewhere, pet.id)).statusCode).toBe(201);
  });

  it.each([
    ['pendiente', 'pendiente'],
    ['adoptada', 'adoptada'],
  ] as const)('refuses an animal in state %s: it is no longer available', async (_, state) => {
    const { shelter } = await shelterWithPet(ctx.app);
    const pet = await createPet(ctx.app, { shelterId: shelter.id, state });
    const adopter = await person(ctx.app);

    const response = await apply(ctx.app, adopter, pet.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: adoptionRequestsMessages.errors.petNotAvailable,
      message: adoptionRequestsMessages.errors.petNotAvailable,
      code: 'pet_not_available',
    });
    expect(await requestsOf(adopter.user.id)).toHaveLength(0);
  });

  it('does not find an animal that is withdrawn, expired or does not exist', async () => {
    const { shelter } = await shelterWithPet(ctx.app);
    const deleted = await createPet(ctx.app, { shelterId: shelter.id, deletedAt: new Date() });
    const longAgo = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
    const expired = await createPet(ctx.app, { shelterId: shelter.id, publishedAt: longAgo });
    const adopter = await person(ctx.app);

    for (const petId of [deleted.id, expired.id, 999_999]) {
      const response = await apply(ctx.app, adopter, petId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: adoptionRequestsMessages.errors.petNotFound,
        message: adoptionRequestsMessages.errors.petNotFound,
        code: 'pet_not_found',
      });
    }
    expect(await requestsOf(adopter.user.id)).toHaveLength(0);
  });

  it('allows 10 applications an hour per account', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    // Each attempt counts, accepted or not: one application, then refusals for the duplicate.
    expect((await apply(ctx.app, adopter, pet.id)).statusCode).toBe(201);
    for (let i = 0; i < 9; i += 1) {
      expect((await apply(ctx.app, adopter, pet.id)).statusCode).toBe(409);
    }
    const response = await apply(ctx.app, adopter, pet.id);
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('too_many_requests');
  });
});

describe('the application form’s answers', () => {
  const invalid = async (payload: object) => {
    const { pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: REQUESTS_URL,
      headers: adopter.headers,
      payload: { pet: pet.id, ...payload },
    });
    expect(response.statusCode).toBe(400);
    expect(await requestsOf(adopter.user.id)).toHaveLength(0);
    return response.json<{ error: string; code: string; fields: Record<string, string[]> }>();
  };

  it('asks for every missing answer, in Spanish, beside its field', async () => {
    const body = await invalid({});
    expect(body.code).toBe('validation_error');
    expect(body.fields).toMatchObject({
      home_type: [adoptionRequestsMessages.validation.homeType],
      has_garden: [adoptionRequestsMessages.validation.garden],
      home_tenure: [adoptionRequestsMessages.validation.tenure],
      adults: [adoptionRequestsMessages.validation.adults],
      experience: [adoptionRequestsMessages.validation.experience],
      hours_alone: [adoptionRequestsMessages.validation.hoursAlone],
      message: [adoptionRequestsMessages.validation.message],
    });
  });

  it('asks whether the landlord allows animals when the home is rented', async () => {
    const body = await invalid(answers({ home_tenure: 'alquiler', landlord_allows_pets: null }));
    expect(body.fields).toEqual({
      landlord_allows_pets: [adoptionRequestsMessages.validation.landlord],
    });
  });

  it('asks for one age per child', async () => {
    const body = await invalid(answers({ children: 2, children_ages: [4] }));
    expect(body.fields).toEqual({
      children_ages: [adoptionRequestsMessages.validation.childrenAges],
    });
  });

  it('refuses a message longer than 2,000 characters', async () => {
    const body = await invalid(answers({ message: 'a'.repeat(2001) }));
    expect(body.fields).toEqual({
      message: ['No puede tener más de 2000 caracteres.'],
    });
  });

  it('refuses a blank message', async () => {
    const body = await invalid(answers({ message: '   ' }));
    expect(body.fields).toEqual({ message: [adoptionRequestsMessages.validation.message] });
  });
});

describe('a member who joined the shelter after applying', () => {
  it('keeps only the applicant’s move on their own request', async () => {
    const { shelter, pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    const request = await applied(ctx.app, adopter, pet.id);
    await ctx.app.db
      .insert(shelterMemberships)
      .values({ shelterId: shelter.id, userId: adopter.user.id, role: 'miembro' });
    await notificationsReceived(ctx.app);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS_URL}${request.id}/`,
      headers: adopter.headers,
    });
    expect(response.json<AdoptionRequest>().actions).toEqual(['withdraw']);
  });
});
