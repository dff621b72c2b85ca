/**
 * Adopting for real, with two browsers side by side: a new adopter applies
 * for an animal, the demo shelter administrator finds the request in
 * Solicitudes recibidas and accepts it, the adopter sees the new state
 * without reloading, both chat live, and the shelter completes the adoption:
 * the animal leaves /adopciones and the adopter's request reads "Completada".
 * Axe runs on every new screen at 1280 px and 375 px, in one walk.
 *
 * Journeys run in parallel on one database, so this one publishes its own
 * animal (through the API, as the shelter) instead of using a demo animal.
 * The inbox journey checks that requests of both the administrator's
 * shelters meet in one list, with the pending badge and a URL per request.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  accountMessages,
  adoptionRequestsMessages,
  adoptionRequestsScreensMessages,
  adoptionsMessages,
  chatMessages,
  chatScreensMessages,
  commonMessages,
} from '@huella/shared/messages';
import { DEMO_OTHER_SHELTER, publishAnimal } from '../support/catalogue';
import { expectNoAxeViolations, expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { dashboardEntry, VIEWPORTS } from '../support/pages';
import {
  bearer,
  createAccount,
  logIn,
  TEST_PASSWORD,
  uniqueEmail,
  type Session,
} from '../support/session';

const states = adoptionRequestsMessages.states;

/** Applies for an animal through the API, as the given adopter. */
async function apply(request: APIRequestContext, adopter: Session, pet: number) {
  const applied = await request.post('/adoptions/api/requests/', {
    headers: bearer(adopter),
    data: {
      pet,
      home_type: 'piso',
      has_garden: false,
      home_tenure: 'propia',
      adults: 2,
      children: 0,
      hours_alone: 3,
      experience: 'Hemos tenido perros toda la vida.',
      message: 'Nos encantaría conocerla.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

const inboxRegion = (page: Page) =>
  page.getByRole('region', { name: adoptionRequestsScreensMessages.received.title });

const uniqueName = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}`;

/** Fills the application form with a rented flat, one child and a message. */
async function fillApplication(page: Page, message: string) {
  const formText = adoptionRequestsScreensMessages.form;
  await page.getByRole('group', { name: formText.home.type }).getByLabel('Piso').check();
  await page
    .getByRole('group', { name: formText.home.garden })
    .getByLabel(formText.home.no)
    .check();
  await page
    .getByRole('group', { name: formText.home.tenure })
    .getByLabel(adoptionRequestsMessages.homeTenures.alquiler)
    .check();
  await page
    .getByRole('group', { name: formText.home.landlord })
    .getByLabel(formText.home.yes)
    .check();
  await page.getByLabel(formText.household.adults).fill('2');
  await page.getByLabel(formText.household.children).fill('1');
  await page.getByLabel(formText.household.childAge(1)).fill('7');
  await page
    .getByLabel(formText.experience.label)
    .fill('He tenido dos perros durante quince años.');
  await page.getByLabel(formText.hoursAlone.label).fill('3');
  await page.getByLabel(formText.message.label).fill(message);
}

/** The conversation's composer: type and send with the button. */
async function sendMessage(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: chatScreensMessages.composer.label });
  await composer.fill(text);
  await page.getByRole('button', { name: chatScreensMessages.composer.send, exact: true }).click();
  await expect(composer).toHaveValue('');
}

const messageLog = (page: Page, pet: string) =>
  page.getByRole('log', { name: chatScreensMessages.conversation.logLabel(pet) });

test('an adopter applies, the shelter accepts, both chat live and the adoption is completed', async ({
  request,
  demoSession,
  openAs,
}) => {
  test.slow();
  const petName = uniqueName('Trufa');
  const { id: petId } = await publishAnimal(request, await demoSession('shelterAdmin'), petName);
  const adopterEmail = uniqueEmail('adoptante');
  await createAccount(request, { email: adopterEmail, firstName: 'Irene' });

  // The adopter finds the animal and applies.
  const adopterPage = await openAs(
    { email: adopterEmail, password: TEST_PASSWORD },
    `/adopciones/animal/${petId}`,
  );
  await adopterPage
    .getByRole('button', { name: adoptionRequestsScreensMessages.animal.adopt })
    .click();
  await expect(
    adopterPage.getByRole('heading', {
      level: 1,
      name: adoptionRequestsScreensMessages.form.title(petName),
    }),
  ).toBeVisible();
  await fillApplication(adopterPage, 'Vivimos cerca del Retiro y paseamos cada día.');
  await adopterPage
    .getByRole('button', { name: adoptionRequestsScreensMessages.form.submit })
    .click();
  await expect(adopterPage).toHaveURL(/seccion=solicitudes&solicitud=\d+/);
  const requestId = Number(new URL(adopterPage.url()).searchParams.get('solicitud'));
  const adopterDetail = adopterPage.getByRole('main');
  await expect(
    adopterDetail.getByRole('heading', {
      name: adoptionRequestsScreensMessages.detail.title(petName),
    }),
  ).toBeVisible();
  await expect(adopterDetail.getByText(states.pendiente).first()).toBeVisible();

  // The shelter administrator opens the request from the link of its mail and accepts it.
  const shelterPage = await openAs(
    'shelterAdmin',
    `/dashboard?seccion=recibidas&solicitud=${requestId}`,
  );
  const inbox = inboxRegion(shelterPage);
  await expect(inbox.getByText('Vivimos cerca del Retiro y paseamos cada día.')).toBeVisible();
  await expect(inbox.getByText(adopterEmail)).toBeVisible();
  await inbox
    .getByRole('group', { name: adoptionRequestsScreensMessages.actions.label })
    .getByRole('button', { name: adoptionRequestsScreensMessages.actions.names.accept })
    .click();
  await shelterPage
    .getByRole('alertdialog', {
      name: adoptionRequestsScreensMessages.actions.confirmTitles.accept,
    })
    .getByRole('button', { name: adoptionRequestsScreensMessages.actions.names.accept })
    .click();
  await expect(inbox.getByText(states.aceptada).first()).toBeVisible();

  // The adopter sees the new state without reloading, and the animal is now pending.
  await expect(adopterDetail.getByText(states.aceptada).first()).toBeVisible();
  const pet = await request.get(`/pets/api/pets/${petId}/`);
  expect(((await pet.json()) as { state: string }).state).toBe('pendiente');

  // Both open the conversation and chat live.
  await adopterDetail
    .getByRole('link', { name: adoptionRequestsScreensMessages.detail.conversation })
    .click();
  await expect(adopterPage).toHaveURL(/seccion=chat&conversacion=\d+/);
  await sendMessage(adopterPage, '¡Hola! ¿Cuándo podríamos conocer a Trufa?');

  await inbox
    .getByRole('link', { name: adoptionRequestsScreensMessages.detail.conversation })
    .click();
  await expect(shelterPage).toHaveURL(/seccion=chat&conversacion=\d+/);
  await expect(
    messageLog(shelterPage, petName).getByText('¡Hola! ¿Cuándo podríamos conocer a Trufa?'),
  ).toBeVisible();
  await sendMessage(shelterPage, 'El sábado a las once, si os viene bien.');
  await expect(
    messageLog(adopterPage, petName).getByText('El sábado a las once, si os viene bien.'),
  ).toBeVisible();
  await sendMessage(adopterPage, 'Perfecto, allí estaremos.');
  await expect(
    messageLog(shelterPage, petName).getByText('Perfecto, allí estaremos.'),
  ).toBeVisible();

  // An empty message is refused with the Spanish error, and nothing is sent:
  // a message sent after it reaches the shelter, and it is the only new one.
  const shelterMessages = messageLog(shelterPage, petName).getByRole('listitem');
  const messagesBefore = await shelterMessages.count();
  await adopterPage.getByRole('textbox', { name: chatScreensMessages.composer.label }).fill('   ');
  await adopterPage
    .getByRole('button', { name: chatScreensMessages.composer.send, exact: true })
    .click();
  await expect(adopterPage.getByText(chatMessages.errors.empty)).toBeVisible();
  await sendMessage(adopterPage, 'Llevaremos su correa.');
  await expect(messageLog(shelterPage, petName).getByText('Llevaremos su correa.')).toBeVisible();
  await expect(shelterMessages).toHaveCount(messagesBefore + 1);

  // The shelter completes the adoption; the animal leaves the public list.
  await shelterPage.goto(`/dashboard?seccion=recibidas&solicitud=${requestId}`);
  await inbox
    .getByRole('group', { name: adoptionRequestsScreensMessages.actions.label })
    .getByRole('button', { name: adoptionRequestsScreensMessages.actions.names.complete })
    .click();
  await shelterPage
    .getByRole('alertdialog', {
      name: adoptionRequestsScreensMessages.actions.confirmTitles.complete,
    })
    .getByRole('button', { name: adoptionRequestsScreensMessages.actions.names.complete })
    .click();
  await expect(inbox.getByText(states.completada).first()).toBeVisible();

  await adopterPage.goto(`/dashboard?seccion=solicitudes&solicitud=${requestId}`);
  await expect(adopterDetail.getByText(states.completada).first()).toBeVisible();
  await adopterPage.goto(`/adopciones?q=${encodeURIComponent(petName)}`);
  await expect(adopterPage.getByText(adoptionsMessages.list.empty)).toBeVisible();
  const listed = await request.get('/api/animals', { params: { q: petName } });
  expect(listed.headers()['x-total-count']).toBe('0');
});

test('a guest is asked to sign in before applying or writing to the shelter', async ({
  page,
  request,
  demoSession,
}) => {
  const { id } = await publishAnimal(
    request,
    await demoSession('shelterAdmin'),
    uniqueName('Nube'),
  );
  await page.goto(`/adopciones/animal/${id}`);
  for (const name of [
    adoptionRequestsScreensMessages.animal.adopt,
    adoptionRequestsScreensMessages.animal.contact,
  ]) {
    await page.getByRole('button', { name }).click();
    const warning = page.getByRole('alertdialog', {
      name: adoptionRequestsScreensMessages.animal.signInTitle,
    });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: commonMessages.dialog.cancel }).click();
    await expect(warning).toBeHidden();
  }
});

test('adoption requests and chat have no axe violations at 1280 px and 375 px', async ({
  request,
  demoSession,
  openAs,
}) => {
  test.slow();
  const petName = uniqueName('Bruma');
  const { id: petId, shelter } = await publishAnimal(
    request,
    await demoSession('shelterAdmin'),
    petName,
  );
  const email = uniqueEmail('axe');
  await createAccount(request, { email, firstName: 'Olga' });
  const page = await openAs(
    { email, password: TEST_PASSWORD },
    `/adopciones/animal/${petId}/solicitar`,
  );
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: adoptionRequestsScreensMessages.form.title(petName),
    }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, 'application form');
  await page.getByRole('button', { name: adoptionRequestsScreensMessages.form.submit }).click();
  await expect(page.getByText(adoptionRequestsMessages.validation.homeType)).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, 'application form with errors');

  await fillApplication(page, 'Tenemos tiempo y muchas ganas.');
  await page.getByRole('button', { name: adoptionRequestsScreensMessages.form.submit }).click();
  await expect(page).toHaveURL(/solicitud=\d+/);
  const requestId = Number(new URL(page.url()).searchParams.get('solicitud'));
  await expect(
    page.getByRole('heading', { name: adoptionRequestsScreensMessages.detail.title(petName) }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, 'request detail');
  await page.goto('/dashboard?seccion=solicitudes');
  await expect(
    page.getByRole('list', { name: adoptionRequestsScreensMessages.list.label }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, 'Solicitudes');

  const conversation = page.getByRole('link', {
    name: new RegExp(chatScreensMessages.list.itemLabel(petName, shelter.name)),
  });
  await page.goto('/dashboard?seccion=chat');
  await expect(conversation).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, 'Chat');
  await conversation.click();
  await sendMessage(page, 'Una pregunta: ¿se lleva bien con gatos?');
  await expectNoAxeViolationsAtEveryWidth(page, 'a conversation');

  // The shelter's inbox: the request, then the list with its filters.
  const shelterPage = await openAs(
    'shelterAdmin',
    `/dashboard?seccion=recibidas&solicitud=${requestId}`,
  );
  const inbox = inboxRegion(shelterPage);
  await expect(inbox.getByText('Tenemos tiempo y muchas ganas.')).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(shelterPage, 'a received request');
  await inbox
    .getByRole('link', { name: adoptionRequestsScreensMessages.detail.backToInbox })
    .click();
  await expect(
    inbox.getByRole('group', { name: adoptionRequestsScreensMessages.inbox.stateFilter }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(shelterPage, 'the inbox');
});

test('a shelter administrator finds the requests of both shelters in one inbox, each at its own address', async ({
  request,
  demoSession,
  openAs,
}) => {
  test.slow();
  const receivedText = adoptionRequestsScreensMessages.received;
  const inboxText = adoptionRequestsScreensMessages.inbox;
  const admin = await demoSession('shelterAdmin');
  const madrid = uniqueName('Lía');
  const barcelona = uniqueName('Pipa');
  const { id: madridId } = await publishAnimal(request, admin, madrid);
  const { id: barcelonaId } = await publishAnimal(request, admin, barcelona, DEMO_OTHER_SHELTER);
  const email = uniqueEmail('bandeja');
  await createAccount(request, { email, firstName: 'Nora' });
  const adopter = await logIn(request, email, TEST_PASSWORD);
  await apply(request, adopter, madridId);
  const barcelonaRequest = await apply(request, adopter, barcelonaId);

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    // Mi cuenta opens on Anuncios, with the pending requests of every shelter above.
    const page = await openAs('shelterAdmin', '/dashboard', viewport);
    const notice = page.getByRole('complementary', {
      name: /^Tienes \d+ solicitudes? pendientes?$/,
    });
    await expect(notice).toBeVisible();
    const menu = page.getByRole('navigation', { name: accountMessages.menuLabel });
    if (viewport === VIEWPORTS.mobile) {
      await menu.getByRole('button', { name: new RegExp(accountMessages.menu.toggle) }).click();
    }
    await expect(
      menu.getByRole('link', { name: accountMessages.menu.announcements }),
    ).toHaveAttribute('aria-current', 'page');
    // The menu's badge: the same count, read after the entry's name.
    const pending = (await notice.getAttribute('aria-label'))!.match(/\d+/)![0];
    await expect(dashboardEntry(menu, receivedText.menu)).toHaveAccessibleName(
      new RegExp(`^${receivedText.menu}\\W+${pending} pendientes?$`),
    );

    await notice.getByRole('link', { name: receivedText.pending.action }).click();
    await expect(page).toHaveURL(/seccion=recibidas&estado=pendiente/);
    const inbox = inboxRegion(page);
    await expect(inbox.getByRole('link', { name: inboxText.view('Nora', madrid) })).toBeVisible();
    const other = inbox.getByRole('link', { name: inboxText.view('Nora', barcelona) });
    await expect(other).toBeVisible();
    await expectNoAxeViolations(page, `Solicitudes recibidas at ${viewport.width} px`);

    // The request has an address of its own: it survives a reload and the back button.
    await other.click();
    await expect(page).toHaveURL(new RegExp(`solicitud=${barcelonaRequest}$`));
    await page.reload();
    const title = inbox.getByRole('heading', {
      name: adoptionRequestsScreensMessages.detail.title(barcelona),
    });
    await expect(title).toBeVisible();
    await expect(title.locator('xpath=ancestor::header')).toContainText(DEMO_OTHER_SHELTER);
    await expectNoAxeViolations(page, `a received request at ${viewport.width} px`);
    await page.goBack();
    await expect(inbox.getByRole('list', { name: inboxText.label })).toBeVisible();
    await page.close();
  }
});
