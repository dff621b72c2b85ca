/**
 * /newsletter/baja?token=… — the unsubscribe link at the foot of every
 * newsletter mail. Nothing happens until the reader confirms with a button
 * (mail scanners open links too), then the outcome is shown.
 */
import { useSearchParams } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { newsletterMessages } from '@huella/shared/messages/newsletter';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { apiErrorMessage } from '../lib/api-form-errors';
import { useUnsubscribeFromNewsletterMutation } from '../features/newsletter/api/unsubscribe-from-newsletter';
import { NewsletterPanel } from '../features/newsletter/components/newsletter-panel';

const unsubscribeText = newsletterMessages.unsubscribe;

export default function NewsletterUnsubscribe() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const unsubscribe = useUnsubscribeFromNewsletterMutation();

  if (!token) {
    return (
      <NewsletterPanel tone="error" title={unsubscribeText.errorTitle}>
        <FormAlert className="w-full text-left">{unsubscribeText.missingToken}</FormAlert>
        <ButtonLink to="/" variant="primary">
          {newsletterMessages.backHome}
        </ButtonLink>
      </NewsletterPanel>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <NewsletterPanel tone="success" title={unsubscribeText.doneTitle}>
        <p role="status" className="text-lg">
          {unsubscribeText.doneText}
        </p>
        <ButtonLink to="/" variant="primary">
          {newsletterMessages.backHome}
        </ButtonLink>
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel
      tone={unsubscribe.isError ? 'error' : 'question'}
      title={unsubscribe.isError ? unsubscribeText.errorTitle : unsubscribeText.title}
    >
      <p className="text-lg">{unsubscribeText.question}</p>
      {unsubscribe.isError ? (
        <FormAlert className="w-full text-left">{apiErrorMessage(unsubscribe.error)}</FormAlert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="accent"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? commonMessages.processing : unsubscribeText.submit}
        </Button>
        <ButtonLink to="/" variant="ghost">
          {newsletterMessages.backHome}
        </ButtonLink>
      </div>
    </NewsletterPanel>
  );
}
