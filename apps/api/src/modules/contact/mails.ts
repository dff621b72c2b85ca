/** Contact form emails: the message to the info mailbox (Reply-To the sender) and the sender's acknowledgement. */
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

export function contactAcknowledgementMail(message: ContactMessage) {
  const t = mailMessages.contactAck;
  return renderMail({
    to: message.email,
    name: message.name,
    subject: t.subject,
    paragraphs: [t.intro, t.copy],
    quote: `${message.subject}\n\n${message.message}`,
  });
}
