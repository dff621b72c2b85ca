import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionRequestsMessages, commonMessages } from '@huella/shared/messages';
import type {
  AdoptionRequest,
  AdoptionRequestSummary,
} from '@huella/shared/schemas/adoption-requests';
import { createPet, createPetPhoto, createShelter } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { applied, moved, person, REQUESTS_URL, shelterWithPet, type Person } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, who: Person | null) =>
  ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

const ids = (response: { json: () => unknown }) =>
  (response.json() as AdoptionRequestSummary[]).map((request) => request.id);

describe('GET /adoptions/api/requests/mine/', () => {
  it('lists the adopter’s requests, newest first, and nobody else’s', async () => {
    const { pet, shelter } = await shelterWithPet(ctx.app);
    const other = await createPet(ctx.app, { shelterId: shelter.id, name: 'Toby' });
    const adopter = await person(ctx.app);
    const first = await applied(ctx.app, adopter, pet.id);
    const second = await applied(ctx.app, adopter, other.id);
    await applied(ctx.app, await person(ctx.app), pet.id);

    const response = await get(`${REQUESTS_URL}mine/`, adopter);

    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([second.id, first.id]);
    expect(response.headers['x-total-count']).toBe('2');
    const [summary] = response.json<AdoptionRequestSummary[]>();
    expect(summary).toMatchObject({ pet: { name: 'Toby' }, actions: ['withdraw'] });
    expect(summary).not.toHaveProperty('answers');
  });

  it('tells the animal page whether the adopter already applied (?pet=)', async () => {
    const { pet, shelter } = await shelterWithPet(ctx.app);
    const other = await createPet(ctx.app, { shelterId: shelter.id });
    const adopter = await person(ctx.app);
    const request = await applied(ctx.app, adopter, pet.id);

    expect(ids(await get(`${REQUESTS_URL}mine/?pet=${pet.id}`, adopter))).toEqual([request.id]);
    expect(ids(await get(`${REQUESTS_URL}mine/?pet=${other.id}`, adopter))).toEqual([]);
  });

  it('filters by state', async () => {
    const { pet, shelter, member } = await shelterWithPet(ctx.app);
    const other = await createPet(ctx.app, { shelterId: shelter.id });
    const adopter = await person(ctx.app);
    const rejected = await applied(ctx.app, adopter, pet.id);
    const open = await applied(ctx.app, adopter, other.id);
    await moved(ctx.app, member, rejected.id, 'reject');

    expect(ids(await get(`${REQUESTS_URL}mine/?state=rechazada`, adopter))).toEqual([rejected.id]);
    expect(ids(await get(`${REQUESTS_URL}mine/?state=pendiente`, adopter))).toEqual([open.id]);
  });

  it('asks guests to sign in', async () => {
    expect((await get(`${REQUESTS_URL}mine/`, null)).statusCode).toBe(401);
  });
});

