/**
 * Registering a shelter (issue 17), the applicant's side: a new user finds
 * "¿Eres un refugio o protectora?" in Mi cuenta, fills in the form for a
 * Protectora with a wrong CIF and is told so beside the field, corrects it
 * and sends the application, then sees it as "Enviada" (its page and Mi
 * cuenta), with the confirmation mail in their inbox. The form and the
 * application's page pass axe at 375 px and 1280 px. Then, staff asking for
 * information (through the API), the applicant answers from Mi cuenta's
 * "Responder", correcting a field. (Staff's screens and the whole onboarding
 * journey are the staff area's spec.)
 */
import { expect, test } from '@playwright/test';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { waitForMail } from '../support/outbox';
import {
  bearer,
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  openWithSession,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const text = shelterApplicationsScreensMessages;
const errors = shelterApplicationsMessages.errors;

test('a new user asks to register a protectora, corrects a wrong CIF and sees it sent', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('protectora');
  await createAccount(request, { email, firstName: 'Lucía' });
  const name = `Protectora Patitas ${Date.now().toString(36)}`;

  await signIn(page, email, TEST_PASSWORD, '/dashboard?seccion=refugios');
  const invite = page.getByRole('region', { name: text.account.noShelterTitle });
  await invite.getByRole('link', { name: text.account.register }).click();
  await expect(page).toHaveURL(/\/registrar-refugio$/);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  // The account's address is offered as the contact address.
  await expect(page.getByLabel(/^Correo electrónico de contacto/)).toHaveValue(email);
  await expectNoAxeViolationsAtEveryWidth(page, '/registrar-refugio (empty)');

  await page.getByText(text.kinds.Protectora.title, { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Protectora/ })).toBeChecked();
  await page.getByLabel(/^Nombre del refugio/).fill(name);
  const cif = page.getByLabel(/^CIF/);
  await cif.fill('G41234564');
  await page.getByLabel(/^Dirección/).fill('Calle Pureza 40');
  await page.getByLabel(/^Ciudad/).fill('Sevilla');
  await page.getByLabel(/^Provincia/).selectOption('Sevilla');
  await page.getByLabel(/^Código postal/).fill('41010');
  await page.getByLabel(/^Teléfono/).fill('954 112 233');
  await page
    .getByLabel(/^Mensaje para el equipo/)
    .fill('Cuidamos a unos 25 perros y gatos en casas de acogida desde 2019.');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(cif).toHaveAccessibleDescription(new RegExp(errors.invalidCif));
  await expect(cif).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsAtEveryWidth(page, '/registrar-refugio (with errors)');

  // Nothing typed is lost: a reload keeps the draft.
  await page.reload();
  await expect(page.getByLabel(/^Nombre del refugio/)).toHaveValue(name);
  await page.getByLabel(/^CIF/).fill('G-41.234.568');
  await page.getByRole('button', { name: text.submit }).click();

  await expect(page.getByRole('heading', { name: text.sent.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.view.title(name) })).toBeVisible();
  const steps = page.getByRole('list', { name: text.view.stepsLabel });
  await expect(steps.locator('[aria-current="step"]')).toContainText(
    shelterApplicationsMessages.states.enviada,
  );
  await expect(
    page.getByText(shelterApplicationsMessages.events.enviada, { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, '/registrar-refugio (sent)');

  await page.goto('/dashboard?seccion=refugios');
  const card = page.getByRole('region', { name });
  await expect(card).toContainText(
    text.account.cardState(shelterApplicationsMessages.states.enviada),
  );
  await expect(card.getByRole('link', { name: text.account.open })).toHaveAttribute(
    'href',
    '/registrar-refugio',
  );
  // The applicant is told by mail too, with the way back to the application.
  const mail = await waitForMail(email, { subject: new RegExp(name) });
  expect(mail.links.some((link) => new URL(link).pathname === '/registrar-refugio')).toBe(true);
});

test('the applicant answers staff’s request for information from Mi cuenta', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('respuesta');
  await createAccount(request, { email, firstName: 'Mario' });
  const name = `Refugio La Dehesa ${Date.now().toString(36)}`;
  const applicant = await logIn(request, email, TEST_PASSWORD);
  const sent = await request.post('/shelters/api/applications/', {
    headers: bearer(applicant),
    data: {
      name,
      kind: 'Refugio',
      tax_id: 'G41234568',
      address: 'Camino de la Dehesa s/n',
      city: 'Cáceres',
      province: 'Cáceres',
      phone: '927 000 000',
      email,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const staff = await logIn(request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
  const question = 'Necesitamos un teléfono fijo del refugio: el móvil no contesta.';
  const asked = await request.post(`/staff/api/shelter-applications/${id}/state/`, {
    headers: bearer(staff),
    data: { state: 'info_solicitada', reason: question },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await openWithSession(page, applicant, '/dashboard?seccion=refugios');
  const card = page.getByRole('region', { name });
  await expect(card).toContainText(text.account.answerNeeded);
  await card.getByRole('link', { name: text.account.answer }).click();
  await expect(page).toHaveURL(/\/registrar-refugio#responder$/);
  await expect(
    page.getByRole('region', { name: text.view.question }).getByText(question),
  ).toBeVisible();
  await page.getByLabel(/^Tu respuesta/).fill('Os dejo el fijo del refugio, atendido de 9 a 14.');
  await page.getByText(text.reply.correct).click();
  await page.getByLabel(/^Teléfono/).fill('927 123 456');
  await page.getByRole('button', { name: text.reply.submit }).click();

  await expect(page.getByText(text.reply.success)).toBeVisible();
  await expect(page.getByText(text.view.stateText.en_revision)).toBeVisible();
  await expect(
    page.getByText(shelterApplicationsMessages.events.respuesta, { exact: true }),
  ).toBeVisible();
  // Staff read the corrected phone.
  const seen = await request.get(`/staff/api/shelter-applications/${id}/`, {
    headers: bearer(staff),
  });
  expect(((await seen.json()) as { phone: string; state: string }).phone).toBe('927 123 456');
});
