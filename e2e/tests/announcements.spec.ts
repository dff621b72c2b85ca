/**
 * Mi cuenta → Anuncios against the real API and the demo data: the demo
 * shelter administrator (refugio@huella.es) sees the four counters counted
 * for real, filters by them and searches, marks an animal adopted and it
 * leaves /adopciones, renews an expired one and it comes back, deletes one
 * after confirming; Refugios → Mascotas shows one shelter's animals in the
 * same list. Axe on Anuncios with and without results, with the delete
 * confirmation open, and on Mascotas.
 *
 * Journeys run in parallel on one database, and other journeys publish
 * animals in the same shelters: each journey here changes a demo animal of
 * its own (named below), and the counters are compared with the list the
 * API gives at the same moment.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { accountMessages, adoptionsMessages, sheltersMessages } from '@huella/shared/messages';
import type { ManagedPetStatus, Pet } from '@huella/shared/schemas/pets';
import { expectNoAxeViolations } from '../support/axe';
import { listAnimals } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { VIEWPORTS } from '../support/pages';
import { bearer, type Session } from '../support/session';

const announcementsText = accountMessages.announcements;

/** Demo animals of refugio@huella.es's shelters that only one journey here changes. */
const TO_ADOPT = 'Zarza';
const TO_RENEW = 'Bambú';
const TO_DELETE = 'Bizcocho';
const TO_CHANGE_IN_SHELTER = 'Gofio';
/** A demo shelter where refugio@huella.es is a plain member. */
const MEMBER_SHELTER = 'Protectora Sevilla Animal';

const COUNTERS: ManagedPetStatus[] = ['all', 'published', 'pending', 'expired'];

/** Every announcement the signed-in user manages, straight from the API. */
async function allMine(request: APIRequestContext, session: Session): Promise<Pet[]> {
  const headers = bearer(session);
  const pets: Pet[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const response = await request.get('/pets/api/pets/mine/', {
      headers,
      params: { page: String(pageNumber), page_size: '100' },
    });
    expect(response.status()).toBe(200);
    const batch = (await response.json()) as Pet[];
    pets.push(...batch);
    if (pets.length >= Number(response.headers()['x-total-count'])) return pets;
  }
}

/** One of the user's announcements by its exact name. */
async function mine(request: APIRequestContext, session: Session, name: string): Promise<Pet> {
  const pet = (await allMine(request, session)).find((candidate) => candidate.name === name);
  if (!pet) throw new Error(`${name} is not among the user's announcements`);
  return pet;
}

/** The counters as the spec defines them, worked out from the raw announcements. */
function countsOf(pets: Pet[], now = Date.now()) {
  const expired = (pet: Pet) => new Date(pet.expires_at).getTime() <= now;
  return {
    all: pets.length,
    published: pets.filter((pet) => pet.state === 'en_adopcion' && !expired(pet)).length,
    pending: pets.filter((pet) => pet.state === 'pendiente' && !expired(pet)).length,
    expired: pets.filter(expired).length,
  };
}

const counterButton = (page: Page, status: ManagedPetStatus) =>
  page
    .getByRole('group', { name: announcementsText.countersLabel })
    .getByRole('button', { name: new RegExp(`^${announcementsText.counters[status]}`) });

async function readCounters(page: Page) {
  const values = {} as Record<ManagedPetStatus, number>;
  for (const status of COUNTERS) {
    const text = await counterButton(page, status).innerText();
    values[status] = Number(text.replace(announcementsText.counters[status], '').trim());
  }
  return values;
}

const announcementList = (page: Page) =>
  page.getByRole('list', { name: announcementsText.listLabel });
const announcement = (page: Page, name: string) =>
  announcementList(page).getByRole('article', { name, exact: true });
const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: announcementsText.searchLabel });

async function openAnnouncements(page: Page, path = '/dashboard?seccion=anuncios') {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 2, name: announcementsText.title }),
  ).toBeVisible();
}

/** Narrows Anuncios to one animal by searching its name. */
async function findAnnouncement(page: Page, name: string) {
  await searchBox(page).fill(name);
  await expect(announcementList(page).getByRole('article')).toHaveCount(1);
  const item = announcement(page, name);
  await expect(item).toBeVisible();
  return item;
}

