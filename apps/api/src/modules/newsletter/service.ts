/**
 * Newsletter with double opt-in. Signing up sends a confirmation link (valid
 * NEWSLETTER_CONFIRM_TTL_MS); only a confirmed address gets the newsletter.
 * Every answer to a sign-up is the same, so the form does not tell who is
 * subscribed: a pending or unsubscribed address gets a fresh link, a confirmed
 * one nothing (its owner already receives every mail, with the unsubscribe link).
 * Whoever signs up may not own the address: confirmations to one address are
 * limited per day, whatever the source (see lib/unproven-recipient.ts).
 */
import { NEWSLETTER_CONFIRM_TTL_MS } from '@huella/shared/constants';
import { newsletterMessages } from '@huella/shared/messages';
import type { NewsletterSubscribe } from '@huella/shared/schemas/newsletter';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Invalid } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limit';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import { mayMailUnprovenRecipient } from '../../lib/unproven-recipient';
import { newsletterConfirmMail, newsletterLinks, newsletterWelcomeMail } from './mails';
import {
  createNewsletterRepository,
  NEWSLETTER_EMAIL_UNIQUE,
  type SubscriberRow,
} from './repository';

export interface NewsletterServiceDeps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  config: Config;
  now?: () => Date;
}

const invalidToken = () => new Invalid(newsletterMessages.invalidToken, undefined, 'invalid_token');

export function createNewsletterService({
  db,
  mailer,
  rateLimiter,
  config,
  now = () => new Date(),
}: NewsletterServiceDeps) {
  const subscribers = createNewsletterRepository(db);
  const links = newsletterLinks(config.publicUrl);
  const recipient = (row: SubscriberRow) => ({
    to: row.email,
    name: row.name,
    unsubscribeUrl: links.unsubscribe(row.unsubscribeToken),
  });

  return {
    async subscribe({ name, email }: NewsletterSubscribe): Promise<void> {
      const existing = await subscribers.findByEmail(email);
      if (existing?.status === 'confirmado') return;
      // Over the limit nothing changes: the link already sent keeps working.
      if (!(await mayMailUnprovenRecipient(rateLimiter, email))) return;
      const token = newSecretToken();
      const pending = {
        name,
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(now().getTime() + NEWSLETTER_CONFIRM_TTL_MS),
      };
      let row: SubscriberRow;
      if (existing) {
        row = await subscribers.renewConfirmation(existing.id, pending);
      } else {
        try {
          row = await subscribers.insertPending({
            ...pending,
            email,
            unsubscribeToken: newSecretToken(),
          });
        } catch (error) {
          // The same address signed up at the same moment: that request sends the link.
          if (isUniqueViolation(error, NEWSLETTER_EMAIL_UNIQUE)) return;
          throw error;
        }
      }
      mailer.sendInBackground(newsletterConfirmMail(recipient(row), links.confirm(token)));
    },

    /** Following the link twice is fine; an expired, replaced or unknown link is not. */
    async confirm(token: string): Promise<void> {
      const row = await subscribers.findByConfirmTokenHash(hashToken(token));
      if (!row || row.status === 'baja') throw invalidToken();
      if (row.status === 'confirmado') return;
      if (!row.confirmExpiresAt || row.confirmExpiresAt <= now()) throw invalidToken();
      if (await subscribers.confirm(row.id, now())) {
        mailer.sendInBackground(newsletterWelcomeMail(recipient(row), links.adoptions));
      }
    },

    /** Idempotent: a second click on the same link answers the same. */
    async unsubscribe(token: string): Promise<void> {
      const row = await subscribers.findByUnsubscribeToken(token);
      if (!row) throw invalidToken();
      await subscribers.unsubscribe(row.id, now());
    },
  };
}
