/**
 * /newsletter/confirmar?token=… — the double opt-in link from the sign-up
 * mail. The confirmation is sent once on arrival and its outcome shown.
 */
import { useSearchParams } from 'react-router';
import { newsletterMessages } from '@huella/shared/messages/newsletter';
import { ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { apiErrorMessage } from '../lib/api-form-errors';
import { useNewsletterConfirmation } from '../features/newsletter/api/confirm-newsletter-subscription';
import { NewsletterPanel } from '../features/newsletter/components/newsletter-panel';

const confirmText = newsletterMessages.confirm;

const backHome = (
  <ButtonLink to="/" variant="primary">
    {newsletterMessages.backHome}
  </ButtonLink>
);

export default function NewsletterConfirm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirmation = useNewsletterConfirmation(token);

  if (!token) {
    return (
      <NewsletterPanel tone="error" title={confirmText.errorTitle}>
        <FormAlert className="w-full text-left">{confirmText.missingToken}</FormAlert>
        {backHome}
      </NewsletterPanel>
    );
  }
  if (confirmation.isError) {
    return (
      <NewsletterPanel tone="error" title={confirmText.errorTitle}>
        <FormAlert className="w-full text-left">{apiErrorMessage(confirmation.error)}</FormAlert>
        {backHome}
      </NewsletterPanel>
    );
  }
  if (confirmation.isSuccess) {
    return (
      <NewsletterPanel tone="success" title={confirmText.doneTitle}>
        <p role="status" className="text-lg">
          {confirmText.doneText}
        </p>
        {backHome}
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel tone="pending" title={confirmText.title}>
      <p role="status" className="text-lg">
        {confirmText.loading}
      </p>
    </NewsletterPanel>
  );
}
