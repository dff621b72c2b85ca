/**
 * Staff moderation against the real API (issue 17 items 2, 3 and 5): a guest
 * reports an animal leaving an address; the demo staff account finds it in
 * Denuncias, resolves it hiding the announcement with a statement of
 * reasons; the animal leaves /adopciones; the shelter's mail has the
 * statement and the reporter's mail the outcome. The dashboard's charts
 * render with their text alternatives. Staff deactivate a user, who then
 * cannot log in; the audit log lists those actions. Axe on every screen of
 * Denuncias, Usuarios, Auditoría and the dashboard, at 1280 px and 375 px.
 *
 * Journeys run in parallel on one database: the animal, the reporter and the
 * deactivated account are each this journey's own.
 */
import { expect, test, type Page } from '@playwright/test';
import { authMessages } from '@huella/shared/messages';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import type {
  AuditEntry,
  StaffReportListItem,
  StaffUserListItem,
} from '@huella/shared/schemas/staff-admin';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { listAnimals, publishAnimal } from '../support/catalogue';
import { mailsTo, waitForMail } from '../support/outbox';
import {
  bearer,
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  openWithSession,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const text = staffAdminScreensMessages;
const toast = (page: Page, message: string) =>
  page.getByRole('status').filter({ hasText: message });
const staffSession = (page: Page) => logIn(page.request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);

/** The words under every chart that open its table (apps/web/src/components/charts/messages.ts). */
const SHOW_DATA = 'Ver los datos';

/** Waits for a mail whose text holds `needle`, to anyone but `except` (the shelter's address is the API's choice). */
async function mailWith(needle: string, except: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = mailsTo('@').find(
      (mail) =>
        mail.text.includes(needle) &&
        !(Array.isArray(mail.to) ? mail.to : [mail.to]).some(
          (to) => String(to).toLowerCase() === except.toLowerCase(),
        ),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail with "${needle}" to the shelter`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a guest reports an animal; staff resolve it hiding the announcement; both sides are told', async ({
  page,
  browser,
}) => {
  const shelterAdmin = await logIn(page.request, DEMO_ACCOUNTS.shelterAdmin, DEMO_PASSWORD);
  const name = `Denunciada ${Date.now().toString(36)}`;
  const { id: petId } = await publishAnimal(page.request, shelterAdmin, name);
  const reporter = uniqueEmail('denuncia');

  // A guest, in a browser of their own, reports it leaving an address.
  const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(`/adopciones/animal/${petId}`);
  await guest.getByRole('button', { name: adoptionsMessages.detail.report }).click();
  const form = guest.getByRole('dialog', { name: adoptionsMessages.report.title });
  await form.getByRole('radio', { name: 'Contenido inapropiado' }).check();
  await form.getByLabel(adoptionsMessages.report.message).fill('Las fotos son de otro perro.');
  await form.getByRole('textbox', { name: text.reportForm.email }).fill(reporter);
  await form.getByRole('button', { name: adoptionsMessages.report.submit }).click();
  await expect(form).toBeHidden();
  await guestContext.close();

  // Staff find it in Denuncias (this animal's reports), open it and resolve it.
  const staff = await staffSession(page);
  const reports = await page.request.get('/staff/api/reports/', {
    headers: bearer(staff),
    params: { pet: String(petId) },
  });
  expect(reports.status(), await reports.text()).toBe(200);
  const [report] = (await reports.json()) as StaffReportListItem[];
  expect(report?.reporter).toEqual({ kind: 'invitado', email: reporter });

  await openWithSession(page, staff, `/staff/denuncias?animal=${petId}`);
  const link = page.getByRole('link', { name: text.reports.open(report!.id, name) });
  await expect(link).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: text.report.title(report!.id) }),
  ).toBeVisible();
  const actions = page.getByRole('region', { name: text.report.actions.label });
  await expect(actions.getByText(text.report.recipients.both(reporter))).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);

  const statement = `Las fotos no corresponden al animal anunciado (${name}).`;
  await actions.getByRole('button', { name: text.report.actions.resolve }).click();
  const dialog = page.getByRole('dialog', { name: text.report.resolveDialog.title });
  await dialog.getByRole('textbox', { name: text.report.resolveDialog.statement }).fill(statement);
  await dialog.getByRole('checkbox', { name: text.report.resolveDialog.hidePet }).check();
  await expectNoAxeViolationsAtEveryWidth(page, 'the resolve dialog');
  await dialog.getByRole('button', { name: text.report.resolveDialog.confirm }).click();
  await expect(toast(page, text.report.done.resuelta)).toBeVisible();
  await expect(actions.getByText(text.report.actions.closed)).toBeVisible();
  await expect(
    page.getByRole('region', { name: text.report.resolution }).getByText(statement),
  ).toBeVisible();

  // The announcement leaves /adopciones (and its page).
  const { animals } = await listAnimals(page.request, { q: name, page_size: '100' });
  expect(animals.map((animal) => animal.id)).not.toContain(petId);
  await page.goto('/adopciones');
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name })).toHaveCount(0);

  // The reporter hears the outcome; the shelter gets the statement of reasons.
  const toReporter = await waitForMail(reporter);
  expect(toReporter.text).toContain(statement);
  const toShelter = await mailWith(statement, reporter);
  expect(toShelter.text).toContain(name);

  // The audit log lists the decision with its reason, linked to the report.
  await page.goto(`/staff/auditoria?target_type=report&target_id=${report!.id}`);
  const entry = page.getByRole('listitem').filter({ hasText: statement }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link').first()).toHaveAttribute(
    'href',
    `/staff/denuncias/${report!.id}`,
  );
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('the staff dashboard draws its charts with their text alternatives', async ({ page }) => {
  const staff = await staffSession(page);
  await openWithSession(page, staff, '/staff');
  for (const title of [
    text.dashboard.adoptions.title,
    text.dashboard.requests.title,
    text.dashboard.shelters.title,
  ]) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure).toBeVisible();
    // The caption says it in words; the drawing is there; the numbers open as a table.
    await expect(figure.locator('figcaption p')).not.toBeEmpty();
    await expect(figure.locator('svg.recharts-surface')).toBeVisible();
    await figure.getByText(SHOW_DATA).click();
    await expect(figure.getByRole('table', { name: title })).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: new RegExp(text.dashboard.cards.openReports) }),
  ).toHaveAttribute('href', '/staff/denuncias?estado=abierta');
  await expectNoAxeViolationsAtEveryWidth(page);
});

test('staff deactivate an account, which then cannot log in; the audit log says who and why', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('desactivada');
  await createAccount(page.request, { email, firstName: 'Desactivada' });
  const staff = await staffSession(page);
  const found = await page.request.get('/staff/api/users/', {
    headers: bearer(staff),
    params: { q: email },
  });
  const [account] = (await found.json()) as StaffUserListItem[];
  expect(account?.email).toBe(email);

  await openWithSession(page, staff, `/staff/usuarios?q=${encodeURIComponent(email)}`);
  const link = page.getByRole('link', { name: text.users.open('Desactivada') });
  await expect(link).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
  await link.click();
  const actions = page.getByRole('region', { name: text.user.actions.label });
  await expect(actions).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);

  const reason = `Cuenta usada para anuncios falsos (${email}).`;
  await actions.getByRole('button', { name: text.user.actions.deactivate }).click();
  const dialog = page.getByRole('dialog', { name: text.user.dialogs.deactivate.title });
  await expect(dialog.getByText(text.user.dialogs.deactivate.text)).toBeVisible();
  await dialog.getByRole('textbox', { name: text.user.dialogs.reason }).fill(reason);
  await dialog.getByRole('button', { name: text.user.dialogs.deactivate.confirm }).click();
  await expect(toast(page, text.user.done.deactivated)).toBeVisible();
  await expect(
    page.getByRole('region', { name: text.user.profile }).getByText(reason),
  ).toBeVisible();

  // The person cannot log in any more, and is told why.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const them = await context.newPage();
  await them.goto('/login');
  await them.getByLabel(authMessages.login.email).fill(email);
  await them.getByLabel(authMessages.login.password, { exact: true }).fill(TEST_PASSWORD);
  await them.getByRole('button', { name: authMessages.login.submit }).click();
  await expect(them.getByRole('alert')).toContainText(moderationMessages.errors.accountDeactivated);
  await expect(them).toHaveURL(/\/login$/);
  await context.close();

  // The audit log lists it: who, what and why, linked to the account.
  const audit = await page.request.get('/staff/api/audit/', {
    headers: bearer(staff),
    params: { target_type: 'user', target_id: String(account!.id) },
  });
  const entries = (await audit.json()) as AuditEntry[];
  expect(entries[0]).toMatchObject({ actor: { email: DEMO_ACCOUNTS.staff }, reason });

  await page.goto(`/staff/auditoria?target_type=user&target_id=${account!.id}`);
  const entry = page.getByRole('listitem').filter({ hasText: reason }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByText(text.audit.by(DEMO_ACCOUNTS.staff))).toBeVisible();
  await expect(entry.getByRole('link').first()).toHaveAttribute(
    'href',
    `/staff/usuarios/${account!.id}`,
  );
  await expectNoAxeViolationsAtEveryWidth(page);
});
