/**
 * The page behind an unsubscribe link in a mail (the newsletter's, a saved
 * search's alerts): nothing happens until the reader confirms with a button
 * (mail scanners open links too), then the outcome is shown.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { commonMessages } from '@huella/shared/messages/common';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/api-form-errors';
import { NewsletterPanel } from './newsletter-panel';

export interface UnsubscribeTexts {
  title: string;
  question: string;
  submit: string;
  doneTitle: string;
  doneText: string;
  errorTitle: string;
  missingToken: string;
}

interface UnsubscribeConfirmProps {
  token: string | null;
  texts: UnsubscribeTexts;
  backHome: string;
  unsubscribe: UseMutationResult<unknown, Error, string>;
}

export function UnsubscribeConfirm({
  token,
  texts,
  backHome,
  unsubscribe,
}: UnsubscribeConfirmProps) {
  const home = (
    <ButtonLink to="/" variant="primary">
      {backHome}
    </ButtonLink>
  );
  if (!token) {
    return (
      <NewsletterPanel tone="error" title={texts.errorTitle}>
        <FormAlert className="w-full text-left">{texts.missingToken}</FormAlert>
        {home}
      </NewsletterPanel>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <NewsletterPanel tone="success" title={texts.doneTitle}>
        <p role="status" className="text-lg">
          {texts.doneText}
        </p>
        {home}
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel
      tone={unsubscribe.isError ? 'error' : 'question'}
      title={unsubscribe.isError ? texts.errorTitle : texts.title}
    >
      <p className="text-lg">{texts.question}</p>
      {unsubscribe.isError ? (
        <FormAlert className="w-full text-left">{apiErrorMessage(unsubscribe.error)}</FormAlert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="accent"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? commonMessages.processing : texts.submit}
        </Button>
        <ButtonLink to="/" variant="ghost">
          {backHome}
        </ButtonLink>
      </div>
    </NewsletterPanel>
  );
}