/** The names on the public catalogue's cards for a search. */
async function publicNames(page: Page, q: string) {
  await page.goto(`/adopciones?q=${encodeURIComponent(q)}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('article').first().or(main.getByText(adoptionsMessages.list.empty)),
  ).toBeVisible();
  return main.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
}

test.use({ signedInAs: 'shelterAdmin' });

test('the shelter administrator sees the four counters counted for real, and each filters the list', async ({
  page,
  request,
  session,
}) => {
  // Other journeys change these shelters' animals meanwhile: compare the
  // screen with the API's list fetched right after it, until both agree.
  await expect(async () => {
    await openAnnouncements(page);
    await expect(announcementList(page)).toBeVisible();
    const shown = await readCounters(page);
    expect(shown).toEqual(countsOf(await allMine(request, session)));
  }).toPass({ timeout: 30_000 });

  const counts = await readCounters(page);
  // The demo: more than a page of announcements, in every state, some expired.
  expect(counts.all).toBeGreaterThan(30);
  expect(counts.published).toBeGreaterThan(0);
  expect(counts.pending).toBeGreaterThan(0);
  expect(counts.expired).toBeGreaterThan(0);
  await expect(counterButton(page, 'all')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(announcementsText.shown(30, counts.all))).toBeVisible();

  await counterButton(page, 'expired').click();
  await expect(counterButton(page, 'expired')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]estado=caducados/);
  const expired = announcementList(page).getByRole('article');
  await expect(expired.first()).toBeVisible();
  for (const item of await expired.all()) {
    await expect(item.getByText(announcementsText.expired, { exact: true })).toBeVisible();
    await expect(
      item.getByRole('button', { name: new RegExp(`^${announcementsText.actions.renew} `) }),
    ).toBeVisible();
  }

  // The filter survives a reload.
  await page.reload();
  await expect(counterButton(page, 'expired')).toHaveAttribute('aria-pressed', 'true');
  await expect(expired.first()).toBeVisible();
});

test('the shelter administrator searches by name or breed, and the search survives a reload', async ({
  page,
  request,
  session,
}) => {
  // "galg" is in breeds (Galga española, Mestiza de galgo), in no name.
  const expected = (await allMine(request, session))
    .filter((pet) => /galg/i.test(pet.race) || /galg/i.test(pet.name))
    .map((pet) => pet.name)
    .sort();
  expect(expected.length).toBeGreaterThan(1);

  await openAnnouncements(page);
  await searchBox(page).fill('GALG');
  const names = () => announcementList(page).getByRole('heading', { level: 3 }).allInnerTexts();
  await expect.poll(async () => (await names()).sort()).toEqual(expected);
  await expect(page).toHaveURL(/[?&]q=GALG/);
  await expect(counterButton(page, 'all')).toHaveAccessibleName(
    `${announcementsText.counters.all} ${expected.length}`,
  );

  await page.reload();
  await expect(searchBox(page)).toHaveValue('GALG');
  await expect.poll(async () => (await names()).sort()).toEqual(expected);

  // Accents aside: "bambu" finds Bambú.
  await searchBox(page).fill('bambu');
  await expect(announcement(page, TO_RENEW)).toBeVisible();

  await searchBox(page).fill('unicornio');
  await expect(page.getByText(announcementsText.noResults('unicornio'))).toBeVisible();
  await page.getByRole('button', { name: announcementsText.clearSearch }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(announcementList(page).getByRole('article')).toHaveCount(30);
});

test('marking an animal adopted takes it off /adopciones', async ({ page, request, session }) => {
  expect(await publicNames(page, TO_ADOPT)).toContain(TO_ADOPT);
  const before = await listAnimals(request, { q: TO_ADOPT.toLowerCase() });
  expect(before.animals.map((animal) => animal.name)).toContain(TO_ADOPT);

  await openAnnouncements(page);
  const item = await findAnnouncement(page, TO_ADOPT);
  await item
    .getByRole('combobox', { name: announcementsText.actions.stateOf(TO_ADOPT) })
    .selectOption({ label: announcementsText.states.adoptada });
  await expect(
    page.getByText(announcementsText.stateChanged(TO_ADOPT, announcementsText.states.adoptada)),
  ).toBeVisible();
  await expect(
    item.getByText(announcementsText.states.adoptada, { exact: true }).first(),
  ).toBeVisible();
  // No longer listed: no public page to go to.
  await expect(
    item.getByRole('link', { name: new RegExp(`^${announcementsText.actions.view}`) }),
  ).toHaveCount(0);
  expect((await mine(request, session, TO_ADOPT)).state).toBe('adoptada');

  expect(await publicNames(page, TO_ADOPT)).not.toContain(TO_ADOPT);
});

test('renewing an expired announcement puts it back on /adopciones for 90 days', async ({
  page,
  request,
  session,
}) => {
  const pet = await mine(request, session, TO_RENEW);
  expect(new Date(pet.expires_at).getTime()).toBeLessThan(Date.now());
  expect(await publicNames(page, 'bambu')).not.toContain(TO_RENEW);

  await openAnnouncements(page, '/dashboard?seccion=anuncios&estado=caducados');
  const item = announcement(page, TO_RENEW);
  await expect(item.getByText(announcementsText.expired, { exact: true })).toBeVisible();
  await item
    .getByRole('button', { name: `${announcementsText.actions.renew} ${TO_RENEW}` })
    .click();

  // "…se verá hasta el {90 days from now}."
  const [renewedToast] = announcementsText.renewed(TO_RENEW, '\u0000').split('\u0000');
  await expect(page.getByText(renewedToast!)).toBeVisible();
  // Renewed: no longer among the expired ones.
  await expect(item).toHaveCount(0);
  const renewed = await mine(request, session, TO_RENEW);
  const days = (new Date(renewed.expires_at).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(89.9);
  expect(days).toBeLessThanOrEqual(90);

  expect(await publicNames(page, 'bambu')).toContain(TO_RENEW);
});

test('deleting an announcement asks first, and then it is gone everywhere', async ({
  page,
  request,
  session,
}) => {
  const pet = await mine(request, session, TO_DELETE);
  expect(await publicNames(page, TO_DELETE)).toContain(TO_DELETE);

  await openAnnouncements(page);
  const item = await findAnnouncement(page, TO_DELETE);
  const deleteButton = item.getByRole('button', {
    name: `${announcementsText.actions.delete} ${TO_DELETE}`,
  });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: announcementsText.deleteConfirm.title });
  await expect(confirm).toContainText(announcementsText.deleteConfirm.message(TO_DELETE));
  await expectNoAxeViolations(page, 'Anuncios with the delete confirmation open');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(item).toBeVisible();

  await deleteButton.click();
  await confirm.getByRole('button', { name: announcementsText.deleteConfirm.label }).click();
  await expect(page.getByText(announcementsText.deleted(TO_DELETE))).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByText(announcementsText.noResults(TO_DELETE))).toBeVisible();

  const headers = bearer(session);
  expect((await request.get(`/pets/api/pets/${pet.id}/`, { headers })).status()).toBe(404);
  expect(await publicNames(page, TO_DELETE)).not.toContain(TO_DELETE);
});

test('Refugios → Mascotas lists one shelter’s animals, to change their state and edit them', async ({
  page,
  request,
  session,
}) => {
  const shelterPets = (await allMine(request, session)).filter(
    (pet) => pet.shelter_name === MEMBER_SHELTER,
  );
  const shelterId = shelterPets[0]!.shelter;

  await page.goto('/dashboard?seccion=refugios');
  await page.getByLabel(sheltersMessages.select).selectOption({ label: MEMBER_SHELTER });
  const card = page.getByRole('article', { name: MEMBER_SHELTER });
  await card.getByRole('button', { name: sheltersMessages.cards.pets.action }).click();
  const modal = page.getByRole('dialog', {
    name: announcementsText.shelterPets.title(MEMBER_SHELTER),
  });
  const list = modal.getByRole('list', { name: announcementsText.listLabel });
  await expect(list.getByRole('article').first()).toBeVisible();
  await expect
    .poll(async () => (await list.getByRole('heading', { level: 3 }).allInnerTexts()).sort())
    .toEqual(shelterPets.map((pet) => pet.name).sort());

  const item = list.getByRole('article', { name: TO_CHANGE_IN_SHELTER, exact: true });
  await item
    .getByRole('combobox', { name: announcementsText.actions.stateOf(TO_CHANGE_IN_SHELTER) })
    .selectOption({ label: announcementsText.states.pendiente });
  await expect(
    page.getByText(
      announcementsText.stateChanged(TO_CHANGE_IN_SHELTER, announcementsText.states.pendiente),
    ),
  ).toBeVisible();
  expect((await mine(request, session, TO_CHANGE_IN_SHELTER)).state).toBe('pendiente');

  await modal.getByRole('link', { name: announcementsText.shelterPets.publicPage }).click();
  await expect(page).toHaveURL(new RegExp(`/refugios/${shelterId}$`));

  await page.goto('/dashboard?seccion=refugios');
  await page.getByLabel(sheltersMessages.select).selectOption({ label: MEMBER_SHELTER });
  await page
    .getByRole('article', { name: MEMBER_SHELTER })
    .getByRole('button', { name: sheltersMessages.cards.pets.action })
    .click();
  await modal
    .getByRole('article', { name: TO_CHANGE_IN_SHELTER, exact: true })
    .getByRole('link', { name: `${announcementsText.actions.edit} ${TO_CHANGE_IN_SHELTER}` })
    .click();
  const id = (await mine(request, session, TO_CHANGE_IN_SHELTER)).id;
  await expect(page).toHaveURL(new RegExp(`/dashboard/adoption_announcement/${id}$`));
});

for (const viewport of Object.values(VIEWPORTS)) {
  test(`Anuncios and Mascotas have no axe violations at ${viewport.width} px`, async ({ page }) => {
    // Four axe runs, three of them over a list of announcements.
    test.slow();
    await page.setViewportSize(viewport);
    await openAnnouncements(page);
    await expect(announcementList(page).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, `Anuncios at ${viewport.width} px`);

    await counterButton(page, 'expired').click();
    await expect(announcementList(page).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, `Anuncios → Caducados at ${viewport.width} px`);

    await searchBox(page).fill('ningún animal se llama así');
    await expect(
      page.getByText(announcementsText.noResults('ningún animal se llama así')),
    ).toBeVisible();
    await expectNoAxeViolations(page, `Anuncios without results at ${viewport.width} px`);

    await page.goto('/dashboard?seccion=refugios');
    await page.getByLabel(sheltersMessages.select).selectOption({ label: MEMBER_SHELTER });
    await page
      .getByRole('article', { name: MEMBER_SHELTER })
      .getByRole('button', { name: sheltersMessages.cards.pets.action })
      .click();
    const modal = page.getByRole('dialog', {
      name: announcementsText.shelterPets.title(MEMBER_SHELTER),
    });
    await expect(modal.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, `Refugios → Mascotas at ${viewport.width} px`);
  });
}
