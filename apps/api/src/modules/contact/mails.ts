/**
 * Contact form emails: the message to the info mailbox (Reply-To the sender)
 * and the sender's acknowledgement. Anyone can type any address in the form,
 * so the acknowledgement carries nothing they typed (no name, subject or
 * message): it cannot carry someone else's words to a stranger's inbox.
 */
import { mailMessages } from '@huella/shared/messages';
import type { ContactMessage } from '@huella/shared/schemas/contact';
import { renderMail } from '../../lib/mail-layout';

export function contactToInfoMail(infoMailbox: string, message: ContactMessage) {
  const t = mailMessages.contactToInfo;
  return renderMail({
    to: infoMailbox,
    name: '',
    internal: true,
    subject: t.subject(message.subject),
    paragraphs: [
      t.intro,
      `${t.from}: ${message.name}\n${t.email}: ${message.email}\n${t.subjectLabel}: ${message.subject}`,
    ],
    quote: message.message,
    notes: [t.replyHint],
    replyTo: message.email,
  });
}

export function contactAcknowledgementMail(to: string) {
  const t = mailMessages.contactAck;
  return renderMail({
    to,
    name: '',
    subject: t.subject,
    paragraphs: [t.intro],
    notes: [t.notYou],
  });
}
