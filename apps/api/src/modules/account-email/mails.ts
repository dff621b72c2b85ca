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

const t = accountEmailMessages.mails;
const ttlHours = Math.round(EMAIL_CONFIRMATION_TTL_MS / 3_600_000);

export const emailConfirmationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirmar-correo?token=${encodeURIComponent(token)}`;

/** The link that confirms the address of a new account. */
export function confirmEmailMail(to: string, url: string) {
  return renderMail({
    to,
    name: '',
    subject: t.confirm.subject,
    paragraphs: [t.confirm.intro],
    action: { label: t.confirm.action, url },
    notes: [t.confirm.expiry(ttlHours), t.confirm.ignore],
  });
}

/** The link, mailed to the new address, that completes a change of address. */
export function confirmNewEmailMail(to: string, url: string) {
  return renderMail({
    to,
    name: '',
    subject: t.confirmChange.subject,
    paragraphs: [t.confirmChange.intro],
    action: { label: t.confirmChange.action, url },
    notes: [t.confirm.expiry(ttlHours), t.confirmChange.ignore],
  });
}

/** To the owner of an address someone else tried to register or move an account to. */
export function addressInUseMail(to: string, name: string, loginUrl: string) {
  return renderMail({
    to,
    name,
    subject: t.addressInUse.subject,
    paragraphs: [t.addressInUse.intro, t.addressInUse.ifYou],
    action: { label: t.addressInUse.action, url: loginUrl },
    notes: [t.addressInUse.ignore],
  });
}

/** To the current address when a change to `newEmail` is asked for. */
export function changeRequestedMail(to: string, name: string, newEmail: string, mailbox: string) {
  return renderMail({
    to,
    name,
    subject: t.changeRequested.subject,
    paragraphs: [t.changeRequested.intro(newEmail), t.changeRequested.keep],
    notes: [t.changeRequested.notYou(mailbox)],
    replyTo: mailbox,
  });
}

/** To the previous address once the new one is confirmed. */
export function emailChangedMail(to: string, name: string, newEmail: string, mailbox: string) {
  return renderMail({
    to,
    name,
    subject: t.emailChanged.subject,
    paragraphs: [t.emailChanged.intro(newEmail)],
    notes: [t.emailChanged.notYou(mailbox)],
    replyTo: mailbox,
  });
}

/** To the account's address after its password changed (from Mi cuenta or a reset link). */
export function passwordChangedMail(to: string, name: string, mailbox: string) {
  return renderMail({
    to,
    name,
    subject: t.passwordChanged.subject,
    paragraphs: [t.passwordChanged.intro],
    notes: [t.passwordChanged.notYou(mailbox)],
    replyTo: mailbox,
  });
}
