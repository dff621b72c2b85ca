import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdoptionRequestAction, AdoptionRequestState } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import type { Animal } from '@huella/shared/schemas/pets';
import { adoptionRequests, pets } from '../../db/schema';
import { bearer, createUser, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import {
  act,
  applied,
  moved,
  person,
  petRow,
  REQUESTS_URL,
  shelterWithPet,
  type Person,
} from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A shelter, its animal and one adopter's request, moved to `state` through the API. */
async function requestIn(state: AdoptionRequestState) {
  const cast = await shelterWithPet(ctx.app);
  const adopter = await person(ctx.app, { firstName: 'Lucía', lastName: 'Martín' });
  const request = await applied(ctx.app, adopter, cast.pet.id);
  const path: Record<AdoptionRequestState, [Person, AdoptionRequestAction[]]> = {
    pendiente: [cast.member, []],
    en_revision: [cast.member, ['review']],
    aceptada: [cast.member, ['accept']],
    rechazada: [cast.member, ['reject']],
    retirada: [adopter, ['withdraw']],
    completada: [cast.member, ['accept', 'complete']],
  };
  const [who, actions] = path[state];
  if (actions.length > 0) await moved(ctx.app, who, request.id, ...actions);
  return { ...cast, adopter, request };
}

const requestState = async (id: number) => {
  const [row] = await ctx.app.db
    .select({ state: adoptionRequests.state })
    .from(adoptionRequests)
    .where(eq(adoptionRequests.id, id));
  return row?.state;
};

const ALLOWED: Record<AdoptionRequestAction, AdoptionRequestState[]> = {
  review: ['pendiente'],
  accept: ['pendiente', 'en_revision'],
  reject: ['pendiente', 'en_revision', 'aceptada'],
  complete: ['aceptada'],
  withdraw: ['pendiente', 'en_revision', 'aceptada'],
};
const TARGET: Record<AdoptionRequestAction, AdoptionRequestState> = {
  review: 'en_revision',
  accept: 'aceptada',
  reject: 'rechazada',
  complete: 'completada',
  withdraw: 'retirada',
};
const STATES: AdoptionRequestState[] = [
  'pendiente',
  'en_revision',
  'aceptada',
  'rechazada',
  'retirada',
  'completada',
];
const cases = (Object.keys(ALLOWED) as AdoptionRequestAction[]).flatMap((action) =>
  STATES.map((state) => ({ action, state, allowed: ALLOWED[action].includes(state) })),
);

describe('the workflow, by state', () => {
  it.each(cases)('$action from $state: allowed $allowed', async ({ action, state, allowed }) => {
    const { member, adopter, request } = await requestIn(state);
    const who = action === 'withdraw' ? adopter : member;

    const response = await act(ctx.app, who, request.id, action);

    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json<AdoptionRequest>().state).toBe(TARGET[action]);
      expect(await requestState(request.id)).toBe(TARGET[action]);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: adoptionRequestsMessages.errors.transitionNotAllowed(
          adoptionRequestsMessages.states[state],
        ),
        message: adoptionRequestsMessages.errors.transitionNotAllowed(
          adoptionRequestsMessages.states[state],
        ),
        code: 'transition_not_allowed',
      });
      expect(await requestState(request.id)).toBe(state);
    }
  });
});

