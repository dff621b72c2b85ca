/**
 * Adopting for real, with two browsers side by side: a new adopter applies
 * for an animal, the demo shelter administrator finds the request in
 * Refugios → Solicitudes and accepts it, the adopter sees the new state
 * without reloading, both chat live, and the shelter completes the adoption:
 * the animal leaves /adopciones and the adopter's request reads "Completada".
 * Axe runs on every new screen at 1280 px and 375 px.
 *
 * Journeys run in parallel on one database, so this one publishes its own
 * animal (through the API, as the shelter) instead of using a demo animal.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  adoptionRequestsMessages,
  adoptionRequestsScreensMessages,
  adoptionsMessages,
  chatMessages,
  chatScreensMessages,
  commonMessages,
} from '@huella/shared/messages';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { expectNoAxeViolations } from '../support/axe';
import { VIEWPORTS } from '../support/pages';
import {
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const r = adoptionRequestsScreensMessages;
const c = chatScreensMessages;
const states = adoptionRequestsMessages.states;
/** A verified demo shelter administered by refugio@huella.es. */
const SHELTER = 'Refugio Huellas de Madrid';

/** Publishes a fresh animal in the demo shelter, as its administrator, and returns it. */
async function publishAnimal(request: APIRequestContext, name: string) {
  const login = await request.post('/users/api/login/', {
    data: { email: DEMO_ACCOUNTS.shelterAdmin, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access as string}` };
  const shelters = (await (
    await request.get('/shelters/api/shelters/my-shelters/', { headers })
  ).json()) as MyShelter[];
  const shelter = shelters.find((candidate) => candidate.name === SHELTER);
  expect(shelter, `${SHELTER} among the administrator's shelters`).toBeDefined();
  const created = await request.post('/pets/api/pets/', {
    headers,
    data: {
      name,
      kind: 'perro',
      gender: 'hembra',
      race: 'Mestiza',
      description: 'Cariñosa, tranquila y acostumbrada a pasear con correa.',
      shelter: shelter!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).id as number, shelter: shelter! };
}

async function signedInContext(
  browser: Browser,
  email: string,
  password: string,
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, password, path);
  return { context, page };
}

const uniqueName = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}`;

/** Fills the application form with a rented flat, one child and a message. */
async function fillApplication(page: Page, message: string) {
  const f = r.form;
  await page.getByRole('group', { name: f.home.type }).getByLabel('Piso').check();
  await page.getByRole('group', { name: f.home.garden }).getByLabel(f.home.no).check();
  await page
    .getByRole('group', { name: f.home.tenure })
    .getByLabel(adoptionRequestsMessages.homeTenures.alquiler)
    .check();
  await page.getByRole('group', { name: f.home.landlord }).getByLabel(f.home.yes).check();
  await page.getByLabel(f.household.adults).fill('2');
  await page.getByLabel(f.household.children).fill('1');
  await page.getByLabel(f.household.childAge(1)).fill('7');
  await page.getByLabel(f.experience.label).fill('He tenido dos perros durante quince años.');
  await page.getByLabel(f.hoursAlone.label).fill('3');
  await page.getByLabel(f.message.label).fill(message);
}

/** The conversation's composer: type and send with the button. */
async function sendMessage(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: c.composer.label });
  await composer.fill(text);
  await page.getByRole('button', { name: c.composer.send, exact: true }).click();
  await expect(composer).toHaveValue('');
}

const messageLog = (page: Page, pet: string) =>
  page.getByRole('log', { name: c.conversation.logLabel(pet) });

test('an adopter applies, the shelter accepts, both chat live and the adoption is completed', async ({
  browser,
  request,
}) => {
  test.slow();
  const petName = uniqueName('Trufa');
  const { id: petId, shelter } = await publishAnimal(request, petName);
  const adopterEmail = uniqueEmail('adoptante');
  await createAccount(request, { email: adopterEmail, firstName: 'Irene' });

  // The adopter finds the animal and applies.
  const adopter = await signedInContext(
    browser,
    adopterEmail,
    TEST_PASSWORD,
    `/adopciones/animal/${petId}`,
  );
  await adopter.page.getByRole('button', { name: r.animal.adopt }).click();
  await expect(
    adopter.page.getByRole('heading', { level: 1, name: r.form.title(petName) }),
  ).toBeVisible();
  await fillApplication(adopter.page, 'Vivimos cerca del Retiro y paseamos cada día.');
  await adopter.page.getByRole('button', { name: r.form.submit }).click();
  await expect(adopter.page).toHaveURL(/seccion=solicitudes&solicitud=\d+/);
  const requestId = Number(new URL(adopter.page.url()).searchParams.get('solicitud'));
  const adopterDetail = adopter.page.getByRole('main');
  await expect(adopterDetail.getByRole('heading', { name: r.detail.title(petName) })).toBeVisible();
  await expect(adopterDetail.getByText(states.pendiente).first()).toBeVisible();

  // The shelter administrator opens the request from the link of its mail and accepts it.
  const shelterSide = await signedInContext(
    browser,
    DEMO_ACCOUNTS.shelterAdmin,
    DEMO_PASSWORD,
    `/dashboard?seccion=refugios&solicitud=${requestId}`,
  );
  const inbox = shelterSide.page.getByRole('dialog', { name: r.inbox.title(shelter.name) });
  await expect(inbox.getByText('Vivimos cerca del Retiro y paseamos cada día.')).toBeVisible();
  await expect(inbox.getByText(adopterEmail)).toBeVisible();
  await inbox
    .getByRole('group', { name: r.actions.label })
    .getByRole('button', { name: r.actions.names.accept })
    .click();
  await shelterSide.page
    .getByRole('alertdialog', { name: r.actions.confirmTitles.accept })
    .getByRole('button', { name: r.actions.names.accept })
    .click();
  await expect(inbox.getByText(states.aceptada).first()).toBeVisible();

  // The adopter sees the new state without reloading, and the animal is now pending.
  await expect(adopterDetail.getByText(states.aceptada).first()).toBeVisible();
  const pet = await request.get(`/pets/api/pets/${petId}/`);
  expect(((await pet.json()) as { state: string }).state).toBe('pendiente');

  // Both open the conversation and chat live.
  await adopterDetail.getByRole('link', { name: r.detail.conversation }).click();
  await expect(adopter.page).toHaveURL(/seccion=chat&conversacion=\d+/);
  await sendMessage(adopter.page, '¡Hola! ¿Cuándo podríamos conocer a Trufa?');

  await inbox.getByRole('link', { name: r.detail.conversation }).click();
  await expect(shelterSide.page).toHaveURL(/seccion=chat&conversacion=\d+/);
  await expect(
    messageLog(shelterSide.page, petName).getByText('¡Hola! ¿Cuándo podríamos conocer a Trufa?'),
  ).toBeVisible();
  await sendMessage(shelterSide.page, 'El sábado a las once, si os viene bien.');
  await expect(
    messageLog(adopter.page, petName).getByText('El sábado a las once, si os viene bien.'),
  ).toBeVisible();
  await sendMessage(adopter.page, 'Perfecto, allí estaremos.');
  await expect(
    messageLog(shelterSide.page, petName).getByText('Perfecto, allí estaremos.'),
  ).toBeVisible();

  // An empty message is refused with the Spanish error, and nothing is sent.
  await adopter.page.getByRole('textbox', { name: c.composer.label }).fill('   ');
  await adopter.page.getByRole('button', { name: c.composer.send, exact: true }).click();
  await expect(adopter.page.getByText(chatMessages.errors.empty)).toBeVisible();

  // The shelter completes the adoption; the animal leaves the public list.
  await shelterSide.page.goto(`/dashboard?seccion=refugios&solicitud=${requestId}`);
  await inbox
    .getByRole('group', { name: r.actions.label })
    .getByRole('button', { name: r.actions.names.complete })
    .click();
  await shelterSide.page
    .getByRole('alertdialog', { name: r.actions.confirmTitles.complete })
    .getByRole('button', { name: r.actions.names.complete })
    .click();
  await expect(inbox.getByText(states.completada).first()).toBeVisible();

  await adopter.page.goto(`/dashboard?seccion=solicitudes&solicitud=${requestId}`);
  await expect(adopterDetail.getByText(states.completada).first()).toBeVisible();
  await adopter.page.goto(`/adopciones?q=${encodeURIComponent(petName)}`);
  await expect(adopter.page.getByText(adoptionsMessages.list.empty)).toBeVisible();
  const listed = await request.get('/api/animals', { params: { q: petName } });
  expect(listed.headers()['x-total-count']).toBe('0');

  await adopter.context.close();
  await shelterSide.context.close();
});

test('a guest is asked to sign in before applying or writing to the shelter', async ({
  page,
  request,
}) => {
  const { id } = await publishAnimal(request, uniqueName('Nube'));
  await page.goto(`/adopciones/animal/${id}`);
  for (const name of [r.animal.adopt, r.animal.contact]) {
    await page.getByRole('button', { name }).click();
    const warning = page.getByRole('alertdialog', { name: r.animal.signInTitle });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: commonMessages.dialog.cancel }).click();
    await expect(warning).toBeHidden();
  }
});

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test(`adoption requests and chat have no axe violations at ${viewportName} width`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const petName = uniqueName('Bruma');
    const { id: petId, shelter } = await publishAnimal(request, petName);
    const email = uniqueEmail('axe');
    await createAccount(request, { email, firstName: 'Olga' });
    const adopter = await signedInContext(
      browser,
      email,
      TEST_PASSWORD,
      `/adopciones/animal/${petId}/solicitar`,
      viewport,
    );
    const { page } = adopter;
    await expect(
      page.getByRole('heading', { level: 1, name: r.form.title(petName) }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `application form at ${viewport.width}`);
    await page.getByRole('button', { name: r.form.submit }).click();
    await expect(page.getByText(adoptionRequestsMessages.validation.homeType)).toBeVisible();
    await expectNoAxeViolations(page, `application form with errors at ${viewport.width}`);

    await fillApplication(page, 'Tenemos tiempo y muchas ganas.');
    await page.getByRole('button', { name: r.form.submit }).click();
    await expect(page).toHaveURL(/solicitud=\d+/);
    const requestId = Number(new URL(page.url()).searchParams.get('solicitud'));
    await expect(page.getByRole('heading', { name: r.detail.title(petName) })).toBeVisible();
    await expectNoAxeViolations(page, `request detail at ${viewport.width}`);
    await page.goto('/dashboard?seccion=solicitudes');
    await expect(page.getByRole('list', { name: r.list.label })).toBeVisible();
    await expectNoAxeViolations(page, `Solicitudes at ${viewport.width}`);

    const conversation = page.getByRole('link', {
      name: new RegExp(c.list.itemLabel(petName, shelter.name)),
    });
    await page.goto('/dashboard?seccion=chat');
    await expect(conversation).toBeVisible();
    await expectNoAxeViolations(page, `Chat at ${viewport.width}`);
    await conversation.click();
    await sendMessage(page, 'Una pregunta: ¿se lleva bien con gatos?');
    await expectNoAxeViolations(page, `a conversation at ${viewport.width}`);

    // The shelter's inbox: the request, then the list with its filters.
    const shelterSide = await signedInContext(
      browser,
      DEMO_ACCOUNTS.shelterAdmin,
      DEMO_PASSWORD,
      `/dashboard?seccion=refugios&solicitud=${requestId}`,
      viewport,
    );
    const inbox = shelterSide.page.getByRole('dialog', { name: r.inbox.title(shelter.name) });
    await expect(inbox.getByText('Tenemos tiempo y muchas ganas.')).toBeVisible();
    await expectNoAxeViolations(shelterSide.page, `a received request at ${viewport.width}`);
    await inbox.getByRole('button', { name: r.detail.backToInbox }).click();
    await expect(inbox.getByRole('group', { name: r.inbox.stateFilter })).toBeVisible();
    await expectNoAxeViolations(shelterSide.page, `the inbox at ${viewport.width}`);

    await adopter.context.close();
    await shelterSide.context.close();
  });
}
