/**
 * "Forgot password" (PRODUCT.md): asks for the email and always answers with
 * the same neutral message, so the form never reveals who has an account.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { authMessages } from '@huella/shared/messages/auth';
import { commonMessages } from '@huella/shared/messages/common';
import { passwordResetRequestSchema } from '@huella/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { serverMessage } from '../utils/server-message';
import { asyncHandler } from '../../../lib/async-handler';
import { legalMessages } from '@huella/shared/messages/legal';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';

type RequestForm = z.infer<typeof passwordResetRequestSchema>;

export function PasswordResetRequestForm() {
  const mutation = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestForm>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await mutation.mutateAsync(email);
      setSent(true);
    } catch (error) {
      setServerError(serverMessage(error, commonMessages.errors.unknown));
    }
  });

  if (sent) return <FormAlert tone="success">{authMessages.reset.requestSent}</FormAlert>;

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="space-y-5">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <TextField
        label={authMessages.login.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? commonMessages.processing : authMessages.reset.requestSubmit}
      </Button>
      <PrivacyNotice purpose={legalMessages.privacy.purposes.passwordReset} />
    </form>
  );
}
