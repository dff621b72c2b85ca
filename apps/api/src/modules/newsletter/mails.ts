/**
 * Newsletter emails: the confirmation (double opt-in) and the welcome. Both
 * carry the unsubscribe link. The confirmation goes to an address nobody has
 * proved to be theirs yet, so it greets no one by the name typed in the form.
 */
import { NEWSLETTER_CONFIRM_TTL_MS } from '@huella/shared/constants';
import { mailMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

export const newsletterLinks = (publicUrl: string) => ({
  confirm: (token: string) =>
    `${publicUrl}/newsletter/confirmar?token=${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `${publicUrl}/newsletter/baja?token=${encodeURIComponent(token)}`,
  adoptions: `${publicUrl}/adopciones`,
});

interface Recipient {
  to: string;
  name: string;
  unsubscribeUrl: string;
}

export function newsletterConfirmMail(
  { to, unsubscribeUrl }: Omit<Recipient, 'name'>,
  confirmUrl: string,
) {
  const t = mailMessages.newsletterConfirm;
  return renderMail({
    to,
    name: '',
    subject: t.subject,
    paragraphs: [t.intro],
    action: { label: t.action, url: confirmUrl },
    notes: [t.expiry(Math.round(NEWSLETTER_CONFIRM_TTL_MS / 86_400_000)), t.ignore],
    unsubscribeUrl,
  });
}

export function newsletterWelcomeMail(
  { to, name, unsubscribeUrl }: Recipient,
  adoptionsUrl: string,
) {
  const t = mailMessages.newsletterWelcome;
  return renderMail({
    to,
    name,
    subject: t.subject,
    paragraphs: [t.intro, t.body],
    action: { label: t.action, url: adoptionsUrl },
    unsubscribeUrl,
  });
}