describe('the workflow, by party', () => {
  const SHELTER_ACTIONS: AdoptionRequestAction[] = ['review', 'accept', 'reject'];

  it.each(SHELTER_ACTIONS)('%s: the applicant is told only the shelter may', async (action) => {
    const { adopter, request } = await requestIn('pendiente');
    const response = await act(ctx.app, adopter, request.id, action);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: adoptionRequestsMessages.errors.notShelterMember,
      message: adoptionRequestsMessages.errors.notShelterMember,
      code: 'not_shelter_member',
    });
    expect(await requestState(request.id)).toBe('pendiente');
  });

  it('complete: the applicant is told only the shelter may', async () => {
    const { adopter, request } = await requestIn('aceptada');
    const response = await act(ctx.app, adopter, request.id, 'complete');
    expect(response.statusCode).toBe(403);
    expect(await requestState(request.id)).toBe('aceptada');
  });

  it.each(['admin', 'member'] as const)(
    'withdraw: the shelter’s %s is told only the applicant may',
    async (role) => {
      const cast = await requestIn('pendiente');
      const response = await act(ctx.app, cast[role], cast.request.id, 'withdraw');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: adoptionRequestsMessages.errors.notApplicant,
        message: adoptionRequestsMessages.errors.notApplicant,
        code: 'not_applicant',
      });
      expect(await requestState(cast.request.id)).toBe('pendiente');
    },
  );

  it.each([...SHELTER_ACTIONS, 'withdraw'] as AdoptionRequestAction[])(
    '%s: a member of another shelter and a stranger do not find the request',
    async (action) => {
      const { request } = await requestIn('pendiente');
      const { member: elsewhere } = await shelterWithPet(ctx.app);
      const stranger = await person(ctx.app);
      for (const who of [elsewhere, stranger]) {
        const response = await act(ctx.app, who, request.id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: adoptionRequestsMessages.errors.notFound,
          message: adoptionRequestsMessages.errors.notFound,
          code: 'adoption_request_not_found',
        });
      }
      expect(await requestState(request.id)).toBe('pendiente');
    },
  );

  it('asks guests to sign in', async () => {
    const { request } = await requestIn('pendiente');
    const response = await act(ctx.app, null, request.id, 'review');
    expect(response.statusCode).toBe(401);
    expect(await requestState(request.id)).toBe('pendiente');
  });

  it('lets Huella’s staff act for the shelter, as they may administer any shelter', async () => {
    const { request } = await requestIn('pendiente');
    const staff = await createUser(ctx.app, { isStaff: true });
    const staffPerson = { user: staff, headers: bearer(await loginAs(ctx.app, staff)) };
    const response = await act(ctx.app, staffPerson, request.id, 'review');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdoptionRequest>().actions).toEqual(['accept', 'reject']);
    expect((await act(ctx.app, staffPerson, request.id, 'withdraw')).statusCode).toBe(403);
  });

  it('tells each side the moves it may make now', async () => {
    const { admin, adopter, request } = await requestIn('pendiente');
    const read = async (who: Person) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${REQUESTS_URL}${request.id}/`,
          headers: who.headers,
        })
      ).json<AdoptionRequest>().actions;
    expect(await read(admin)).toEqual(['review', 'accept', 'reject']);
    expect(await read(adopter)).toEqual(['withdraw']);
    await moved(ctx.app, admin, request.id, 'accept');
    expect(await read(admin)).toEqual(['reject', 'complete']);
    expect(await read(adopter)).toEqual(['withdraw']);
    await moved(ctx.app, admin, request.id, 'complete');
    expect(await read(admin)).toEqual([]);
    expect(await read(adopter)).toEqual([]);
  });
});

describe('the moves’ addresses', () => {
  it('take a bare POST without a body', async () => {
    const { adopter, request } = await requestIn('pendiente');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${REQUESTS_URL}${request.id}/withdraw`,
      headers: adopter.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdoptionRequest>().state).toBe('retirada');
  });

  it('do not include an unknown move', async () => {
    const { member, request } = await requestIn('pendiente');
    const response = await act(ctx.app, member, request.id, 'adopt' as AdoptionRequestAction);
    expect(response.statusCode).toBe(404);
    expect(await requestState(request.id)).toBe('pendiente');
  });
});

