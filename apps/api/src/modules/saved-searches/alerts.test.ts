import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearchFrequency } from '@huella/shared/constants';
import { savedSearchesMessages } from '@huella/shared/messages';
import type { SavedSearch } from '@huella/shared/schemas/saved-searches';
import { buildApp } from '../../app';
import { mailJobs, pets, savedSearches, users } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import {
  bearer,
  createPet,
  createPetPhoto,
  createShelter,
  createUser,
  mailsTo,
  sessionAccessToken,
  type UserOverrides,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { seedDemoSavedSearch } from '../../db/demo/saved-searches';
import { shelterWithPet } from '../adoption-requests/test-support';
import { madridTime } from './alert-schedule';
import { createSavedSearchesService, type SavedSearchesService } from './service';

const PUBLIC_URL = 'https://huella.example';

let ctx: TestContext;
let alerts: SavedSearchesService;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL });
  alerts = createSavedSearchesService(ctx.app);
});
afterAll(() => ctx.close());

async function adopter(overrides: UserOverrides = {}) {
  const user = await createUser(ctx.app, overrides);
  return { user, headers: bearer({ access: await sessionAccessToken(ctx.app, user.id) }) };
}
type Adopter = Awaited<ReturnType<typeof adopter>>;

async function saved(
  who: Adopter,
  filters: Record<string, unknown>,
  frequency: SavedSearchFrequency = 'inmediata',
): Promise<SavedSearch> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/users/api/saved-searches/',
    headers: who.headers,
    payload: { filters, frequency },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

/** A shelter in a city of its own, so that each test's searches see only its animals. */
async function shelterInOwnCity() {
  const city = `Villa ${randomBytes(4).toString('hex')}`;
  return { city, shelter: await createShelter(ctx.app, { city }) };
}

/** The queued alert messages to this address (with their headers), oldest first. */
async function queuedTo(email: string): Promise<MailMessage[]> {
  const rows = await ctx.app.db
    .select({ message: mailJobs.message })
    .from(mailJobs)
    .where(eq(mailJobs.recipient, email))
    .orderBy(mailJobs.id);
  return rows.map((row) => row.message as MailMessage);
}

/** Puts the search's creation and last check at `at` (the schedule tests' clock). */
async function createdAt(search: SavedSearch, at: Date) {
  await ctx.app.db
    .update(savedSearches)
    .set({ createdAt: at, lastCheckedAt: at })
    .where(eq(savedSearches.id, search.id));
}

const madrid = (day: string, hour: number, minute = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return madridTime({ year, month, day: date }, hour, minute);
};

