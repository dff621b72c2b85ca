/**
 * Seguridad (spec §2 Cuenta: "Contraseña, Cambiar contraseña"): the password
 * is never shown; "Cambiar contraseña" opens a form with the current
 * password and the new one typed twice, under the spec's rules (§5). The
 * server answers with a fresh token pair (every other session is closed)
 * which replaces the stored one.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { KeyRound } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { authMessages } from '@huella/shared/messages/auth';
import { commonMessages } from '@huella/shared/messages/common';
import { changePasswordSchema } from '@huella/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { useChangePasswordMutation } from '../api/change-password';
import { SectionPanel } from '../../../components/ui/section-panel';
import { asyncHandler } from '../../../lib/async-handler';
import { useFoldingForm } from '../hooks/use-folding-form';

const changePasswordText = authMessages.changePassword;
const accountChangePasswordText = accountMessages.changePassword;

/** The request's fields plus the repeated new password, which only the browser checks. */
const changePasswordFormSchema = changePasswordSchema
  .extend({ repeat_password: z.string() })
  .refine((form) => form.new_password === form.repeat_password, {
    message: authMessages.validation.passwordsDontMatch,
    path: ['repeat_password'],
  });
type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export function ChangePasswordForm() {
  const { open, setOpen, actionsRef } = useFoldingForm();
  const [done, setDone] = useState(false);

  return (
    <SectionPanel
      title={accountMessages.profile.sections.security}
      actions={
        open ? null : (
          <div ref={actionsRef}>
            <Button
              variant="secondary"
              onClick={() => {
                setDone(false);
                setOpen(true);
              }}
            >
              <KeyRound className="size-4" aria-hidden="true" />
              {accountChangePasswordText.open}
            </Button>
          </div>
        )
      }
    >
      {done ? (
        <FormAlert tone="success" className="mb-5">
          {changePasswordText.done}
        </FormAlert>
      ) : null}
      {open ? (
        <PasswordForm
          onCancel={() => setOpen(false)}
          onChanged={() => {
            setDone(true);
            setOpen(false);
          }}
        />
      ) : (
        <dl className="rounded-xl border border-gray-200 lg:max-w-[calc(50%-1rem)]">
          <div className="grid gap-0.5 px-4 py-3 text-sm sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-3">
            <dt className="font-medium text-muted">{accountChangePasswordText.password}</dt>
            <dd className="text-ink">
              <span aria-hidden="true" className="tracking-widest">
                {accountChangePasswordText.hidden}
              </span>
              <span className="sr-only">{accountChangePasswordText.hiddenLabel}</span>
            </dd>
          </div>
        </dl>
      )}
    </SectionPanel>
  );
}

function PasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: () => void }) {
  const mutation = useChangePasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', repeat_password: '' },
  });

  // The form opens on demand: the current password is where the user goes next.
  useEffect(() => setFocus('current_password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setServerError(null);
    try {
      await mutation.mutateAsync({ current_password, new_password });
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
      return;
    }
    toast.success(changePasswordText.done);
    onChanged();
  });

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      noValidate
      aria-label={changePasswordText.title}
      className="space-y-5"
    >
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={changePasswordText.current}
          autoComplete="current-password"
          // The current password may predate today's rules; only the server checks it.
          maxLength={1024}
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label={changePasswordText.next}
          autoComplete="new-password"
          hint={accountChangePasswordText.rules}
          error={errors.new_password?.message}
          className="sm:col-start-1"
          {...register('new_password')}
        />
        <PasswordField
          label={accountChangePasswordText.repeat}
          autoComplete="new-password"
          error={errors.repeat_password?.message}
          {...register('repeat_password')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {accountChangePasswordText.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <KeyRound className="size-4" aria-hidden="true" />
          {isSubmitting ? commonMessages.processing : accountChangePasswordText.submit}
        </Button>
      </div>
    </form>
  );
}
