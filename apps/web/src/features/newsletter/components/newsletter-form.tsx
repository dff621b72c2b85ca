/**
 * The newsletter sign-up form: name and email, validated in Spanish with the
 * server's own schema. Loaded lazily by NewsletterSignup, so the footer does
 * not put the validation libraries on the critical path of every page.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { commonMessages } from '@huella/shared/messages/common';
import { newsletterMessages } from '@huella/shared/messages/newsletter';
import {
  newsletterSubscribeSchema,
  type NewsletterSubscribe,
} from '@huella/shared/schemas/newsletter';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { useSubscribeToNewsletterMutation } from '../api/subscribe-to-newsletter';
import { asyncHandler } from '../../../lib/async-handler';
import { legalMessages } from '@huella/shared/messages/legal';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';

const formText = newsletterMessages.form;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const subscribe = useSubscribeToNewsletterMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscribe>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { name: '', email: '' },
  });

  const onSubmit = handleSubmit(async (subscriber) => {
    setOutcome(null);
    try {
      await subscribe.mutateAsync(subscriber);
      reset();
      setOutcome({ tone: 'success', text: formText.sent });
    } catch (error) {
      if (!setApiFieldErrors(error, setError, ['name', 'email'])) {
        setOutcome({ tone: 'error', text: apiErrorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={formText.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={formText.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-primary/90">{formText.privacy}</p>
        <Button type="submit" variant="primary" disabled={isSubmitting} className="shrink-0">
          {isSubmitting ? commonMessages.processing : formText.submit}
        </Button>
      </div>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <PrivacyNotice purpose={legalMessages.privacy.purposes.newsletter} tone="primary" />
    </form>
  );
}
