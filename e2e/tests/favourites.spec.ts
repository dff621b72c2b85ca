/**
 * Favourite hearts against the real API (spec §4, §8): a guest is asked to
 * sign in; a signed-in user keeps animals from a card and from the detail
 * page, still sees them after a reload and in Mi cuenta, and can drop them.
 * Each journey registers its own user, so favourites never cross journeys.
 * A favourite that a shelter reserves tells its owner in Mi cuenta and by
 * mail (issue 14); that journey publishes its own animal, since journeys run
 * in parallel on one database and a reservation would show on every screen.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  accountMessages,
  adoptionsMessages,
  commonMessages,
  favouriteUpdatesMessages,
  petsMessages,
} from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { animalNamed, cardOf, listAnimals, publishAnimal } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { VIEWPORTS } from '../support/pages';
import {
  bearer,
  createAccount,
  logIn,
  signIn,
  storedSession,
  TEST_PASSWORD,
  uniqueEmail,
  type Session,
} from '../support/session';

const heart = adoptionsMessages.favourite;
const favouritesText = accountMessages.favourites;

/** The heart of one animal, whichever way it points. */
const heartOf = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^(${heart.add(name)}|${heart.remove(name)})$`) });

async function newUser(page: Page, request: APIRequestContext, label: string, path: string) {
  const email = uniqueEmail(label);
  await createAccount(request, { email });
  await signIn(page, email, TEST_PASSWORD, path);
  const { accessToken } = await storedSession(page);
  return { authorization: `Bearer ${accessToken}` };
}

async function openFavourites(page: Page) {
  await page.goto('/dashboard?seccion=favoritos');
  await expect(page.getByRole('heading', { level: 2, name: favouritesText.title })).toBeVisible();
}

const favouriteCards = (page: Page) =>
  page.getByRole('region', { name: favouritesText.title }).getByRole('list').getByRole('link');

test('a guest’s heart asks to sign in, and its confirm goes to /login', async ({
  page,
  request,
}) => {
  const animal = await animalNamed(request, 'Nala');

  for (const path of ['/adopciones?q=nala', `/adopciones/animal/${animal.id}`]) {
    await page.goto(path);
    const button = heartOf(page.getByRole('main'), animal.name);
    await button.click();
    const warning = page.getByRole('alertdialog', { name: heart.signInTitle });
    await expect(warning).toContainText(heart.signInMessage);
    await warning.getByRole('button', { name: commonMessages.dialog.cancel }).click();
    await expect(warning).toBeHidden();
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await button.click();
    await warning.getByRole('button', { name: commonMessages.dialog.confirm }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a signed-in user keeps favourites from a card and from the detail page', async ({
  page,
  request,
}) => {
  const fromCard = await animalNamed(request, 'Coco');
  const fromDetail = await animalNamed(request, 'Thor');
  const auth = await newUser(
    page,
    request,
    'favoritos',
    '/adopciones?location=barcelona&category=dog',
  );
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

  const cardHeart = heartOf(cardOf(page, fromCard.name), fromCard.name);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(toast(heart.added)).toBeVisible();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(cardHeart).toHaveAccessibleName(heart.remove(fromCard.name));

  await cardOf(page, fromDetail.name).getByRole('link', { name: fromDetail.name }).click();
  await expect(page).toHaveURL(new RegExp(`/adopciones/animal/${fromDetail.id}$`));
  const detailHeart = heartOf(page.getByRole('main'), fromDetail.name);
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await detailHeart.click();
  await expect(toast(heart.added).last()).toBeVisible();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');

  // After a reload the server's word stands: both hearts are still full.
  await page.reload();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/adopciones?location=barcelona&category=dog');
  for (const animal of [fromCard, fromDetail]) {
    await expect(heartOf(cardOf(page, animal.name), animal.name)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  await openFavourites(page);
  await expect(page.getByText(favouritesText.count(2))).toBeVisible();
  await expect(favouriteCards(page)).toHaveCount(2);
  for (const animal of [fromCard, fromDetail]) {
    await expect(favouriteCards(page).filter({ hasText: animal.name })).toHaveAttribute(
      'href',
      `/adopciones/animal/${animal.id}`,
    );
  }

  // From Mi cuenta to the animal, and the heart empties again.
  await favouriteCards(page).filter({ hasText: fromDetail.name }).click();
  await expect(page).toHaveURL(new RegExp(`/adopciones/animal/${fromDetail.id}$`));
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await detailHeart.click();
  await expect(toast(heart.removed)).toBeVisible();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await openFavourites(page);
  await expect(page.getByText(favouritesText.count(1))).toBeVisible();
  await expect(favouriteCards(page)).toHaveCount(1);
  await expect(favouriteCards(page)).toContainText(fromCard.name);

  const me = await request.get('/users/api/users/me/', { headers: auth });
  expect(((await me.json()) as { favourites: number[] }).favourites).toEqual([fromCard.id]);
});

test('Mi cuenta lists every favourite, beyond one page of the API', async ({ page, request }) => {
  const auth = await newUser(page, request, 'muchos', '/dashboard');
  const me = (await (await request.get('/users/api/users/me/', { headers: auth })).json()) as {
    id: number;
  };
  const { animals } = await listAnimals(request, { page_size: '100' });
  const chosen = animals.slice(0, 35);
  expect(chosen).toHaveLength(35);
  for (const animal of chosen) {
    const added = await request.post(`/users/api/users/${me.id}/add-favourite-pet/`, {
      headers: auth,
      data: { pet_id: animal.id },
    });
    expect(added.status()).toBe(200);
  }

  await openFavourites(page);
  await expect(page.getByText(favouritesText.count(35))).toBeVisible();
  await expect(favouriteCards(page)).toHaveCount(6);
  expect(await showAll(page)).toEqual(links(chosen));

  const cats = chosen.filter((animal) => animal.kind === 'gato');
  expect(cats.length).toBeGreaterThan(0);
  await page
    .getByLabel(favouritesText.filters)
    .selectOption({ label: favouritesText.filterKinds.gato });
  await expect(favouriteCards(page)).toHaveCount(Math.min(cats.length, 6));
  expect(await showAll(page)).toEqual(links(cats));
});

const links = (animals: Array<{ id: number }>) =>
  animals.map((animal) => `/adopciones/animal/${animal.id}`).sort();

/** Presses 'Descubre más' (three more each time) until it is gone; the cards' links, sorted. */
async function showAll(page: Page): Promise<string[]> {
  const more = page.getByRole('button', { name: favouritesText.discover });
  while (await more.isVisible()) {
    const before = await favouriteCards(page).count();
    await more.click();
    await expect(favouriteCards(page)).not.toHaveCount(before);
    expect(await favouriteCards(page).count()).toBeLessThanOrEqual(before + 3);
  }
  const hrefs = await favouriteCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('href') ?? ''),
  );
  return hrefs.sort();
}

/** Someone else applies for the animal (through the API) and the shelter accepts them. */
async function reserve(request: APIRequestContext, shelterAdmin: Session, petId: number) {
  const email = uniqueEmail('solicitante');
  await createAccount(request, { email });
  const applicant = await logIn(request, email, TEST_PASSWORD);
  const applied = await request.post('/adoptions/api/requests/', {
    headers: bearer(applicant),
    data: {
      pet: petId,
      home_type: 'piso',
      has_garden: false,
      home_tenure: 'propia',
      landlord_allows_pets: null,
      adults: 2,
      children: 0,
      children_ages: [],
      other_animals: '',
      experience: 'Hemos tenido perros toda la vida.',
      hours_alone: 3,
      message: 'Nos encantaría conocerla.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const accepted = await request.post(
    `/adoptions/api/requests/${(await applied.json()).id}/accept/`,
    { headers: bearer(shelterAdmin), data: {} },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`a favourite reserved by its shelter tells its owner in Favoritos and by mail, and the heart removes it (${width})`, async ({
      page,
      request,
      demoSession,
    }) => {
      // Two accounts (each confirming its address by mail), a request and its acceptance.
      test.slow();
      const name = `Canela ${Date.now().toString(36).slice(-5)}`;
      const shelterAdmin = await demoSession('shelterAdmin');
      const { id: petId } = await publishAnimal(request, shelterAdmin, name);
      const email = uniqueEmail('sigue');
      await createAccount(request, { email, firstName: 'Lucía' });
      await signIn(page, email, TEST_PASSWORD, `/adopciones/animal/${petId}`);

      // The adopter keeps the animal with the heart of its page.
      const pageHeart = heartOf(page.getByRole('main'), name);
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

      await reserve(request, shelterAdmin, petId);

      // Mi cuenta → Favoritos: the news, the card's state, and the switch for mails.
      await openFavourites(page);
      const section = page.getByRole('region', { name: favouritesText.title });
      const news = section.getByRole('region', { name: favouriteUpdatesMessages.title });
      const notice = news.getByRole('link', { name: new RegExp(name) });
      await expect(notice).toContainText(favouriteUpdatesMessages.news.pendiente(name, 'hembra'));
      await expect(notice).toContainText(favouriteUpdatesMessages.newLabel);
      await expect(notice).toHaveAttribute('href', `/adopciones/animal/${petId}`);
      await expect(
        section.getByRole('checkbox', { name: favouriteUpdatesMessages.mailSwitch }),
      ).toBeChecked();
      const card = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: heart.remove(name) }) });
      await expect(card).toContainText(petsMessages.publicStates.pendiente);
      await expectNoAxeViolations(page, `Favoritos with news at ${viewport.width} px`);

      const mail = await waitForMail(email, {
        subject: favouriteUpdatesMessages.mail.subject(name, petsMessages.publicStates.pendiente),
      });
      expect(mail.text).toContain(favouriteUpdatesMessages.news.pendiente(name, 'hembra'));
      expect(mail.links.some((link) => link.endsWith(`/adopciones/animal/${petId}`))).toBe(true);
      expect(mail.text).toContain('/dashboard?seccion=favoritos');

      // The heart removes the favourite; "Deshacer" takes its place and the focus.
      await card.getByRole('button', { name: heart.remove(name) }).click();
      const undo = section.getByRole('button', { name: favouriteUpdatesMessages.removeUndo });
      await expect(undo).toBeFocused();
      await expect(section.getByText(favouriteUpdatesMessages.removed(name)).first()).toBeVisible();
      await page.reload();
      await expect(page.getByText(favouritesText.empty)).toBeVisible();
    });

    test(`after the shelter accepts a request, the animal's card and page say "Reservado" (${width})`, async ({
      page,
      request,
      demoSession,
    }) => {
      const name = `Brisa ${Date.now().toString(36).slice(-5)}`;
      const shelterAdmin = await demoSession('shelterAdmin');
      const { id: petId } = await publishAnimal(request, shelterAdmin, name);
      await reserve(request, shelterAdmin, petId);

      await page.goto(`/adopciones?q=${encodeURIComponent(name)}`);
      await expect(cardOf(page, name)).toContainText(petsMessages.publicStates.pendiente);
      await page.goto(`/adopciones/animal/${petId}`);
      await expect(page.getByRole('main')).toContainText(petsMessages.publicStates.pendiente);
    });
  });
}
