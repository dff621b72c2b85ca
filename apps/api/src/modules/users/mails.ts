/** The goodbye email after an account is deleted, sent to the address it had. */
import { mailMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const t = mailMessages.accountDeleted;

export function accountDeletedMail(to: string, name: string, infoMailbox: string) {
  return renderMail({
    to,
    name,
    subject: t.subject,
    paragraphs: [t.intro, t.removed, t.comeBack],
    notes: [t.notYou(infoMailbox)],
    replyTo: infoMailbox,
  });
}
