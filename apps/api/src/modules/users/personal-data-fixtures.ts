/**
 * Test data for the RGPD tests, made through the public API (newsletter with
 * double opt-in, contact form) so that the rows are exactly what real use leaves.
 */
import { expect } from 'vitest';
import type { App } from '../../app';
import { bearer, mailsTo, tokenFromLink, uniqueIp } from '../../test/factories';

/** Subscribes `email`; confirms by the mailed link unless `confirm` is false. */
export async function subscribeToNewsletter(
  app: App,
  name: string,
  email: string,
  { confirm = true } = {},
) {
  const signUp = await app.inject({
    method: 'POST',
    url: '/newsletter/api/subscribers/',
    payload: { name, email },
    remoteAddress: uniqueIp(),
  });
  expect(signUp.statusCode).toBe(202);
  if (!confirm) return;
  const [mail] = await mailsTo(app, email);
  const token = tokenFromLink(mail!, `${app.config.publicUrl}/newsletter/confirmar`);
  const confirmation = await app.inject({
    method: 'POST',
    url: '/newsletter/api/subscribers/confirm/',
    payload: { token },
    remoteAddress: uniqueIp(),
  });
  expect(confirmation.statusCode).toBe(200);
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Sends the contact form, signed in when `tokens` are given. */
export async function sendContactMessage(
  app: App,
  input: ContactInput,
  tokens?: { access: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/contact/api/messages/',
    payload: { ...input, website: '' },
    headers: tokens ? bearer(tokens) : {},
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode).toBe(201);
}
