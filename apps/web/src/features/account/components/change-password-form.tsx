/**
 * Cambiar contraseña: the current password and a new one with the usual
 * rules. The server answers with a fresh token pair (every other session is
 * closed) which replaces the stored one.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { KeyRound } from 'lucide-react';
import { accountMessages, authMessages, commonMessages } from '@huella/shared/messages';
import { changePasswordSchema } from '@huella/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { useChangePasswordMutation, type ChangePasswordRequest } from '../api/change-password';
import { SectionPanel } from './section-panel';

const c = authMessages.changePassword;

export function ChangePasswordForm() {
  const mutation = useChangePasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setDone(false);
    try {
      await mutation.mutateAsync(values);
      reset();
      setDone(true);
      toast.success(c.done);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.warn('Password change failed', error);
        setServerError(commonMessages.errors.unknown);
        return;
      }
      const current = error.fields.current_password?.[0];
      const next = error.fields.new_password?.[0];
      if (current) setError('current_password', { message: current }, { shouldFocus: true });
      if (next) setError('new_password', { message: next }, { shouldFocus: !current });
      if (!current && !next) setServerError(error.message);
    }
  });

  return (
    <SectionPanel title={c.title}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        {done ? <FormAlert tone="success">{c.done}</FormAlert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label={c.current}
            autoComplete="current-password"
            // The current password may predate today's rules; only the server checks it.
            maxLength={1024}
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordField
            label={c.next}
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            <KeyRound className="size-4" aria-hidden="true" />
            {isSubmitting ? commonMessages.processing : accountMessages.changePassword.submit}
          </Button>
        </div>
      </form>
    </SectionPanel>
  );
}
