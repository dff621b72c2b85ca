/**
 * Eliminar mi cuenta: a clear warning, the password again, then one last
 * confirmation. On success the user goes to the home page, where the session
 * and every cached query of the old account are dropped; a wrong password is
 * told on its field.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { commonMessages } from '@huella/shared/messages/common';
import { deleteAccountSchema, type DeleteAccountRequest } from '@huella/shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { useDeleteAccountMutation } from '../api/delete-account';
import { asyncHandler } from '../../../lib/async-handler';

const dataRightsText = accountMessages.dataRights;

export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const mutation = useDeleteAccountMutation();
  const dialog = useDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const warningId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  // The form opens on demand: the password field is where the user goes next.
  useEffect(() => setFocus('password'), [setFocus]);

  // Once the account is gone: home, and there the session ends. Ending it while
  // /dashboard is still on screen would let its guard win the race and send
  // the user to /login instead.
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (!deleted) return;
    void navigate('/', { replace: true });
    return () => {
      sessionStore.clear();
      // Whatever was cached belonged to the account that no longer exists.
      queryClient.clear();
      toast.success(dataRightsText.deleted);
    };
  }, [deleted, navigate, queryClient]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    const confirmed = await dialog.confirm({
      title: dataRightsText.confirmTitle,
      message: dataRightsText.confirmMessage,
      confirmLabel: dataRightsText.confirmLabel,
      type: 'error',
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync({ password });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.warn('Account deletion failed', error);
        setServerError(commonMessages.errors.unknown);
        return;
      }
      const field = error.fields.password?.[0];
      if (field) setError('password', { message: field }, { shouldFocus: true });
      else setServerError(error.message);
      return;
    }
    setDeleted(true);
  });

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={warningId}
      className="mt-6 space-y-5 rounded-xl border border-red-200 bg-red-50/60 p-4 sm:p-6"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold text-danger">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        {dataRightsText.deleteTitle}
      </h3>
      <div id={warningId} className="space-y-2 text-ink">
        <p>{dataRightsText.deleteWarning}</p>
        <p className="text-sm text-muted">{dataRightsText.deleteHint}</p>
      </div>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <PasswordField
        label={dataRightsText.password}
        autoComplete="current-password"
        // An old password may predate today's rules; only the server checks it.
        maxLength={1024}
        error={errors.password?.message}
        className="max-w-sm"
        {...register('password')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting || deleted}>
          {dataRightsText.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting || deleted}>
          <Trash2 className="size-4" aria-hidden="true" />
          {mutation.isPending || deleted ? commonMessages.processing : dataRightsText.delete}
        </Button>
      </div>
    </form>
  );
}
