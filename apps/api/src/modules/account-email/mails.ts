/**
 * The mails about the account's address. Those to an address not yet proved to
 * be the account's (the confirmation links, the notice that an address is in
 * use) carry no text typed by a user, not even a name: whoever registers can
 * type anyone's address. Notices to the account's confirmed address carry no
 * link that could be abused.
 */
import { EMAIL_CONFIRMATION_TTL_MS } from '@huella/shared/constants';
import { accountEmailMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const accountEmailMails = accountEmailMessages.mails;
const ttlHours = Math.round(EMAIL_CONFIRMATION_TTL_MS / 3_600_000);

export const emailConfirmationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirmar-correo?token=${encodeURIComponent(token)}`;

/** The link that confirms the address of a new account. */
export function confirmEmailMail(to: string, url: string) {
  return renderMail({
    to,
    name: '',
    subject: accountEmailMails.confirm.subject,
    paragraphs: [accountEmailMails.confirm.intro],
    action: { label: accountEmailMails.confirm.action, url },
    notes: [accountEmailMails.confirm.expiry(ttlHours), accountEmailMails.confirm.ignore],
  });
}

/** The link, mailed to the new address, that completes a change of address. */
export function confirmNewEmailMail(to: string, url: string) {
  return renderMail({
    to,
    name: '',
    subject: accountEmailMails.confirmChange.subject,
    paragraphs: [accountEmailMails.confirmChange.intro],
    action: { label: accountEmailMails.confirmChange.action, url },
    notes: [accountEmailMails.confirm.expiry(ttlHours), accountEmailMails.confirmChange.ignore],
  });
}

/** To the owner of an address someone else tried to register or move an account to. */
export function addressInUseMail(to: string, name: string, loginUrl: string) {
  return renderMail({
    to,
    name,
    subject: accountEmailMails.addressInUse.subject,
    paragraphs: [accountEmailMails.addressInUse.intro, accountEmailMails.addressInUse.ifYou],
    action: { label: accountEmailMails.addressInUse.action, url: loginUrl },
    notes: [accountEmailMails.addressInUse.ignore],
  });
}

/** To the current address when a change to `newEmail` is asked for. */
export function changeRequestedMail(to: string, name: string, newEmail: string, mailbox: string) {
  return renderMail({
    to,
    name,
    subject: accountEmailMails.changeRequested.subject,
    paragraphs: [
      accountEmailMails.changeRequested.intro(newEmail),
      accountEmailMails.changeRequested.keep,
    ],
    notes: [accountEmailMails.changeRequested.notYou(mailbox)],
    replyTo: mailbox,
  });
}

/** To the previous address once the new one is confirmed. */
export function emailChangedMail(to: string, name: string, newEmail: string, mailbox: string) {
  return renderMail({
    to,
    name,
    subject: accountEmailMails.emailChanged.subject,
    paragraphs: [accountEmailMails.emailChanged.intro(newEmail)],
    notes: [accountEmailMails.emailChanged.notYou(mailbox)],
    replyTo: mailbox,
  });
}

/** To the account's address after its password changed (from Mi cuenta or a reset link). */
export function passwordChangedMail(to: string, name: string, mailbox: string) {
  return renderMail({
    to,
    name,
    subject: accountEmailMails.passwordChanged.subject,
    paragraphs: [accountEmailMails.passwordChanged.intro],
    notes: [accountEmailMails.passwordChanged.notYou(mailbox)],
    replyTo: mailbox,
  });
}