describe('the timeline', () => {
  it('records each move with its author, side, note and time, and updates the request', async () => {
    const { member, adopter, request } = await requestIn('pendiente');
    const before = new Date(request.updated_at).getTime();

    await moved(ctx.app, member, request.id, 'review');
    const response = await act(ctx.app, adopter, request.id, 'withdraw', 'Hemos adoptado a otro.');

    const withdrawn = response.json<AdoptionRequest>();
    expect(new Date(withdrawn.updated_at).getTime()).toBeGreaterThan(before);
    expect(withdrawn.events.map(({ id: _id, created_at: _at, ...event }) => event)).toEqual([
      {
        from_state: null,
        to_state: 'pendiente',
        author: { id: adopter.user.id, name: 'Lucía Martín' },
        author_side: 'adoptante',
        note: '',
      },
      {
        from_state: 'pendiente',
        to_state: 'en_revision',
        author: { id: member.user.id, name: 'Jorge Ruiz' },
        author_side: 'refugio',
        note: '',
      },
      {
        from_state: 'en_revision',
        to_state: 'retirada',
        author: { id: adopter.user.id, name: 'Lucía Martín' },
        author_side: 'adoptante',
        note: 'Hemos adoptado a otro.',
      },
    ]);
  });

  it('refuses a note longer than 1,000 characters and changes nothing', async () => {
    const { member, request } = await requestIn('pendiente');
    const response = await act(ctx.app, member, request.id, 'reject', 'a'.repeat(1001));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ note: ['No puede tener más de 1000 caracteres.'] });
    expect(await requestState(request.id)).toBe('pendiente');
  });

  it('keeps the side of a member whose account was deleted, without their name', async () => {
    const { member, adopter, request } = await requestIn('en_revision');
    await ctx.app.inject({
      method: 'DELETE',
      url: '/users/api/users/me/',
      headers: member.headers,
      payload: { password: member.user.password },
    });

    const response = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS_URL}${request.id}/`,
      headers: adopter.headers,
    });
    expect(response.json<AdoptionRequest>().events[1]).toMatchObject({
      to_state: 'en_revision',
      author: null,
      author_side: 'refugio',
    });
  });

  it('goes with the applicant’s account when they delete it', async () => {
    const { admin, adopter, request } = await requestIn('pendiente');
    await ctx.app.inject({
      method: 'DELETE',
      url: '/users/api/users/me/',
      headers: adopter.headers,
      payload: { password: adopter.user.password },
    });
    expect(await requestState(request.id)).toBeUndefined();
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: REQUESTS_URL,
      headers: admin.headers,
    });
    expect(inbox.json()).toEqual([]);
  });
});

describe('the animal follows the workflow', () => {
  const publicAnimalIds = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/animals/?page_size=100' }))
      .json<Animal[]>()
      .map((animal) => animal.id);

  it('is pendiente once a request is accepted, with its updated_at bumped', async () => {
    const { member, pet, request } = await requestIn('en_revision');
    const before = (await petRow(ctx.app, pet.id)).updatedAt.getTime();

    const response = await act(ctx.app, member, request.id, 'accept');

    expect(response.json<AdoptionRequest>().pet.state).toBe('pendiente');
    const row = await petRow(ctx.app, pet.id);
    expect(row.state).toBe('pendiente');
    expect(row.updatedAt.getTime()).toBeGreaterThan(before);
  });

  it('is adoptada once the adoption is completed, and leaves the public list', async () => {
    const { member, pet, request } = await requestIn('aceptada');
    expect(await publicAnimalIds()).toContain(pet.id);

    await moved(ctx.app, member, request.id, 'complete');

    expect((await petRow(ctx.app, pet.id)).state).toBe('adoptada');
    expect(await publicAnimalIds()).not.toContain(pet.id);
  });

  it.each(['reject', 'withdraw'] as const)(
    'is en_adopcion again when an accepted request is %sed',
    async (action) => {
      const { member, adopter, pet, request } = await requestIn('aceptada');
      const who = action === 'withdraw' ? adopter : member;
      await moved(ctx.app, who, request.id, action);
      expect((await petRow(ctx.app, pet.id)).state).toBe('en_adopcion');
    },
  );

  it('stays as it is when a request that was not accepted is rejected', async () => {
    const { member, pet, request } = await requestIn('en_revision');
    await moved(ctx.app, member, request.id, 'reject');
    expect((await petRow(ctx.app, pet.id)).state).toBe('en_adopcion');
  });

  it('refuses to accept a second request while one is accepted', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const first = await applied(ctx.app, await person(ctx.app), pet.id);
    const second = await applied(ctx.app, await person(ctx.app), pet.id);
    await moved(ctx.app, member, first.id, 'accept');

    const response = await act(ctx.app, member, second.id, 'accept');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: adoptionRequestsMessages.errors.alreadyAccepted,
      message: adoptionRequestsMessages.errors.alreadyAccepted,
      code: 'already_accepted',
    });
    expect(await requestState(second.id)).toBe('pendiente');
  });
});

describe('completing an adoption', () => {
  it('closes every other open request of the animal with the polite note, by the platform', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const [chosen, waiting, reviewed, withdrawn] = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const adopter = await person(ctx.app);
        return { adopter, request: await applied(ctx.app, adopter, pet.id) };
      }),
    );
    await moved(ctx.app, member, reviewed!.request.id, 'review');
    await moved(ctx.app, withdrawn!.adopter, withdrawn!.request.id, 'withdraw');
    await moved(ctx.app, member, chosen!.request.id, 'accept', 'complete');

    expect(await requestState(waiting!.request.id)).toBe('rechazada');
    expect(await requestState(reviewed!.request.id)).toBe('rechazada');
    expect(await requestState(withdrawn!.request.id)).toBe('retirada');

    const closed = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS_URL}${reviewed!.request.id}/`,
      headers: reviewed!.adopter.headers,
    });
    const last = closed.json<AdoptionRequest>().events.at(-1);
    expect(last).toMatchObject({
      from_state: 'en_revision',
      to_state: 'rechazada',
      author: null,
      author_side: null,
      note: adoptionRequestsMessages.notes.closedByAdoption,
    });
  });
});

