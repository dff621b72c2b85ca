/**
 * The page the reset email links to: a new password typed twice with the
 * registration rules. A used, expired or missing link says so and offers a
 * new one; success points to /login.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { authMessages } from '@huella/shared/messages/auth';
import { commonMessages } from '@huella/shared/messages/common';
import { newPasswordFormSchema, type NewPasswordForm } from '@huella/shared/schemas/auth';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { useConfirmPasswordResetMutation } from '../api/confirm-password-reset';
import { serverMessage } from '../utils/server-message';
import { asyncHandler } from '../../../lib/async-handler';

const resetText = authMessages.reset;

function RequestNewLink() {
  return (
    <Link
      to="/recuperar-contrasena"
      className="font-semibold text-accent underline underline-offset-2"
    >
      {resetText.requestNew}
    </Link>
  );
}

export function PasswordResetConfirmForm({ token }: { token: string | null }) {
  const mutation = useConfirmPasswordResetMutation();
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <FormAlert>
        <p>{resetText.missingToken}</p>
        <p className="mt-2">
          <RequestNewLink />
        </p>
      </FormAlert>
    );
  }

  if (outcome === 'done') {
    return (
      <div className="space-y-5">
        <FormAlert tone="success">{resetText.done}</FormAlert>
        <ButtonLink to="/login" replace size="lg" className="w-full">
          {resetText.backToLogin}
        </ButtonLink>
      </div>
    );
  }

  if (outcome === 'invalid') {
    return (
      <FormAlert>
        <p>{resetText.invalidToken}</p>
        <p className="mt-2">
          <RequestNewLink />
        </p>
      </FormAlert>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await mutation.mutateAsync({ token, password });
      setOutcome('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') setOutcome('invalid');
      else setServerError(serverMessage(error, commonMessages.errors.unknown));
    }
  });

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="space-y-5">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <PasswordField
        label={resetText.newPassword}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={authMessages.register.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? commonMessages.processing : resetText.confirmSubmit}
      </Button>
    </form>
  );
}
