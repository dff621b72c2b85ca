/** Registration, login, logout and the route guards, as a visitor lives them. */
import { expect, test } from '@playwright/test';
import { accountEmailMessages, authMessages, commonMessages } from '@huella/shared/messages';
import { waitForMail } from '../support/outbox';
import {
  createAccount,
  signIn,
  storedSession,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const login = authMessages.login;
const register = authMessages.register;

test('a visitor registers, logs in, sees Mi cuenta and logs out', async ({ page }) => {
  const email = uniqueEmail('registro');

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: register.title })).toBeVisible();
  await page.getByLabel(register.name).fill('Lucía');
  await page.getByLabel(register.email).fill(email);
  await page.getByLabel(register.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel(register.confirmPassword, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: register.submit }).click();

  await expect(page.getByText(register.success).first()).toBeVisible();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  // The bar runs down (spec §4: 2 % every 50 ms) before the redirect.
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 2_000 })
    .toBeLessThan(100);
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The e-mail just registered is filled in (never stored); the password is left to type.
  await expect(page.getByLabel(login.email)).toHaveValue(email);
  await expect(page.getByLabel(login.password, { exact: true })).toBeFocused();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(email);
  await page.getByLabel(login.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: login.submit }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  expect(await storedSession(page)).toEqual({
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
    userEmail: email,
  });

  // The header's control (the dashboard menu has another one).
  await page.getByRole('banner').getByRole('button', { name: authMessages.logout.label }).click();
  const confirm = page.getByRole('alertdialog', { name: authMessages.logout.confirmTitle });
  await expect(confirm).toContainText(authMessages.logout.confirmMessage);
  await confirm.getByRole('button', { name: commonMessages.dialog.confirm }).click();

  await expect(page.getByText(authMessages.logout.done)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({
    accessToken: null,
    refreshToken: null,
    userEmail: null,
  });
});

test('logging in with a wrong password shows the server message', async ({ page, request }) => {
  const email = uniqueEmail('credenciales');
  await createAccount(request, { email });

  await page.goto('/login');
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password, { exact: true }).fill('Incorrecta1');
  await page.getByRole('button', { name: login.submit }).click();

  await expect(page.getByRole('alert')).toContainText(login.badCredentials);
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).accessToken).toBeNull();
});

// The answer never tells whether an address has an account: the owner is told by mail instead.
test('registering an email that already has an account answers like a new one and mails the owner', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('duplicado');
  await createAccount(request, { email });

  await page.goto('/register');
  await page.getByLabel(register.name).fill('Pablo');
  await page.getByLabel(register.email).fill(email.toUpperCase());
  await page.getByLabel(register.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel(register.confirmPassword, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: register.submit }).click();

  await expect(page.getByText(register.success).first()).toBeVisible();
  await waitForMail(email, { subject: accountEmailMessages.mails.addressInUse.subject });
});

test.describe('guards', () => {
  for (const path of ['/dashboard', '/dashboard/adoption_announcement']) {
    test(`a guest visiting ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: login.title })).toBeVisible();
    });
  }

  test('a signed-in user visiting /login or /register is sent to /dashboard', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('guardia');
    await createAccount(request, { email });
    await signIn(page, email, TEST_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    }
  });

  test('/mi-cuenta leads to /dashboard', async ({ page, request }) => {
    const email = uniqueEmail('micuenta');
    await createAccount(request, { email });
    await signIn(page, email, TEST_PASSWORD, '/mi-cuenta');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  });

  test('a guest following /mi-cuenta ends on /login', async ({ page }) => {
    await page.goto('/mi-cuenta');
    await expect(page).toHaveURL(/\/login$/);
  });
});
