/**
 * Saved searches with e-mail alerts (issue 20), end to end: a new adopter
 * saves a search on /adopciones that finds nothing yet, with alerts "en
 * cuanto haya animales nuevos", and finds it in Mi cuenta; a shelter publishes
 * a matching animal; the alert arrives (with the List-Unsubscribe headers of
 * RFC 2369 and RFC 8058) and leads to the animal's page; its unsubscribe link,
 * opened without a session, stops the alerts, and Mi cuenta shows the search
 * paused.
 *
 * The E2E server runs the alerts every 2 s (SAVED_SEARCH_ALERTS_EVERY_MS in
 * support/server.ts). Journeys run in parallel on one database: the search's
 * word is one no other animal has, so only this journey's animal matches it.
 */
import type { Page } from '@playwright/test';
import { adoptionsMessages, savedSearchesMessages } from '@huella/shared/messages';
import {
  savedSearchFiltersSchema,
  savedSearchSummary,
} from '@huella/shared/schemas/saved-searches';
import { DEMO_SHELTER, publishAnimal } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { linkTo, mailHeaders, waitForMail } from '../support/outbox';
import { createAccount, signIn, TEST_PASSWORD, uniqueEmail } from '../support/session';

const saveText = savedSearchesMessages.screens.save;
const sectionText = savedSearchesMessages.screens.section;
const unsubscribeText = savedSearchesMessages.unsubscribePage;

/** A word no demo animal has (letters only, so the Spanish search keeps it whole). */
function uniqueWord() {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = '';
  for (let index = 0; index < 8; index += 1) {
    word += letters[Math.floor(Math.random() * letters.length)];
  }
  return `${word[0]!.toUpperCase()}${word.slice(1)}`;
}

/** Mi cuenta › Búsquedas guardadas, and the card of one search there. */
async function savedSearchCard(page: Page, name: string) {
  const section = page.getByRole('region', { name: sectionText.title });
  await expect(section.getByRole('heading', { level: 2, name: sectionText.title })).toBeVisible();
  return section.getByRole('article', { name });
}

test('an adopter saves a search, is mailed the matching animal and stops the alerts from the mail', async ({
  page,
  browser,
  request,
  demoSession,
}) => {
  const word = uniqueWord();
  const searchName = `Perros ${word}`;
  const animalName = `Lluvia ${word}`;
  const email = uniqueEmail('busqueda');
  await createAccount(request, { email, firstName: 'Elena' });

  // The search finds nothing yet: the word is new, in Madrid, among dogs.
  const filters = { q: word.toLowerCase(), categoria: 'perro', ciudad: 'madrid' };
  await signIn(page, email, TEST_PASSWORD, `/adopciones?${new URLSearchParams(filters)}`);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(adoptionsMessages.list.results(0)) }),
  ).toBeVisible();

  await page.getByRole('button', { name: saveText.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: saveText.title });
  const summary = savedSearchSummary(savedSearchFiltersSchema.parse(filters));
  await expect(dialog.getByText(saveText.nameHint(summary))).toBeVisible();
  await dialog.getByLabel(saveText.name).fill(searchName);
  await dialog.getByRole('radio', { name: savedSearchesMessages.frequencies.inmediata }).check();
  await dialog.getByRole('button', { name: saveText.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(saveText.saved(searchName))).toBeVisible();

  await page.getByRole('link', { name: saveText.manage }).click();
  await expect(page).toHaveURL(/\/dashboard\?seccion=busquedas$/);
  const card = await savedSearchCard(page, searchName);
  await expect(card.getByText(summary)).toBeVisible();
  await expect(card.getByRole('combobox', { name: sectionText.frequency })).toHaveValue(
    'inmediata',
  );
  await expect(card.getByText(sectionText.paused, { exact: true })).toBeHidden();

  // A shelter in Madrid publishes a dog whose name has the word.
  const { id: animalId } = await publishAnimal(
    request,
    await demoSession('shelterAdmin'),
    animalName,
    DEMO_SHELTER,
  );

  const alert = await waitForMail(email, {
    subject: savedSearchesMessages.mail.subject(1, searchName),
    timeout: 20_000,
  });
  expect(alert.text).toContain(animalName);
  expect(alert.html).toContain(animalName);
  const unsubscribePage = linkTo(alert, '/busquedas/baja');
  const token = new URL(unsubscribePage).searchParams.get('token')!;
  const headers = await mailHeaders(alert);
  const oneClick = `${new URL(unsubscribePage).origin}/users/api/saved-searches/unsubscribe/?token=${encodeURIComponent(token)}`;
  expect(headers['list-unsubscribe']).toContain(`<${oneClick}>`);
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await page.goto(linkTo(alert, `/adopciones/animal/${animalId}`));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: animalName }),
  ).toBeVisible();

  // The mail's own link, opened where nobody is signed in.
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto(unsubscribePage);
    await expect(
      guestPage.getByRole('heading', { level: 1, name: unsubscribeText.title }),
    ).toBeVisible();
    await guestPage.getByRole('button', { name: unsubscribeText.submit }).click();
    await expect(
      guestPage.getByRole('heading', { level: 1, name: unsubscribeText.doneTitle }),
    ).toBeVisible();
    await expect(guestPage.getByRole('status')).toHaveText(unsubscribeText.doneText);
  } finally {
    await guest.close();
  }

  await page.goto('/dashboard?seccion=busquedas');
  const paused = await savedSearchCard(page, searchName);
  await expect(paused.getByText(sectionText.paused, { exact: true })).toBeVisible();
  await expect(
    paused.getByRole('button', { name: sectionText.resumeLabel(searchName) }),
  ).toBeVisible();
});
