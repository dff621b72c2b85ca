/**
 * A shelter's onboarding against the real API (issue 17 item 5): a new user
 * asks to register a protectora at /registrar-refugio; the demo staff account
 * finds it in Solicitudes and asks for information with a reason; the user
 * reads it in the mail, follows its link and answers; staff approve; the
 * user publishes the shelter's first animal and it is on /adopciones with the
 * verified badge. And staff suspend a shelter from Refugios: its animal
 * leaves /adopciones and its administrator is told why; lifting the
 * suspension brings it back. Axe on every staff screen of Solicitudes and
 * Refugios (and their dialogs), at 1280 px and 375 px.
 *
 * Journeys run in parallel on one database: every account, shelter, CIF and
 * animal here is new, with a name no other journey uses.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { verifiedBadgeMessages } from '@huella/shared/messages/verified-badge';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import type { ShelterApplication } from '@huella/shared/schemas/shelter-applications';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { isValidCif } from '@huella/shared/tax-id';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { linkTo, mailsTo, type Mail } from '../support/outbox';
import {
  bearer,
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  openWithSession,
  TEST_PASSWORD,
  uniqueEmail,
  type Session,
} from '../support/session';

const screens = staffSheltersScreensMessages;
const form = shelterApplicationsScreensMessages;
const toast = (page: Page, message: string) =>
  page.getByRole('status').filter({ hasText: message });

/** A word no other animal or shelter has (letters only: names and searches accept it). */
function uniqueWord() {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = '';
  for (let index = 0; index < 7; index += 1)
    word += letters[Math.floor(Math.random() * letters.length)];
  return `${word[0]!.toUpperCase()}${word.slice(1)}`;
}

/** A valid association CIF (G…) that no other run is likely to use. */
function uniqueCif() {
  for (;;) {
    const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
    for (const control of '0123456789') {
      if (isValidCif(`G${digits}${control}`)) return `G${digits}${control}`;
    }
  }
}

/** The newest mail to `to` whose text holds `words`. */
async function mailWith(to: string, words: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to).find((mail) => mail.text.includes(words));
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to} saying "${words}"` },
    )
    .toBe(true);
  return found!;
}

async function newUser(request: APIRequestContext, label: string): Promise<Session> {
  const email = uniqueEmail(label);
  await createAccount(request, { email, firstName: 'Lucía' });
  return logIn(request, email, TEST_PASSWORD);
}

/**
 * A verified shelter of a new user, with one animal on the public list: the
 * application sent and approved through the API (the screens are the other
 * journey's point).
 */
async function approvedShelterWithAnimal(request: APIRequestContext, staff: Session) {
  const owner = await newUser(request, 'refugio');
  const word = uniqueWord();
  const sent = await request.post('/shelters/api/applications/', {
    headers: bearer(owner),
    data: {
      name: `Refugio ${word}`,
      kind: 'Refugio',
      tax_id: uniqueCif(),
      address: 'Camino de la Vega 3',
      city: 'Zamora',
      province: 'Zamora',
      phone: '600111222',
      email: owner.email,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const application = (await sent.json()) as ShelterApplication;
  const approved = await request.post(`/staff/api/shelter-applications/${application.id}/state/`, {
    headers: bearer(staff),
    data: { state: 'aprobada', reason: '' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const shelters = (await (
    await request.get('/shelters/api/shelters/my-shelters/', { headers: bearer(owner) })
  ).json()) as MyShelter[];
  const shelter = shelters.find((item) => item.name === `Refugio ${word}`)!;
  expect(shelter.verified).toBe(true);
  const animal = `Lumbre ${word}`;
  const created = await request.post('/pets/api/pets/', {
    headers: bearer(owner),
    data: {
      name: animal,
      kind: 'gato',
      gender: 'macho',
      race: 'Común europeo',
      description: 'Un gato tranquilo que busca un sofá.',
      shelter: shelter.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { owner, shelter, word, animal };
}

/** Whether /adopciones lists an animal found by a word of its name. */
async function expectOnAdoptions(page: Page, word: string, name: string, listed: boolean) {
  await page.goto(`/adopciones?q=${word.toLowerCase()}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
  if (listed) await expect(card).toHaveCount(1);
  else {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(card).toHaveCount(0);
  }
  return card;
}

