/**
 * Correo electrónico (Mi cuenta → Cuenta): the account's address, whether it
 * is confirmed (with "Reenviar correo de confirmación" until it is), a change
 * waiting for its confirmation, and "Cambiar correo", which asks for the new
 * address and the current password. The address changes only when the link
 * mailed to the new one is opened (PRODUCT.md, "Law and trust").
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { CheckCircle2, Mail } from 'lucide-react';
import { accountEmailMessages } from '@huella/shared/messages/account-email';
import { commonMessages } from '@huella/shared/messages/common';
import { changeEmailSchema, type ChangeEmailRequest } from '@huella/shared/schemas/account-email';
import type { User } from '@huella/shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useChangeEmailMutation, useResendEmailConfirmationMutation } from '../api/account-email';
import { SectionPanel } from '../../../components/ui/section-panel';
import { asyncHandler } from '../../../lib/async-handler';
import { useFoldingForm } from '../hooks/use-folding-form';

const messageOf = (error: unknown) => {
  if (error instanceof ApiError) return error.message;
  console.warn('E-mail request failed', error);
  return commonMessages.errors.unknown;
};

export function EmailSection({ user }: { user: User }) {
  const { open, setOpen, actionsRef } = useFoldingForm();
  const [requested, setRequested] = useState<string | null>(null);

  return (
    <SectionPanel
      title={accountEmailMessages.change.title}
      actions={
        open ? null : (
          <div ref={actionsRef}>
            <Button
              variant="secondary"
              onClick={() => {
                setRequested(null);
                setOpen(true);
              }}
            >
              <Mail className="size-4" aria-hidden="true" />
              {accountEmailMessages.change.open}
            </Button>
          </div>
        )
      }
    >
      <div className="space-y-5">
        {requested ? <FormAlert tone="success">{requested}</FormAlert> : null}
        {user.email_confirmed ? null : <UnconfirmedNotice email={user.email} />}
        {user.pending_email && !requested ? (
          <FormAlert tone="info">
            {accountEmailMessages.change.pending(user.pending_email)}
          </FormAlert>
        ) : null}
        {open ? (
          <ChangeEmailForm
            onCancel={() => setOpen(false)}
            onRequested={(detail) => {
              setRequested(detail);
              setOpen(false);
            }}
          />
        ) : (
          <dl className="rounded-xl border border-gray-200 lg:max-w-[calc(50%-1rem)]">
            <div className="grid gap-0.5 px-4 py-3 text-sm sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-3">
              <dt className="font-medium text-muted">{accountEmailMessages.change.current}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-ink [overflow-wrap:anywhere]">
                {user.email}
                {user.email_confirmed ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    <CheckCircle2 className="size-3.5" aria-hidden="true" />
                    {accountEmailMessages.notice.confirmed}
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </SectionPanel>
  );
}

function UnconfirmedNotice({ email }: { email: string }) {
  const resend = useResendEmailConfirmationMutation();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold">{accountEmailMessages.notice.title}</p>
        <p className="[overflow-wrap:anywhere]">{accountEmailMessages.notice.text(email)}</p>
        {resend.isSuccess ? <p className="mt-1 font-semibold">{resend.data.detail}</p> : null}
        {resend.isError ? (
          <p className="mt-1 font-semibold text-red-800">{messageOf(resend.error)}</p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? commonMessages.processing : accountEmailMessages.notice.resend}
      </Button>
    </div>
  );
}

function ChangeEmailForm({
  onCancel,
  onRequested,
}: {
  onCancel: () => void;
  onRequested: (detail: string) => void;
}) {
  const mutation = useChangeEmailMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', current_password: '' },
  });

  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { detail } = await mutation.mutateAsync(values);
      toast.success(detail);
      onRequested(detail);
    } catch (error) {
      const email = error instanceof ApiError ? error.fields.email?.[0] : undefined;
      const password = error instanceof ApiError ? error.fields.current_password?.[0] : undefined;
      if (email) setError('email', { message: email }, { shouldFocus: true });
      if (password) setError('current_password', { message: password }, { shouldFocus: !email });
      if (!email && !password) setServerError(messageOf(error));
    }
  });

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      noValidate
      aria-label={accountEmailMessages.change.title}
      className="space-y-5"
    >
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <p className="text-sm text-muted">{accountEmailMessages.change.hint}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={accountEmailMessages.change.newEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={accountEmailMessages.change.password}
          autoComplete="current-password"
          maxLength={1024}
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {accountEmailMessages.change.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Mail className="size-4" aria-hidden="true" />
          {isSubmitting ? commonMessages.processing : accountEmailMessages.change.submit}
        </Button>
      </div>
    </form>
  );
}
