/** The password reset email. */
import { PASSWORD_RESET_TTL_MS } from '@huella/shared/constants';
import { mailMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const passwordResetText = mailMessages.passwordReset;

export const passwordResetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/recuperar-contrasena/nueva?token=${encodeURIComponent(token)}`;

export function passwordResetMail(to: string, name: string, url: string) {
  return renderMail({
    to,
    name,
    subject: passwordResetText.subject,
    paragraphs: [passwordResetText.intro],
    action: { label: passwordResetText.action, url },
    notes: [
      passwordResetText.expiry(Math.round(PASSWORD_RESET_TTL_MS / 3_600_000)),
      passwordResetText.ignore,
    ],
  });
}
