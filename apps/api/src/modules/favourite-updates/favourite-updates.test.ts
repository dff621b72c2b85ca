import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteUpdatesMessages } from '@huella/shared/messages';
import type { FavouriteUpdates } from '@huella/shared/schemas/favourite-updates';
import { createPet } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import {
  applied,
  moved,
  person,
  petRow,
  shelterWithPet,
  type Person,
} from '../adoption-requests/test-support';
import { MAILS_PER_DAY } from './service';

const LIST_URL = '/users/api/users/me/favourite-updates/';
const READ_URL = '/users/api/users/me/favourite-updates/read/';

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://huella.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function favourite(who: Person, petId: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/users/api/users/${who.user.id}/add-favourite-pet/`,
    headers: who.headers,
    payload: { pet_id: petId },
  });
  expect(response.statusCode).toBe(200);
}

async function notices(who: Person): Promise<FavouriteUpdates> {
  const response = await ctx.app.inject({ url: LIST_URL, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<FavouriteUpdates>();
}

const states = async (who: Person) =>
  (await notices(who)).items.map((item) => [item.pet.name, item.state, item.read]);

async function mailsTo(address: string) {
  await ctx.app.mailer.flush();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

const changeByHand = (who: Person, petId: number, state: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/pets/api/pets/${petId}/`,
    headers: who.headers,
    payload: { state, close_open_requests: true },
  });

const setMailPreference = (who: Person, on: boolean) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/users/api/users/me/',
    headers: who.headers,
    payload: { favourite_update_mails: on },
  });

describe('favourites that tell their owner when their state changes', () => {
  it('accepting a request reserves the animal and tells each follower, not the member who acted', async () => {
    const { admin, member, pet } = await shelterWithPet(ctx.app);
    const [ana, luis, adopter] = [
      await person(ctx.app, { firstName: 'Ana' }),
      await person(ctx.app),
      await person(ctx.app),
    ];
    await favourite(ana, pet.id);
    await favourite(luis, pet.id);
    // The member who accepts also keeps it as a favourite: they hear nothing of their own change.
    await favourite(member, pet.id);
    const request = await applied(ctx.app, adopter, pet.id);
    await moved(ctx.app, member, request.id, 'accept');
    expect((await petRow(ctx.app, pet.id)).state).toBe('pendiente');

    for (const follower of [ana, luis]) {
      const list = await notices(follower);
      expect(list.unread).toBe(1);
      expect(list.items).toEqual([
        {
          id: expect.any(Number),
          pet: { id: pet.id, name: 'Luna', kind: pet.kind, gender: pet.gender, image: null },
          from_state: 'en_adopcion',
          state: 'pendiente',
          created_at: expect.any(String),
          read: false,
        },
      ]);
    }
    expect(await notices(member)).toEqual({ unread: 0, items: [] });
    expect(await notices(admin)).toEqual({ unread: 0, items: [] });

    const [mail, ...more] = await mailsTo(ana.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Luna, uno de tus favoritos: Reservado');
    expect(mail!.text).toContain(favouriteUpdatesMessages.news.pendiente('Luna', pet.gender));
    expect(mail!.text).toContain(`https://huella.example/adopciones/animal/${pet.id}`);
    // The way to stop these mails is in every one of them.
    expect(mail!.text).toContain('https://huella.example/dashboard?seccion=favoritos');
    expect(await mailsTo(member.user.email)).toEqual([]);
  });

  it('completing tells "adoptado" and an undone acceptance "en adopción", in one notice per animal', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const [ana, first, second] = [
      await person(ctx.app),
      await person(ctx.app),
      await person(ctx.app),
    ];
    await favourite(ana, pet.id);
    const withdrawn = await applied(ctx.app, first, pet.id);
    await moved(ctx.app, member, withdrawn.id, 'accept');
    expect(await states(ana)).toEqual([['Luna', 'pendiente', false]]);

    // The accepted adopter withdraws: the animal is available again. The unread
    // notice is brought up to date instead of piling up a second one.
    await moved(ctx.app, first, withdrawn.id, 'withdraw');
    expect((await petRow(ctx.app, pet.id)).state).toBe('en_adopcion');
    expect(await states(ana)).toEqual([['Luna', 'en_adopcion', false]]);

    const list = await notices(ana);
    await ctx.app.inject({
      method: 'POST',
      url: READ_URL,
      headers: ana.headers,
      payload: { ids: list.items.map((item) => item.id) },
    });
    const completed = await applied(ctx.app, second, pet.id);
    await moved(ctx.app, member, completed.id, 'accept', 'complete');
    expect((await petRow(ctx.app, pet.id)).state).toBe('adoptada');
    expect(await states(ana)).toEqual([
      ['Luna', 'adoptada', false],
      ['Luna', 'en_adopcion', true],
    ]);
    // One mail about this animal per day: the first change was mailed, the others are in Mi cuenta.
    expect((await mailsTo(ana.user.email)).map((mail) => mail.subject)).toEqual([
      'Luna, uno de tus favoritos: Reservado',
    ]);
  });

  it('a change by hand in Anuncios tells the followers too, and its undo before anyone saw it leaves nothing', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const ana = await person(ctx.app);
    await favourite(ana, pet.id);
    expect(await setMailPreference(ana, false)).toMatchObject({ statusCode: 200 });

    expect((await changeByHand(member, pet.id, 'pendiente')).statusCode).toBe(200);
    expect(await states(ana)).toEqual([['Luna', 'pendiente', false]]);
    expect((await changeByHand(member, pet.id, 'en_adopcion')).statusCode).toBe(200);
    expect(await notices(ana)).toEqual({ unread: 0, items: [] });

    expect((await changeByHand(member, pet.id, 'adoptada')).statusCode).toBe(200);
    expect(await states(ana)).toEqual([['Luna', 'adoptada', false]]);
    // Mails were off: none was sent.
    expect(await mailsTo(ana.user.email)).toEqual([]);
  });

  it('mails honour the preference and at most a few per person and day', async () => {
    const { member, shelter } = await shelterWithPet(ctx.app);
    const [ana, luis] = [await person(ctx.app), await person(ctx.app)];
    expect(
      (await setMailPreference(luis, false)).json<{ favourite_update_mails: boolean }>(),
    ).toMatchObject({ favourite_update_mails: false });
    const me = await ctx.app.inject({ url: '/users/api/users/me/', headers: luis.headers });
    expect(me.json()).toMatchObject({ favourite_update_mails: false });

    const animals = [];
    for (let index = 0; index <= MAILS_PER_DAY; index += 1) {
      const pet = await createPet(ctx.app, { shelterId: shelter.id, name: `Animal ${index}` });
      await favourite(ana, pet.id);
      await favourite(luis, pet.id);
      animals.push(pet);
    }
    for (const pet of animals) {
      expect((await changeByHand(member, pet.id, 'pendiente')).statusCode).toBe(200);
    }
    expect((await notices(ana)).unread).toBe(MAILS_PER_DAY + 1);
    expect(await mailsTo(ana.user.email)).toHaveLength(MAILS_PER_DAY);
    expect((await notices(luis)).unread).toBe(MAILS_PER_DAY + 1);
    expect(await mailsTo(luis.user.email)).toEqual([]);
  });

  it('only the owner lists and marks their notices; another’s id is a 404 and changes nothing', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const [ana, eve] = [await person(ctx.app), await person(ctx.app)];
    await favourite(ana, pet.id);
    await favourite(eve, pet.id);
    await changeByHand(member, pet.id, 'pendiente');
    const [anaNotice] = (await notices(ana)).items;
    const [eveNotice] = (await notices(eve)).items;

    expect((await ctx.app.inject({ url: LIST_URL })).statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: READ_URL,
      headers: eve.headers,
      payload: { ids: [eveNotice!.id, anaNotice!.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await notices(ana)).unread).toBe(1);
    expect((await notices(eve)).unread).toBe(1);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: READ_URL,
      headers: eve.headers,
      payload: { ids: [] },
    });
    expect(bad.statusCode).toBe(400);

    const own = await ctx.app.inject({
      method: 'POST',
      url: READ_URL,
      headers: eve.headers,
      payload: { ids: [eveNotice!.id] },
    });
    expect(own.json()).toEqual({ unread: 0 });
    expect(await states(eve)).toEqual([['Luna', 'pendiente', true]]);

    // A favourite removed takes its notices out of the list.
    await ctx.app.inject({
      method: 'POST',
      url: `/users/api/users/${ana.user.id}/remove-favourite-pet/`,
      headers: ana.headers,
      payload: { pet_id: pet.id },
    });
    expect(await notices(ana)).toEqual({ unread: 0, items: [] });
  });

  it('the preference is refused with a clear error when it is not a yes or no', async () => {
    const ana = await person(ctx.app);
    for (const payload of [{ favourite_update_mails: 'quizá' }, {}, { first_name: 'Eva' }]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/users/api/users/me/',
        headers: ana.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const me = await ctx.app.inject({ url: '/users/api/users/me/', headers: ana.headers });
    expect(me.json()).toMatchObject({ first_name: 'Ana', favourite_update_mails: true });
  });
});
