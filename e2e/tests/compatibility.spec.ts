/**
 * The compatibility questionnaire against the real API (issue 20): a new
 * adopter fills it in Mi cuenta (a flat without garden, a cat at home), then
 * finds on /adopciones the cards that say why an animal fits or what to
 * consider («Mejor sin gatos», «Necesita jardín»), orders the list by
 * compatibility (nothing hidden, the least compatible last), reads every
 * reason on the animal's page and finds the adoption form filled in from the
 * questionnaire. Axe runs on each new screen at 1280 px and 375 px.
 *
 * Journeys run in parallel on one database, so this one publishes its own
 * three animals (through the API, as the demo shelter, with the traits it
 * needs) under a word no other animal has, and removes them afterwards.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adoptionRequestsMessages,
  adoptionRequestsScreensMessages,
  adoptionsMessages,
  compatibilityMessages,
} from '@huella/shared/messages';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { cardNames, cardOf, DEMO_OTHER_SHELTER, listAnimals } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import {
  bearer,
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type Session,
} from '../support/session';

const section = compatibilityMessages.section;
const reasons = compatibilityMessages.reasons;
const badges = compatibilityMessages.badges;
const formText = adoptionRequestsScreensMessages.form;

/** Publishes an animal in the demo shelter with the traits the questionnaire is read against. */
async function publish(
  request: APIRequestContext,
  shelterAdmin: Session,
  shelter: MyShelter,
  announcement: Record<string, unknown>,
): Promise<number> {
  const created = await request.post('/pets/api/pets/', {
    headers: bearer(shelterAdmin),
    data: {
      kind: 'perro',
      gender: 'macho',
      race: 'Mestizo',
      description: 'Sociable y cariñoso, busca una familia para siempre.',
      shelter: shelter.id,
      ...announcement,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('an adopter’s questionnaire explains each card, orders the list and fills the adoption form', async ({
  page,
  request,
}) => {
  test.slow();
  const shelterAdmin = await logIn(request, DEMO_ACCOUNTS.shelterAdmin, DEMO_PASSWORD);
  const shelters = (await (
    await request.get('/shelters/api/shelters/my-shelters/', { headers: bearer(shelterAdmin) })
  ).json()) as MyShelter[];
  const shelter = shelters.find((candidate) => candidate.name === DEMO_OTHER_SHELTER)!;
  expect(shelter, `${DEMO_OTHER_SHELTER} among the administrator's shelters`).toBeDefined();

  // A word only these three animals have, so the list shows them alone.
  const tag = `Kz${Date.now().toString(36)}`;
  const fits = `Brisa ${tag}`;
  const neutral = `Nube ${tag}`;
  const considers = `Trueno ${tag}`;
  // Published in this order, the newest first would be Trueno, Nube, Brisa.
  const ids = [
    await publish(request, shelterAdmin, shelter, {
      name: fits,
      size: 'mediano',
      energy: 'media',
      needs_garden: false,
      good_with_cats: true,
    }),
    await publish(request, shelterAdmin, shelter, { name: neutral }),
    await publish(request, shelterAdmin, shelter, {
      name: considers,
      size: 'grande',
      energy: 'alta',
      needs_garden: true,
      good_with_cats: false,
    }),
  ];

  try {
    const listed = await listAnimals(request, { q: tag });
    expect(listed.animals.map((animal) => animal.name)).toEqual([considers, neutral, fits]);

    // A new adopter, on the questionnaire in Mi cuenta: not filled yet.
    const email = uniqueEmail('compatibilidad');
    await createAccount(request, { email });
    await signIn(page, email, TEST_PASSWORD, '/dashboard?seccion=cuestionario');
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await expect(page.getByText(compatibilityMessages.errors.notFound)).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, 'the empty questionnaire');

    // A flat without garden, four hours alone, no children, a cat, some experience.
    await group(page, section.homeType)
      .getByRole('radio', { name: adoptionRequestsMessages.homeTypes.piso })
      .check();
    await group(page, section.garden).getByRole('radio', { name: section.no }).check();
    await page.getByLabel(section.hoursAlone).fill('4');
    await page.getByRole('checkbox', { name: section.hasCats }).check();
    await group(page, section.experience)
      .getByRole('radio', { name: compatibilityMessages.experience.alguna })
      .check();
    await group(page, section.activity)
      .getByRole('radio', { name: compatibilityMessages.activity.moderada })
      .check();
    await page.getByRole('button', { name: section.save }).click();
    await expect(
      page.getByRole('status').filter({ hasText: compatibilityMessages.saved }),
    ).toBeVisible();
    await expect(page.getByText(/^Actualizado el /)).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, 'the saved questionnaire');

    // The catalogue: each card says why it fits or what to consider; none is hidden.
    await page.goto(`/adopciones?q=${tag}`);
    const considering = cardOf(page, considers);
    await expect(considering.getByText(reasons.catsAvoid)).toBeVisible();
    await expect(considering.getByText(reasons.gardenMissing)).toBeVisible();
    await expect(considering).toContainText(`${badges.considerLabel}: ${reasons.catsAvoid}`);
    await expect(cardOf(page, fits).getByText(reasons.catsFit)).toBeVisible();
    await expect(cardOf(page, neutral).getByRole('list')).toHaveCount(0);
    expect(await cardNames(page)).toEqual([considers, neutral, fits]);
    await expectNoAxeViolationsAtEveryWidth(page, 'the cards with badges');

    // Ordered by compatibility: the same three, the one to think about last.
    await page
      .getByLabel(adoptionsMessages.filters.sort)
      .selectOption({ label: adoptionsMessages.filters.sorts.compatibility });
    await expect(page).toHaveURL(/orden=compatibilidad/);
    await expect.poll(() => cardNames(page)).toEqual([fits, neutral, considers]);

    // The animal's page lists every reason.
    await considering.getByRole('link', { name: considers }).click();
    await expect(page.getByRole('heading', { level: 1, name: considers })).toBeVisible();
    const consider = page.getByRole('region', { name: badges.considerTitle });
    await expect(consider.getByRole('listitem')).toHaveText([
      reasons.gardenMissing,
      reasons.catsAvoid,
      reasons.needsSpace,
    ]);
    await expectNoAxeViolationsAtEveryWidth(page, 'the animal page’s compatibility block');

    // The adoption form starts from the questionnaire, and says so.
    await page.getByRole('button', { name: adoptionRequestsScreensMessages.animal.adopt }).click();
    await expect(page.getByText(compatibilityMessages.prefill.notice)).toBeVisible();
    await expect(
      group(page, formText.home.type).getByRole('radio', {
        name: adoptionRequestsMessages.homeTypes.piso,
      }),
    ).toBeChecked();
    await expect(
      group(page, formText.home.garden).getByRole('radio', { name: formText.home.no }),
    ).toBeChecked();
    await expect(page.getByLabel(formText.household.children)).toHaveValue('0');
    await expect(page.getByLabel(formText.hoursAlone.label)).toHaveValue('4');
    await expect(page.getByLabel(formText.otherAnimals.label)).toHaveValue(
      compatibilityMessages.prefill.cats,
    );
    await expect(page.getByLabel(formText.experience.label)).toHaveValue(
      compatibilityMessages.prefill.experience.alguna,
    );
    await expectNoAxeViolationsAtEveryWidth(page, 'the pre-filled adoption form');
  } finally {
    for (const id of ids) {
      await request.delete(`/pets/api/pets/${id}/`, { headers: bearer(shelterAdmin) });
    }
  }
});

test('a guest who opens the order by compatibility is asked to sign in', async ({ page }) => {
  await page.goto('/adopciones?orden=compatibilidad');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(compatibilityMessages.errors.sortSignIn);
  await expectNoAxeViolationsAtEveryWidth(page, 'the order refused to a guest');
  await alert.getByRole('link').click();
  await expect(page).toHaveURL(/\/login$/);
});
