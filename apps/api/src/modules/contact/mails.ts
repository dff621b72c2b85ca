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
  const contactToInfoText = mailMessages.contactToInfo;
  return renderMail({
    to: infoMailbox,
    name: '',
    internal: true,
    subject: contactToInfoText.subject(message.subject),
    paragraphs: [
      contactToInfoText.intro,
      `${contactToInfoText.from}: ${message.name}\n${contactToInfoText.email}: ${message.email}\n${contactToInfoText.subjectLabel}: ${message.subject}`,
    ],
    quote: message.message,
    notes: [contactToInfoText.replyHint],
    replyTo: message.email,
  });
}

export function contactAcknowledgementMail(to: string) {
  const contactAckText = mailMessages.contactAck;
  return renderMail({
    to,
    name: '',
    subject: contactAckText.subject,
    paragraphs: [contactAckText.intro],
    notes: [contactAckText.notYou],
  });
}