describe('two members acting at once', () => {
  it('accept two requests of one animal: exactly one wins, the animal is pendiente', async () => {
    const { admin, member, pet } = await shelterWithPet(ctx.app);
    const first = await applied(ctx.app, await person(ctx.app), pet.id);
    const second = await applied(ctx.app, await person(ctx.app), pet.id);

    const responses = await Promise.all([
      act(ctx.app, admin, first.id, 'accept'),
      act(ctx.app, member, second.id, 'accept'),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({
      error: adoptionRequestsMessages.errors.alreadyAccepted,
      message: adoptionRequestsMessages.errors.alreadyAccepted,
      code: 'already_accepted',
    });
    const states = [await requestState(first.id), await requestState(second.id)].sort();
    expect(states).toEqual(['aceptada', 'pendiente']);
    expect((await petRow(ctx.app, pet.id)).state).toBe('pendiente');
  });

  it('complete and reject the same accepted request: one wins, the other is told why', async () => {
    const { admin, member, pet, request } = await requestIn('aceptada');

    const responses = await Promise.all([
      act(ctx.app, admin, request.id, 'complete'),
      act(ctx.app, member, request.id, 'reject'),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const state = await requestState(request.id);
    expect((await petRow(ctx.app, pet.id)).state).toBe(
      state === 'completada' ? 'adoptada' : 'en_adopcion',
    );
  });
});

describe('an animal withdrawn meanwhile', () => {
  const withdrawAnimal = (id: number) =>
    ctx.app.db.update(pets).set({ deletedAt: new Date() }).where(eq(pets.id, id));

  it('can no longer be accepted or reviewed', async () => {
    const { member, pet, request } = await requestIn('pendiente');
    await withdrawAnimal(pet.id);
    for (const action of ['review', 'accept'] as const) {
      const response = await act(ctx.app, member, request.id, action);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: adoptionRequestsMessages.errors.petNotAvailable,
        message: adoptionRequestsMessages.errors.petNotAvailable,
        code: 'pet_not_available',
      });
    }
    expect(await requestState(request.id)).toBe('pendiente');
  });

  it('lets the shelter reject and the applicant withdraw, without touching the animal', async () => {
    const { member, pet, request } = await requestIn('aceptada');
    await withdrawAnimal(pet.id);
    const rejected = await act(ctx.app, member, request.id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<AdoptionRequest>().actions).toEqual([]);
    expect((await petRow(ctx.app, pet.id)).state).toBe('pendiente');

    const other = await requestIn('pendiente');
    await withdrawAnimal(other.pet.id);
    expect((await act(ctx.app, other.adopter, other.request.id, 'withdraw')).statusCode).toBe(200);
  });

  it('takes its requests with it when it is erased', async () => {
    const { member, pet, request } = await requestIn('pendiente');
    await ctx.app.db.delete(pets).where(eq(pets.id, pet.id));
    expect((await act(ctx.app, member, request.id, 'review')).statusCode).toBe(404);
  });
});
