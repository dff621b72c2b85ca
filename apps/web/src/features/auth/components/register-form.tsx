/**
 * Registration (spec §2, §5, §8): name, email, password twice and the terms.
 * On success a toast, the news that a confirmation link is on its way, then a progress bar that runs down 2 % every 50 ms
 * before going to /login with the e-mail filled in (navigation state, never
 * stored); on failure the server's message in a red box (a 429 says why) and
 * the 'Error en el registro' toast. A privacy line says what the data is for.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import {
  REGISTER_PROGRESS_STEP_PERCENT,
  REGISTER_PROGRESS_TICK_MS,
} from '@huella/shared/constants';
import { accountEmailMessages } from '@huella/shared/messages/account-email';
import { authMessages } from '@huella/shared/messages/auth';
import { commonMessages } from '@huella/shared/messages/common';
import {
  registerFormSchema,
  type RegisterForm as RegisterFormValues,
} from '@huella/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useRegisterMutation } from '../api/register';
import { serverMessage } from '../utils/server-message';
import { asyncHandler } from '../../../lib/async-handler';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';
import { legalMessages } from '@huella/shared/messages/legal';
import { loginPrefillState } from '../utils/login-prefill';

const registerText = authMessages.register;

export function RegisterForm() {
  const registerMutation = useRegisterMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
  });

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      await registerMutation.mutateAsync({
        first_name: form.name,
        last_name: '',
        email: form.email,
        password: form.password,
      });
      toast.success(registerText.success);
      setRegistered(form.email.trim());
    } catch (error) {
      setServerError(serverMessage(error, registerText.error, registerText.error));
      toast.error(registerText.errorToast);
    }
  });

  if (registered !== null) return <RegisteredCountdown email={registered} />;

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="space-y-5">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <TextField
        label={registerText.name}
        autoComplete="given-name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={registerText.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={registerText.password}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={registerText.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <Checkbox
        label={
          <>
            {registerText.termsPrefix}{' '}
            <Link
              to="/legal"
              target="_blank"
              className="font-semibold text-accent underline underline-offset-2"
            >
              {registerText.termsLink}
            </Link>
          </>
        }
        error={errors.terms?.message}
        {...register('terms')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? commonMessages.processing : registerText.submit}
      </Button>
      <PrivacyNotice purpose={legalMessages.privacy.purposes.register} />
    </form>
  );
}

/** The run-down bar of spec §4: 100 → 0 in steps of 2 % every 50 ms, then /login. */
function RegisteredCountdown({ email }: { email: string }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(100);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setProgress((value) => Math.max(0, value - REGISTER_PROGRESS_STEP_PERCENT));
    }, REGISTER_PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (progress === 0) void navigate('/login', { replace: true, state: loginPrefillState(email) });
  }, [progress, navigate, email]);

  return (
    <div className="space-y-5">
      <FormAlert tone="success">
        <p className="font-semibold">{registerText.success}</p>
        <p>{accountEmailMessages.registered}</p>
        <p>{registerText.redirecting}</p>
      </FormAlert>
      <div
        role="progressbar"
        aria-label={registerText.redirecting}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 overflow-hidden rounded-full bg-secondary/60"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-75 ease-linear"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="text-center text-sm">
        <Link
          to="/login"
          replace
          state={loginPrefillState(email)}
          className="font-semibold text-accent underline-offset-4 hover:underline"
        >
          {registerText.toLogin}
        </Link>
      </p>
    </div>
  );
}
