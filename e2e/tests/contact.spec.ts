/** The contact form: the message reaches the info mailbox. */
import { expect, test } from '@playwright/test';
import { contactMessages, mailMessages } from '@huella/shared/messages';
import { mailsTo, waitForEarlierMail, waitForMail } from '../support/outbox';
import { uniqueEmail } from '../support/session';

const form = contactMessages.form;
const INFO_MAILBOX = 'info@huella.es';

test('a visitor sends a message that arrives at the info mailbox', async ({ page }) => {
  const email = uniqueEmail('contacto');
  const subject = `Adopción de Luna ${Date.now()}`;
  const message = 'Hola, me gustaría saber si Luna se lleva bien con otros gatos. ¡Gracias!';

  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1, name: contactMessages.title })).toBeVisible();
  const main = page.getByRole('main');
  const field = (name: string) => main.getByRole('textbox', { name, exact: true });
  await field(form.name).fill('Ana Pérez');
  await field(form.email).fill(email);
  await field(form.subject).fill(subject);
  await field(form.message).fill(message);
  await main.getByRole('button', { name: form.submit }).click();
  await expect(main.getByText(form.sent)).toBeVisible();

  const mail = await waitForMail(INFO_MAILBOX, {
    subject: mailMessages.contactToInfo.subject(subject),
  });
  expect(mail.text).toContain(message);
  expect(mail.text).toContain(email);
});

test('a message with the honeypot filled in is accepted but goes nowhere', async ({ request }) => {
  const email = uniqueEmail('robot');
  const subject = `Oferta ${Date.now()}`;
  const response = await request.post('/contact/api/messages/', {
    data: {
      name: 'Bot',
      email,
      subject,
      message: 'Compra seguidores baratos ya.',
      website: 'https://spam.example',
    },
  });
  expect(response.status()).toBe(201);
  await waitForEarlierMail(request);
  const forwarded = mailsTo(INFO_MAILBOX).filter((mail) => mail.subject.includes(subject));
  expect(forwarded).toEqual([]);
  expect(mailsTo(email)).toEqual([]);
});
