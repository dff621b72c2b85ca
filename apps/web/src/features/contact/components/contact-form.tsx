/**
 * The contact form (/contacto): validated in Spanish with the server's own
 * schema, errors per field (the server's too), a character count on the
 * message and a honeypot that people never see. A screen that links here may
 * fill in the subject (?asunto=); the person can still change it.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { contactMessages } from '@huella/shared/messages/contact';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@huella/shared/schemas/contact';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { useSendContactMessageMutation } from '../api/send-contact-message';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { asyncHandler } from '../../../lib/async-handler';
import { legalMessages } from '@huella/shared/messages/legal';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';

const formText = contactMessages.form;
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '', website: '' };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

interface ContactFormProps {
  /** The subject to start with (from the link that brought the person here). */
  defaultSubject?: string;
}

export function ContactForm({ defaultSubject = '' }: ContactFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...EMPTY, subject: defaultSubject },
  });
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;

  const onSubmit = handleSubmit(async (message) => {
    setOutcome(null);
    try {
      await send.mutateAsync(message);
      reset(EMPTY);
      setOutcome({ tone: 'success', text: formText.sent });
    } catch (error) {
      if (!setApiFieldErrors(error, setError, ['name', 'email', 'subject', 'message'])) {
        setOutcome({ tone: 'error', text: apiErrorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
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
      <TextField
        label={formText.subject}
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label={formText.message}
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        counter={formText.counter(messageLength, CONTACT_MESSAGE_MAX_LENGTH)}
        counterTone={messageLength >= CONTACT_MESSAGE_MAX_LENGTH ? 'warning' : 'normal'}
        {...register('message')}
      />

      {/* Honeypot: off-screen, hidden from assistive technology and out of the
          tab order, so only bots fill it in (the server then drops the message). */}
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
      >
        <label htmlFor="contact-website">{formText.website}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" variant="accent" size="lg" disabled={isSubmitting}>
          <Send className="size-5" aria-hidden="true" />
          {isSubmitting ? commonMessages.processing : formText.submit}
        </Button>
      </div>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <PrivacyNotice purpose={legalMessages.privacy.purposes.contact} />
    </form>
  );
}
