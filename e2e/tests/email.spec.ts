/**
 * The account's e-mail address, as a person lives it: the link mailed after
 * registration confirms the address, and a change of address takes effect
 * from the link mailed to the new one (PRODUCT.md, "Law and trust").
 */
import { expect, test } from '@playwright/test';
import { accountEmailMessages, authMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/outbox';
import { createAccount, signIn, TEST_PASSWORD, uniqueEmail } from '../support/session';

const register = authMessages.register;
const CUENTA = '/dashboard?seccion=cuenta';

// Each journey signs in, follows a mailed link and runs axe: several page loads on a busy machine.
test.describe.configure({ timeout: 120_000 });

const confirmationLink = (links: string[]) => {
  const link = links.find((url) => url.includes('/confirmar-correo?token='));
  expect(link).toBeDefined();
  return new URL(link!).pathname + new URL(link!).search;
};

test('a new account confirms its address from the mailed link', async ({ page }) => {
  const email = uniqueEmail('confirmar');
  await page.goto('/register');
  await page.getByLabel(register.name).fill('Lucía');
  await page.getByLabel(register.email).fill(email);
  await page.getByLabel(register.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel(register.confirmPassword, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page.getByText(accountEmailMessages.registered)).toBeVisible();

  // Signed in before confirming, Mi cuenta says the address is not confirmed yet.
  await signIn(page, email, TEST_PASSWORD, CUENTA);
  await expect(page.getByText(accountEmailMessages.notice.title)).toBeVisible();
  await expect(
    page.getByRole('button', { name: accountEmailMessages.notice.resend }),
  ).toBeVisible();

  const mail = await waitForMail(email, { subject: accountEmailMessages.mails.confirm.subject });
  await page.goto(confirmationLink(mail.links));
  await expect(
    page.getByRole('heading', { level: 1, name: accountEmailMessages.confirmPage.doneTitle }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/confirmar-correo');

  await page.goto(CUENTA);
  await expect(page.getByText(accountEmailMessages.notice.confirmed)).toBeVisible();
  await expect(page.getByText(accountEmailMessages.notice.title)).toHaveCount(0);
});

test('changing the address takes effect from the link mailed to the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('antes');
  const next = uniqueEmail('despues');
  await createAccount(request, { email });
  await signIn(page, email, TEST_PASSWORD, CUENTA);

  await page.getByRole('button', { name: accountEmailMessages.change.open }).click();
  await page.getByLabel(accountEmailMessages.change.newEmail).fill(next);
  await page.getByLabel(accountEmailMessages.change.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: accountEmailMessages.change.submit }).click();
  await expect(
    // The form's message and its toast say the same.
    page
      .getByRole('status')
      .filter({ hasText: accountEmailMessages.change.requested(next) })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Cuenta with a change of address under way');

  const mail = await waitForMail(next, {
    subject: accountEmailMessages.mails.confirmChange.subject,
  });
  await page.goto(confirmationLink(mail.links));
  await expect(
    page.getByRole('heading', { level: 1, name: accountEmailMessages.confirmPage.changedTitle }),
  ).toBeVisible();

  await page.goto(CUENTA);
  await expect(page.getByText(next, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(accountEmailMessages.notice.confirmed)).toBeVisible();
});
