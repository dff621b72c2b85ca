/** The goodbye email after an account is deleted, sent to the address it had. */
import { mailMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const accountDeletedText = mailMessages.accountDeleted;

export function accountDeletedMail(to: string, name: string, infoMailbox: string) {
  return renderMail({
    to,
    name,
    subject: accountDeletedText.subject,
    paragraphs: [accountDeletedText.intro, accountDeletedText.removed, accountDeletedText.comeBack],
    notes: [accountDeletedText.notYou(infoMailbox)],
    replyTo: infoMailbox,
  });
}
