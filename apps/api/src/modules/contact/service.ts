/**
 * The contact form: each message is stored (staff can read it even if a mail
 * fails) and mailed to the info mailbox, with an acknowledgement to the sender.
 * A filled-in honeypot gets the usual answer and nothing else. The typed
 * address may be anyone's: acknowledgements to one address are limited per
 * day, whatever the source (see lib/unproven-recipient.ts).
 */
import type { ContactMessage } from '@huella/shared/schemas/contact';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limit';
import { mayMailUnprovenRecipient } from '../../lib/unproven-recipient';
import { contactAcknowledgementMail, contactToInfoMail } from './mails';
import { createContactRepository } from './repository';

export interface ContactServiceDeps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  config: Config;
}

export function createContactService({ db, mailer, rateLimiter, config }: ContactServiceDeps) {
  const messages = createContactRepository(db);
  return {
    async send(
      message: ContactMessage,
      sender: { userId: number | null; ip: string },
    ): Promise<void> {
      if (message.website.trim() !== '') return;
      await messages.insert({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        userId: sender.userId,
        ip: sender.ip.slice(0, 64),
      });
      mailer.sendInBackground(contactToInfoMail(config.infoMailbox, message));
      if (await mayMailUnprovenRecipient(rateLimiter, message.email)) {
        mailer.sendInBackground(contactAcknowledgementMail(message.email));
      }
    },
  };
}
