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
  const newsletterConfirmText = mailMessages.newsletterConfirm;
  return renderMail({
    to,
    name: '',
    subject: newsletterConfirmText.subject,
    paragraphs: [newsletterConfirmText.intro],
    action: { label: newsletterConfirmText.action, url: confirmUrl },
    notes: [
      newsletterConfirmText.expiry(Math.round(NEWSLETTER_CONFIRM_TTL_MS / 86_400_000)),
      newsletterConfirmText.ignore,
    ],
    unsubscribeUrl,
  });
}

export function newsletterWelcomeMail(
  { to, name, unsubscribeUrl }: Recipient,
  adoptionsUrl: string,
) {
  const newsletterWelcomeText = mailMessages.newsletterWelcome;
  return renderMail({
    to,
    name,
    subject: newsletterWelcomeText.subject,
    paragraphs: [newsletterWelcomeText.intro, newsletterWelcomeText.body],
    action: { label: newsletterWelcomeText.action, url: adoptionsUrl },
    unsubscribeUrl,
  });
}