describe('saved search alerts', () => {
  it('mails each owner of a matching search once about a new animal, with the unsubscribe headers', async () => {
    const { city, shelter } = await shelterInOwnCity();
    const [ana, luis, eva] = [
      await adopter({ firstName: 'Ana' }),
      await adopter({ firstName: 'Luis' }),
      await adopter({ firstName: 'Eva' }),
    ];
    const anas = await saved(ana, { categoria: 'perro', ciudad: city });
    await saved(luis, { ciudad: city });
    // Eva looks for cats there: a dog is not for her.
    await saved(eva, { categoria: 'gato', ciudad: city });

    const pet = await createPet(ctx.app, { shelterId: shelter.id, name: 'Rayo', kind: 'perro' });
    const photo = await createPetPhoto(ctx.app, pet.id);
    expect(await alerts.runAlerts(new Date())).toMatchObject({ mails: 2 });

    for (const who of [ana, luis]) {
      const [mail, ...more] = await mailsTo(ctx.app, who.user.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toMatch(/^Un animal nuevo para «/);
      expect(mail!.text).toContain(`Rayo (${city}): ${PUBLIC_URL}/adopciones/animal/${pet.id}`);
      expect(mail!.html).toContain(`${PUBLIC_URL}/media/${photo.storageKey}-400.webp`);
    }
    expect(await mailsTo(ctx.app, eva.user.email)).toEqual([]);

    const [queued] = await queuedTo(ana.user.email);
    const token = alerts.unsubscribeToken(anas.id);
    expect(queued!.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/users/api/saved-searches/unsubscribe/?token=${token}>, <mailto:${ctx.app.config.infoMailbox}?subject=baja>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // A visible way out too, and the results of the whole search.
    expect(queued!.text).toContain(
      `${savedSearchesMessages.mail.unsubscribe} ${PUBLIC_URL}/busquedas/baja?token=${token}`,
    );
    expect(queued!.text).not.toContain('newsletter');
    expect(queued!.text).toContain(`${PUBLIC_URL}${anas.results_url}`);

    // Nothing new: nothing more, and never the same animal twice.
    expect(await alerts.runAlerts(new Date())).toMatchObject({ mails: 0 });
    await ctx.app.db
      .update(savedSearches)
      .set({ lastCheckedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(savedSearches.id, anas.id));
    expect(await alerts.runAlerts(new Date())).toMatchObject({ mails: 0 });
    expect(await mailsTo(ctx.app, ana.user.email)).toHaveLength(1);
  });

  it('shows six animals and a line to the rest; leaves out those listed before the search', async () => {
    const { city, shelter } = await shelterInOwnCity();
    await createPet(ctx.app, { shelterId: shelter.id, name: 'Antiguo' });
    const ana = await adopter();
    const search = await saved(ana, { ciudad: city });
    for (let n = 1; n <= 8; n += 1) {
      await createPet(ctx.app, { shelterId: shelter.id, name: `Nuevo ${n}` });
    }
    await alerts.runAlerts(new Date());
    const [mail, ...more] = await mailsTo(ctx.app, ana.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`8 animales nuevos para «${search.name}»`);
    const shown = mail!.text.split('\n').filter((line) => line.startsWith('- '));
    expect(shown).toHaveLength(6);
    expect(mail!.text).not.toContain('Antiguo');
    expect(mail!.text).toContain(`y 2 más: ${PUBLIC_URL}${search.results_url}`);
  });

  it('counts an animal edited into matching as new, and sends nothing to a paused search or a closed account', async () => {
    const { member, shelter, pet } = await shelterWithPet(ctx.app, { pet: { kind: 'gato' } });
    const [ana, paused, closed] = [await adopter(), await adopter(), await adopter()];
    await saved(ana, { categoria: 'perro', refugio: shelter.id });
    const pausedSearch = await saved(paused, { categoria: 'perro', refugio: shelter.id });
    await saved(closed, { categoria: 'perro', refugio: shelter.id });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/users/api/saved-searches/${pausedSearch.id}/`,
      headers: paused.headers,
      payload: { paused: true },
    });
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, closed.user.id));

    expect(await alerts.runAlerts(new Date())).toMatchObject({ mails: 0 });
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${pet.id}/`,
      headers: member.headers,
      payload: { kind: 'perro' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await alerts.runAlerts(new Date());
    const [mail] = await mailsTo(ctx.app, ana.user.email);
    expect(mail!.text).toContain(`${PUBLIC_URL}/adopciones/animal/${pet.id}`);
    expect(await mailsTo(ctx.app, paused.user.email)).toEqual([]);
    expect(await mailsTo(ctx.app, closed.user.email)).toEqual([]);

    // Resumed an hour after that edit: it hears of what comes next, not of what came while paused.
    await ctx.app.db
      .update(pets)
      .set({ updatedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(pets.id, pet.id));
    const resumed = await ctx.app.inject({
      method: 'PATCH',
      url: `/users/api/saved-searches/${pausedSearch.id}/`,
      headers: paused.headers,
      payload: { paused: false },
    });
    expect(resumed.json()).toMatchObject({ paused: false });
    expect(await alerts.runAlerts(new Date())).toMatchObject({ mails: 0 });
    const next = await createPet(ctx.app, { shelterId: shelter.id, name: 'Chispa' });
    await alerts.runAlerts(new Date());
    const [afterResume, ...more] = await mailsTo(ctx.app, paused.user.email);
    expect(more).toEqual([]);
    expect(afterResume!.text).toContain(`/adopciones/animal/${next.id}`);
    expect(afterResume!.text).not.toContain(`/adopciones/animal/${pet.id}`);
  });

  it('mails a daily search at 08:00 Madrid time, not before, and one created after the slot waits', async () => {
    const { city, shelter } = await shelterInOwnCity();
    const [ana, late] = [await adopter(), await adopter()];
    const search = await saved(ana, { ciudad: city }, 'diaria');
    const lateSearch = await saved(late, { ciudad: city, sexo: 'macho' }, 'diaria');
    // Monday 4 January 2027 (winter time): saved at 07:30; the other at 09:00, after that day's slot.
    await createdAt(search, madrid('2027-01-04', 7, 30));
    await createdAt(lateSearch, madrid('2027-01-04', 9));
    await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Tango',
      gender: 'macho',
      publishedAt: madrid('2027-01-04', 7, 45),
    });

    expect(await alerts.runAlerts(madrid('2027-01-04', 7, 59))).toMatchObject({ mails: 0 });
    expect(await alerts.runAlerts(madrid('2027-01-04', 8))).toMatchObject({ mails: 1 });
    expect((await mailsTo(ctx.app, ana.user.email)).map((mail) => mail.subject)).toHaveLength(1);
    // Tango was listed before the late search existed: the next morning brings nothing new.
    await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Nilo',
      gender: 'macho',
      publishedAt: madrid('2027-01-04', 15),
    });
    expect(await alerts.runAlerts(madrid('2027-01-05', 7, 59))).toMatchObject({ mails: 0 });
    await alerts.runAlerts(madrid('2027-01-05', 8));
    const [lateMail, ...more] = await mailsTo(ctx.app, late.user.email);
    expect(more).toEqual([]);
    expect(lateMail!.text).toContain('Nilo');
    expect(lateMail!.text).not.toContain('Tango');
    // Ana's second mail has only Nilo.
    const anas = await mailsTo(ctx.app, ana.user.email);
    expect(anas).toHaveLength(2);
    expect(anas[1]!.text).not.toContain('Tango');
  });

  it('mails a weekly search only on Monday at 08:00 Madrid time (summer time too)', async () => {
    const { city, shelter } = await shelterInOwnCity();
    const ana = await adopter();
    const search = await saved(ana, { ciudad: city }, 'semanal');
    // Tuesday 6 July 2027; the animal comes on Wednesday.
    await createdAt(search, madrid('2027-07-06', 10));
    await createPet(ctx.app, { shelterId: shelter.id, publishedAt: madrid('2027-07-07', 12) });
    for (const [day, hour, minute] of [
      ['2027-07-07', 8, 0],
      ['2027-07-11', 8, 0],
      ['2027-07-12', 7, 59],
    ] as const) {
      expect(await alerts.runAlerts(madrid(day, hour, minute))).toMatchObject({ mails: 0 });
    }
    expect(await alerts.runAlerts(madrid('2027-07-12', 8))).toMatchObject({ mails: 1 });
    expect(await mailsTo(ctx.app, ana.user.email)).toHaveLength(1);
  });

  it('with two API processes running alerts at once, mails each owner once', async () => {
    const second = await buildApp(ctx.config, { database: ctx.database });
    try {
      const secondAlerts = createSavedSearchesService(second);
      const { city, shelter } = await shelterInOwnCity();
      const people = await Promise.all(Array.from({ length: 6 }, () => adopter()));
      for (const who of people) await saved(who, { ciudad: city });
      await createPet(ctx.app, { shelterId: shelter.id });
      const now = new Date();
      const runs = await Promise.all([alerts.runAlerts(now), secondAlerts.runAlerts(now)]);
      expect(runs[0]!.mails + runs[1]!.mails).toBe(people.length);
      const rows = await ctx.app.db
        .select({ recipient: mailJobs.recipient })
        .from(mailJobs)
        .where(
          inArray(
            mailJobs.recipient,
            people.map((who) => who.user.email),
          ),
        );
      expect(rows.map((row) => row.recipient).sort()).toEqual(
        people.map((who) => who.user.email).sort(),
      );
      await second.mailer.flush();
    } finally {
      await second.close();
    }
  });

  it('the demo adopter’s saved search (dogs in Madrid, daily) mails the dogs published since', async () => {
    const ana = await adopter();
    await seedDemoSavedSearch(ctx.app.db, { adopterId: ana.user.id, secret: ctx.config.jwtSecret });
    const shelter = await createShelter(ctx.app, { city: 'Madrid' });
    const day = 24 * 60 * 60 * 1000;
    // As the demo catalogue seeds them: not edited since their publication.
    for (const [name, daysAgo] of [
      ['Bruno', 3],
      ['Viejo', 30],
    ] as const) {
      const publishedAt = new Date(Date.now() - daysAgo * day);
      await createPet(ctx.app, {
        shelterId: shelter.id,
        name,
        publishedAt,
        updatedAt: publishedAt,
      });
    }
    await createPet(ctx.app, { shelterId: shelter.id, name: 'Misi', kind: 'gato' });
    await alerts.runAlerts(new Date());
    const [mail, ...more] = await mailsTo(ctx.app, ana.user.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('«Perros · Madrid»');
    expect(mail!.text).toContain('Bruno (Madrid)');
    expect(mail!.text).not.toMatch(/Viejo|Misi/);
    // Seeding again adds nothing; its unsubscribe link works.
    await seedDemoSavedSearch(ctx.app.db, { adopterId: ana.user.id, secret: ctx.config.jwtSecret });
    const [search] = await ctx.app.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, ana.user.id));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/users/api/saved-searches/unsubscribe/?token=${alerts.unsubscribeToken(search!.id)}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