describe('GET /adoptions/api/requests/ (the shelters’ inbox)', () => {
  /** A member of two shelters, each with an animal and requests. */
  async function twoShelters() {
    const first = await shelterWithPet(ctx.app);
    const second = await createShelter(ctx.app, {
      members: [[first.member.user.id, 'miembro']],
    });
    const secondPet = await createPet(ctx.app, { shelterId: second.id, name: 'Nala' });
    const a = await applied(ctx.app, await person(ctx.app), first.pet.id);
    const b = await applied(ctx.app, await person(ctx.app), secondPet.id);
    const c = await applied(ctx.app, await person(ctx.app), first.pet.id);
    return { ...first, second, secondPet, a, b, c };
  }

  it('lists the requests of all the caller’s shelters, newest first', async () => {
    const { member, a, b, c } = await twoShelters();
    const response = await get(REQUESTS_URL, member);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([c.id, b.id, a.id]);
    expect(response.json<AdoptionRequestSummary[]>()[0]!.actions).toEqual([
      'review',
      'accept',
      'reject',
    ]);
  });

  it('narrows to one shelter, one animal or one state', async () => {
    const { member, admin, second, pet, a, b, c } = await twoShelters();
    await moved(ctx.app, admin, a.id, 'review');

    expect(ids(await get(`${REQUESTS_URL}?shelter=${second.id}`, member))).toEqual([b.id]);
    expect(ids(await get(`${REQUESTS_URL}?pet=${pet.id}`, member))).toEqual([c.id, a.id]);
    expect(ids(await get(`${REQUESTS_URL}?state=en_revision`, member))).toEqual([a.id]);
  });

  it('pages with page and page_size, the total and the links', async () => {
    const { member, a, b, c } = await twoShelters();
    const first = await get(`${REQUESTS_URL}?page_size=2`, member);
    expect(ids(first)).toEqual([c.id, b.id]);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.headers.link).toContain('rel="next"');

    const last = await get(`${REQUESTS_URL}?page=2&page_size=2`, member);
    expect(ids(last)).toEqual([a.id]);
    expect(last.headers.link).toContain('rel="prev"');
    expect(last.headers.link).not.toContain('rel="next"');
  });

  it('refuses a shelter the caller does not belong to', async () => {
    const { second } = await twoShelters();
    const outsider = (await shelterWithPet(ctx.app)).member;
    const response = await get(`${REQUESTS_URL}?shelter=${second.id}`, outsider);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: adoptionRequestsMessages.errors.notShelterMember,
      message: adoptionRequestsMessages.errors.notShelterMember,
      code: 'not_shelter_member',
    });
  });

  it('shows a member of another shelter only their own shelter’s requests', async () => {
    await twoShelters();
    const outsider = (await shelterWithPet(ctx.app)).member;
    expect(ids(await get(REQUESTS_URL, outsider))).toEqual([]);
  });

  it('is empty for someone without a shelter', async () => {
    await twoShelters();
    const response = await get(REQUESTS_URL, await person(ctx.app));
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('opens any shelter’s inbox to Huella’s staff when they ask for it, as they may administer any shelter', async () => {
    const { second, b } = await twoShelters();
    const staff = await person(ctx.app, { isStaff: true });
    expect(ids(await get(`${REQUESTS_URL}?shelter=${second.id}`, staff))).toEqual([b.id]);
    expect((await get(`${REQUESTS_URL}${b.id}/`, staff)).statusCode).toBe(200);
    // Without ?shelter= the inbox is the shelters one belongs to: none.
    expect(ids(await get(REQUESTS_URL, staff))).toEqual([]);
  });

  it('rejects an unknown state filter in Spanish', async () => {
    const { member } = await twoShelters();
    const response = await get(`${REQUESTS_URL}?state=perdida`, member);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.state).toEqual([commonMessages.errors.invalidChoice]);
  });

  it('shows the animal’s main photo at 400 px', async () => {
    const { member, pet } = await twoShelters();
    // The gallery's order decides, not which photo was uploaded first.
    await createPetPhoto(ctx.app, pet.id, { position: 1 });
    const main = await createPetPhoto(ctx.app, pet.id, { position: 0 });
    const [summary] = (await get(`${REQUESTS_URL}?pet=${pet.id}`, member)).json<
      AdoptionRequestSummary[]
    >();
    expect(summary!.pet.image).toBe(`media/${main.storageKey}-400.webp`);
  });
});

describe('GET /adoptions/api/requests/counts/', () => {
  it('counts the requests of the caller’s shelters by state', async () => {
    const { member, admin, pet, shelter } = await shelterWithPet(ctx.app);
    const requests = await Promise.all(
      [1, 2, 3].map(async () => applied(ctx.app, await person(ctx.app), pet.id)),
    );
    await moved(ctx.app, admin, requests[0]!.id, 'review');
    await moved(ctx.app, admin, requests[1]!.id, 'reject');
    const elsewhere = await shelterWithPet(ctx.app);
    await applied(ctx.app, await person(ctx.app), elsewhere.pet.id);

    const expected = {
      pendiente: 1,
      en_revision: 1,
      aceptada: 0,
      rechazada: 1,
      retirada: 0,
      completada: 0,
    };
    expect((await get(`${REQUESTS_URL}counts/`, member)).json()).toEqual(expected);
    expect((await get(`${REQUESTS_URL}counts/?shelter=${shelter.id}`, member)).json()).toEqual(
      expected,
    );
  });

  it('refuses a shelter the caller does not belong to', async () => {
    const { shelter } = await shelterWithPet(ctx.app);
    const stranger = await person(ctx.app);
    expect((await get(`${REQUESTS_URL}counts/?shelter=${shelter.id}`, stranger)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /adoptions/api/requests/{id}/', () => {
  it('shows the applicant and every member of the shelter the answers and the timeline', async () => {
    const { admin, member, pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    const request = await applied(ctx.app, adopter, pet.id);

    for (const who of [adopter, admin, member]) {
      const response = await get(`${REQUESTS_URL}${request.id}`, who);
      expect(response.statusCode).toBe(200);
      const read = response.json<AdoptionRequest>();
      expect(read.answers.experience).toBe('He tenido perros toda la vida.');
      expect(read.events).toHaveLength(1);
    }
  });

  it('does not exist for a member of another shelter, a stranger or an unknown id', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const request = await applied(ctx.app, await person(ctx.app), pet.id);
    const outsider = (await shelterWithPet(ctx.app)).admin;
    const stranger = await person(ctx.app);

    for (const [who, id] of [
      [outsider, request.id],
      [stranger, request.id],
      [stranger, 999_999],
    ] as const) {
      const response = await get(`${REQUESTS_URL}${id}/`, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: adoptionRequestsMessages.errors.notFound,
        message: adoptionRequestsMessages.errors.notFound,
        code: 'adoption_request_not_found',
      });
    }
  });

  it('asks guests to sign in', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const request = await applied(ctx.app, await person(ctx.app), pet.id);
    expect((await get(`${REQUESTS_URL}${request.id}/`, null)).statusCode).toBe(401);
  });
});
