/** "¿Olvidaste tu contraseña?": the emailed, single-use link sets a new password. */
import { expect, test, type Page } from '@playwright/test';
import { authMessages } from '@huella/shared/messages';
import { linkTo, mailsTo, waitForEarlierMail, waitForMail } from '../support/outbox';
import { createAccount, storedSession, TEST_PASSWORD, uniqueEmail } from '../support/session';

const reset = authMessages.reset;
const NEW_PASSWORD = 'Nueva2026x';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(authMessages.login.email).fill(email);
  await page.getByLabel(authMessages.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: authMessages.login.submit }).click();
}

async function chooseNewPassword(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: reset.confirmTitle })).toBeVisible();
  await page.getByLabel(reset.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(authMessages.register.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: reset.confirmSubmit }).click();
}

test('a user who forgot the password gets a link by email and sets a new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('recuperar');
  await createAccount(request, { email });

  await page.goto('/login');
  await page.getByRole('link', { name: authMessages.login.forgot }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  await expect(page.getByRole('heading', { level: 1, name: reset.requestTitle })).toBeVisible();
  await page.getByLabel(authMessages.login.email).fill(email);
  await page.getByRole('button', { name: reset.requestSubmit }).click();
  await expect(page.getByText(reset.requestSent)).toBeVisible();

  const mail = await waitForMail(email, { subject: reset.mailSubject });
  const link = linkTo(mail, '/recuperar-contrasena/nueva');
  expect(new URL(link).searchParams.get('token')).toBeTruthy();

  await chooseNewPassword(page, link);
  await expect(page.getByText(reset.done)).toBeVisible();

  // The old password no longer works…
  await logIn(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(authMessages.login.badCredentials);
  expect((await storedSession(page)).accessToken).toBeNull();

  // …the new one does…
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

  // …and the link cannot be used twice.
  await page.evaluate(() => localStorage.clear());
  await chooseNewPassword(page, link);
  await expect(page.getByText(reset.invalidToken)).toBeVisible();
});

test('asking for an unknown email answers the same and sends nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('desconocido');
  await page.goto('/recuperar-contrasena');
  await page.getByLabel(authMessages.login.email).fill(email);
  await page.getByRole('button', { name: reset.requestSubmit }).click();
  await expect(page.getByText(reset.requestSent)).toBeVisible();
  await waitForEarlierMail(request);
  expect(mailsTo(email)).toEqual([]);
});
