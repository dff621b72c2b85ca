/**
 * Login (spec §2, §5, §8): email and password checked with the shared schema,
 * 'Procesando...' while the call runs, the server's message in a red box on
 * failure; on success the session starts and the user goes to /dashboard (or
 * back to the protected page that sent them here). Coming from registration,
 * the e-mail is filled in and the password takes the focus.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { authMessages } from '@huella/shared/messages/auth';
import { commonMessages } from '@huella/shared/messages/common';
import type { LoginRequest } from '@huella/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLoginMutation } from '../api/login';
import { prefilledEmail } from '../utils/login-prefill';
import { redirectTarget } from '../utils/redirect-target';
import { serverMessage } from '../utils/server-message';
import { asyncHandler } from '../../../lib/async-handler';

const resolver = lazyZodResolver<LoginRequest>(
  async () => (await import('@huella/shared/schemas/auth')).loginRequestSchema,
);

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [email] = useState(() => prefilledEmail(location.state));
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver,
    defaultValues: { email, password: '' },
  });

  // The e-mail is there already: what is left to type is the password.
  useEffect(() => {
    if (email) setFocus('password');
  }, [email, setFocus]);

  const onSubmit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      await loginMutation.mutateAsync(credentials);
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      setServerError(serverMessage(error, authMessages.login.authError));
    }
  });

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      onFocus={resolver.preload}
      noValidate
      className="space-y-5"
    >
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <TextField
        label={authMessages.login.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          label={authMessages.login.password}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 text-right">
          <Link
            to="/recuperar-contrasena"
            className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {authMessages.login.forgot}
          </Link>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? commonMessages.processing : authMessages.login.submit}
      </Button>
    </form>
  );
}
