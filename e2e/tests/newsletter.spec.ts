/** The footer newsletter: double opt-in by email, and the unsubscribe link. */
import { expect, test } from '@playwright/test';
import { mailMessages, newsletterMessages } from '@huella/shared/messages';
import { linkTo, mailsTo, waitForEarlierMail, waitForMail } from '../support/outbox';
import { uniqueEmail } from '../support/session';

const form = newsletterMessages.form;

test('a visitor subscribes from the footer, confirms by email and can unsubscribe', async ({
  page,
}) => {
  const email = uniqueEmail('newsletter');

  await page.goto('/');
  const block = page.getByRole('contentinfo').getByRole('region', { name: form.title });
  await block.scrollIntoViewIfNeeded();
  await block.getByLabel(form.name).fill('Marta');
  await block.getByLabel(form.email).fill(email);
  await block.getByRole('button', { name: form.submit }).click();
  await expect(block.getByText(form.sent)).toBeVisible();

  const confirmation = await waitForMail(email, {
    subject: mailMessages.newsletterConfirm.subject,
  });
  await page.goto(linkTo(confirmation, '/newsletter/confirmar'));
  await expect(
    page.getByRole('heading', { level: 1, name: newsletterMessages.confirm.doneTitle }),
  ).toBeVisible();
  await expect(page.getByText(newsletterMessages.confirm.doneText)).toBeVisible();

  const welcome = await waitForMail(email, { subject: mailMessages.newsletterWelcome.subject });
  await page.goto(linkTo(welcome, '/newsletter/baja'));
  await expect(
    page.getByRole('heading', { level: 1, name: newsletterMessages.unsubscribe.title }),
  ).toBeVisible();
  await page.getByRole('button', { name: newsletterMessages.unsubscribe.submit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: newsletterMessages.unsubscribe.doneTitle }),
  ).toBeVisible();
  await expect(page.getByText(newsletterMessages.unsubscribe.doneText)).toBeVisible();
});

test('signing up twice never makes two subscriptions', async ({ request }) => {
  const email = uniqueEmail('repetido');
  const confirmations = () =>
    mailsTo(email).filter((mail) => mail.subject === mailMessages.newsletterConfirm.subject);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const response = await request.post('/newsletter/api/subscribers/', {
      data: { name: 'Pablo', email },
    });
    expect(response.status()).toBe(202);
    // Each sign-up mails a confirmation; wait for it so "newest" is unambiguous.
    await expect.poll(() => confirmations().length).toBe(attempt);
  }
  const newest = confirmations()[0]!;
  const token = new URL(linkTo(newest, '/newsletter/confirmar')).searchParams.get('token');
  const confirm = await request.post('/newsletter/api/subscribers/confirm/', { data: { token } });
  expect(confirm.status()).toBe(200);

  await waitForMail(email, { subject: mailMessages.newsletterWelcome.subject });
  await waitForEarlierMail(request);
  const welcomes = mailsTo(email).filter(
    (mail) => mail.subject === mailMessages.newsletterWelcome.subject,
  );
  expect(welcomes).toHaveLength(1);
});

test('a made-up confirmation link says it is not valid', async ({ page }) => {
  await page.goto('/newsletter/confirmar?token=no-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: newsletterMessages.confirm.errorTitle }),
  ).toBeVisible();
});