test('a new user registers a protectora; staff ask for information, the user answers, staff approve; its first animal is on /adopciones, verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const applicant = await newUser(page.request, 'protectora');
  const word = uniqueWord();
  const name = `Protectora ${word}`;
  const cif = uniqueCif();

  // The applicant's form.
  await openWithSession(page, applicant, '/registrar-refugio');
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
  const main = page.getByRole('main');
  // The kind is a card: its label is what people press.
  await main.getByText(form.kinds.Protectora.text).click();
  await expect(
    main.getByRole('radio', { name: new RegExp(`^${form.kinds.Protectora.title}`) }),
  ).toBeChecked();
  await main.getByLabel(`${form.fields.name} *`).fill(name);
  await main.getByLabel(`${form.fields.cif} *`).fill(cif);
  await main.getByLabel(`${form.fields.address} *`).fill('Calle de la Feria 12');
  await main.getByLabel(`${form.fields.city} *`).fill('Sevilla');
  await main.getByLabel(`${form.fields.province} *`).selectOption('Sevilla');
  await main.getByLabel(`${form.fields.phone} *`).fill('600123456');
  await main.getByLabel(`${form.fields.email} *`).fill(applicant.email);
  await main.getByLabel(form.fields.web).fill('https://protectora.example.org');
  await main.getByLabel(form.fields.message).fill('Rescatamos galgos en la campiña desde 2015.');
  await main.getByRole('button', { name: form.submit }).click();
  await expect(main.getByText(form.sent.title)).toBeVisible();

  // Staff find it in Solicitudes and ask for information.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  try {
    const staff = await logIn(staffPage.request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    await openWithSession(staffPage, staff, '/staff/solicitudes');
    await expect(
      staffPage.getByRole('heading', { level: 1, name: screens.applications.title }),
    ).toBeVisible();
    await staffPage
      .getByRole('searchbox', { name: screens.applications.searchLabel })
      .fill(word.toLowerCase());
    await staffPage.getByRole('button', { name: screens.applications.searchButton }).click();
    await expect(staffPage.getByText(screens.applications.total(1))).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(staffPage, '/staff/solicitudes');
    await staffPage.getByRole('link', { name: screens.applications.openLabel(name) }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name })).toBeVisible();
    const details = staffPage.getByRole('region', { name: screens.application.details });
    await expect(details.getByText(cif)).toBeVisible();
    await expect(
      staffPage
        .getByRole('region', { name: screens.application.applicantTitle })
        .getByText(applicant.email),
    ).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(staffPage, '/staff/solicitudes/:id');

    const decisions = staffPage.getByRole('region', { name: screens.application.actions.label });
    await decisions
      .getByRole('button', { name: screens.application.actions.info_solicitada })
      .click();
    const ask = staffPage.getByRole('dialog', {
      name: screens.application.dialogs.info_solicitada.title,
    });
    // The reason is required: refused here, nothing sent.
    await ask
      .getByRole('button', { name: screens.application.dialogs.info_solicitada.confirm })
      .click();
    await expect(ask.getByText(shelterApplicationsMessages.errors.reasonRequired)).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(staffPage, '/staff/solicitudes/:id (dialog)');
    const question = `Enviad la inscripción en el registro andaluz, por favor (${word}).`;
    await ask
      .getByRole('textbox', { name: screens.application.dialogs.info_solicitada.reason })
      .fill(question);
    await ask
      .getByRole('button', { name: screens.application.dialogs.info_solicitada.confirm })
      .click();
    await expect(toast(staffPage, screens.application.done.info_solicitada)).toBeVisible();

    // The applicant reads it in the mail, follows its link and answers.
    const mail = await mailWith(applicant.email, question);
    await page.goto(linkTo(mail, '/registrar-refugio'));
    await expect(main.getByText(question).first()).toBeVisible();
    await main
      .getByLabel(`${form.reply.answer} *`)
      .fill('Adjuntamos el número: SE-2015-0042. Lo hemos añadido a la solicitud.');
    await main.getByText(form.reply.correct).click();
    await main.getByLabel(form.fields.registry_number).fill('SE-2015-0042');
    await main.getByRole('button', { name: form.reply.submit }).click();
    await expect(page.getByText(form.reply.success).first()).toBeVisible();

    // Staff read the answer and approve.
    await staffPage.reload();
    const history = staffPage.getByRole('region', { name: screens.application.historyTitle });
    await expect(history.getByText(shelterApplicationsMessages.events.respuesta)).toBeVisible();
    await expect(history.getByText(/SE-2015-0042/)).toBeVisible();
    await expect(details.getByText('SE-2015-0042')).toBeVisible();
    await decisions.getByRole('button', { name: screens.application.actions.aprobada }).click();
    const approve = staffPage.getByRole('dialog', {
      name: screens.application.dialogs.aprobada.title,
    });
    await approve
      .getByRole('button', { name: screens.application.dialogs.aprobada.confirm })
      .click();
    await expect(toast(staffPage, screens.application.done.aprobada)).toBeVisible();
    await staffPage.getByRole('link', { name: screens.application.toShelter }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      staffPage.getByText(screens.shelters.verified, { exact: true }).first(),
    ).toBeVisible();
    const members = staffPage.getByRole('region', { name: screens.shelter.members.title });
    await expect(members.getByText(applicant.email)).toBeVisible();
    await expect(members.getByText(screens.shelter.members.roles.administrador)).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // The approval mail leads to the form for the shelter's first animal.
  const approval = await mailWith(applicant.email, shelterApplicationsMessages.states.aprobada);
  await page.goto(linkTo(approval, '/dashboard/adoption_announcement'));
  const announcement = page.getByRole('main').locator('form');
  await expect(announcement.getByLabel(`${announcementsMessages.fields.shelter} *`)).toHaveValue(
    /\d+/,
  );
  const animal = `Brisa ${word}`;
  await announcement.getByLabel(`${announcementsMessages.fields.name} *`).fill(animal);
  await announcement
    .getByLabel(`${announcementsMessages.fields.kind} *`)
    .selectOption({ label: announcementsMessages.kinds.perro });
  await announcement
    .getByLabel(announcementsMessages.fields.description)
    .fill(`${animal} es una galga tranquila y cariñosa.`);
  await announcement.getByRole('button', { name: announcementsMessages.submit }).click();
  await expect(announcement.getByText(announcementsMessages.success.created)).toBeVisible({
    timeout: 30_000,
  });

  // On /adopciones, with the verified badge.
  const card = await expectOnAdoptions(page, word, animal, true);
  await expect(card.getByRole('img', { name: verifiedBadgeMessages.explanation })).toBeVisible();
});

