/**
 * Joining a shelter is an invitation the person accepts: the demo shelter
 * administrator invites a new address from the members panel (pending, the
 * address as typed), the invited person follows the mailed link, signs in with
 * that address and accepts, and the administrator then sees them as a member.
 */
import { expect, test, type Browser } from '@playwright/test';
import { sheltersMessages } from '@huella/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { invitationToken } from '../support/invitations';
import { shelterCard } from '../support/shelters';
import {
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/session';

const SHELTER = 'Protectora Patas Barcelona';

async function signedInPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'es-ES' });
  const page = await context.newPage();
  await signIn(page, email, TEST_PASSWORD, path);
  return page;
}

test('an administrator invites an address; the person accepts and appears as a member', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('invitada');
  await createAccount(request, { email, firstName: 'Iria' });

  await signIn(page, DEMO_ACCOUNTS.shelterAdmin, DEMO_PASSWORD, '/dashboard?seccion=refugios');
  const card = await shelterCard(page, SHELTER);
  await card.getByRole('button', { name: sheltersMessages.cards.users.action }).click();
  const modal = page.getByRole('dialog', { name: sheltersMessages.users.title(SHELTER) });
  await expect(modal.getByRole('table')).toBeVisible();

  await modal.getByLabel(sheltersMessages.users.invite.email).fill(email);
  await modal.getByRole('button', { name: sheltersMessages.users.invite.submit }).click();
  await expect(modal.getByText(sheltersMessages.users.invite.success(email))).toBeVisible();
  // Pending: the address as typed, not the person's name, and not in the members table.
  const pending = modal.getByRole('region', { name: sheltersMessages.users.invitations.title });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(
    pending.getByText(new RegExp(sheltersMessages.users.invitations.pending)),
  ).toBeVisible();
  await expect(modal.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(modal.getByText('Iria')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const token = await invitationToken(email);
  const invitee = await signedInPage(
    browser,
    email,
    `/invitaciones?token=${encodeURIComponent(token)}`,
  );
  await expect(
    invitee.getByText(
      sheltersMessages.invitation.intro(SHELTER, sheltersMessages.roles.miembro.toLowerCase()),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByRole('button', { name: sheltersMessages.invitation.accept }).click();
  await expect(
    invitee.getByRole('heading', { level: 1, name: sheltersMessages.invitation.accepted(SHELTER) }),
  ).toBeVisible();
  await invitee.context().close();

  await page.reload();
  await shelterCard(page, SHELTER);
  await card.getByRole('button', { name: sheltersMessages.cards.users.action }).click();
  const row = modal.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Iria');
  await expect(row).toContainText(sheltersMessages.roles.miembro);
  await expect(
    modal.getByRole('region', { name: sheltersMessages.users.invitations.title }).getByText(email),
  ).toHaveCount(0);
});