test('staff suspend a shelter from Refugios: its animal leaves /adopciones and its administrator is told why; lifting it brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const staff = await logIn(page.request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
  const { owner, shelter, word, animal } = await approvedShelterWithAnimal(page.request, staff);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  try {
    await expectOnAdoptions(guestPage, word, animal, true);

    await openWithSession(page, staff, `/staff/refugios?q=${word.toLowerCase()}`);
    await expect(
      page.getByRole('heading', { level: 1, name: screens.shelters.title }),
    ).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: shelter.name });
    await expect(row.getByText(screens.shelters.animals(1))).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, '/staff/refugios');
    await page.getByRole('link', { name: screens.shelters.openLabel(shelter.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: shelter.name })).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, '/staff/refugios/:id');

    // The edit form, axe with it open; closed without saving.
    await page.getByRole('button', { name: screens.shelter.edit }).click();
    const edit = page.getByRole('dialog', { name: screens.shelter.form.title });
    await expect(edit).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, '/staff/refugios/:id (edit)');
    await page.keyboard.press('Escape');
    await expect(edit).toHaveCount(0);

    const standing = page.getByRole('region', { name: screens.shelter.actions.label });
    await standing.getByRole('button', { name: screens.shelter.actions.suspend }).click();
    const suspend = page.getByRole('dialog', { name: screens.shelter.suspendDialog.suspendTitle });
    await expect(suspend.getByText(screens.shelter.suspendDialog.suspendText)).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, '/staff/refugios/:id (suspend)');
    const reason = `Fotos de animales que no son suyos (${word}).`;
    await suspend.getByRole('textbox', { name: screens.shelter.reasonLabel }).fill(reason);
    await suspend.getByRole('button', { name: screens.shelter.actions.suspend }).click();
    await expect(toast(page, screens.shelter.done.suspended)).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();

    await expectOnAdoptions(guestPage, word, animal, false);
    await mailWith(owner.email, reason);

    await standing.getByRole('button', { name: screens.shelter.actions.lift }).click();
    const lift = page.getByRole('dialog', { name: screens.shelter.suspendDialog.liftTitle });
    await lift
      .getByRole('textbox', { name: screens.shelter.reasonLabel })
      .fill('Nos enviaron las fotos originales de cada animal.');
    await lift.getByRole('button', { name: screens.shelter.actions.lift }).click();
    await expect(toast(page, screens.shelter.done.lifted)).toBeVisible();
    await expectOnAdoptions(guestPage, word, animal, true);
  } finally {
    await guest.close();
  }
});
