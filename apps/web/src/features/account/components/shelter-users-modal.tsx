/**
 * "Usuarios de {shelter}" (spec §2): the members with Nombre, Email and Rol
 * ("Usuario" when a role is not set), loading and empty texts. The shelter's
 * administrators invite an address (the person joins when they accept), see
 * the pending invitations (the address as typed, "Invitación pendiente") and
 * cancel them, and remove members, after a confirmation; anyone may leave.
 * What happened is said inside the modal, where focus is (the page's toasts
 * sit behind it).
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { LogOut, MailPlus, Trash2, X } from 'lucide-react';
import { MEMBERSHIP_ROLES } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import {
  shelterInvitationCreateSchema,
  type MyShelter,
  type ShelterInvitation,
  type ShelterInvitationCreate,
  type ShelterUser,
} from '@huella/shared/schemas/shelters';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { useSession } from '../../../lib/session';
import { formatLongDate } from '../../../lib/dates';
import { useCancelShelterInvitationMutation } from '../api/cancel-shelter-invitation';
import { useInviteToShelterMutation } from '../api/invite-to-shelter';
import { useShelterInvitations } from '../api/list-shelter-invitations';
import { useShelterUsers } from '../api/list-shelter-users';
import { useRemoveShelterUserMutation } from '../api/remove-shelter-user';
import { roleLabel } from './shelter-role';
import { asyncHandler } from '../../../lib/async-handler';

const usersText = sheltersMessages.users;

/** Spec §3: "name or first_name plus last_name"; the email when there is neither. */
export const memberName = (member: ShelterUser) =>
  member.name.trim() || `${member.first_name} ${member.last_name}`.trim() || member.email;

/** On a narrow screen a long address wraps before the @, not in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

interface ShelterUsersModalProps {
  shelter: MyShelter;
  open: boolean;
  onClose: () => void;
}

export function ShelterUsersModal({ shelter, open, onClose }: ShelterUsersModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={usersText.title(shelter.name)}
      closeLabel={usersText.close}
    >
      <ShelterUsers key={shelter.id} shelter={shelter} onLeft={onClose} />
    </Modal>
  );
}

function ShelterUsers({ shelter, onLeft }: { shelter: MyShelter; onLeft: () => void }) {
  const query = useShelterUsers(shelter.id, true);
  const remove = useRemoveShelterUserMutation(shelter.id);
  const dialog = useDialog();
  const { email } = useSession();
  const [notice, setNotice] = useState('');
  const isAdmin = shelter.role === 'administrador';
  const isMe = (member: ShelterUser) =>
    Boolean(email) && member.email.toLowerCase() === email!.toLowerCase();

  const removeMember = async (member: ShelterUser) => {
    const leaving = isMe(member);
    const name = memberName(member);
    const confirmed = await dialog.confirm(
      leaving
        ? {
            title: usersText.remove.leaveTitle,
            message: usersText.remove.leaveMessage(shelter.name),
            confirmLabel: usersText.remove.leaveConfirmLabel,
          }
        : {
            title: usersText.remove.confirmTitle,
            message: usersText.remove.confirmMessage(name, shelter.name),
            confirmLabel: usersText.remove.confirmLabel,
          },
    );
    if (!confirmed) return;
    setNotice('');
    try {
      await remove.mutateAsync({ userId: member.id, leaving });
      if (leaving) {
        onLeft();
        toast.success(usersText.remove.left(shelter.name));
      } else {
        setNotice(usersText.remove.success(name));
      }
    } catch (error) {
      await dialog.alert({
        title: commonMessages.dialog.error,
        message: apiErrorMessage(error),
        type: 'error',
      });
    }
  };

  const users = query.data?.users;
  let list;
  if (query.isPending) {
    list = <Spinner label={usersText.loading} showLabel />;
  } else if (query.isError) {
    list = <LoadError message={usersText.loadError} onRetry={() => void query.refetch()} />;
  } else if (!users || users.length === 0) {
    list = <p className="text-muted">{usersText.empty}</p>;
  } else {
    list = (
      <>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{usersText.title(shelter.name)}</caption>
            <thead className="border-b border-gray-200 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {usersText.columns.name}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {usersText.columns.email}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {usersText.columns.role}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{usersText.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {users.map((member) => {
                const name = memberName(member);
                const me = isMe(member);
                return (
                  <tr key={member.id} className="align-top">
                    <td className="py-3 pr-3 font-medium text-ink">
                      {name}
                      {me ? <span className="font-normal text-muted"> {usersText.you}</span> : null}
                    </td>
                    <td className="py-3 pr-3 text-muted [overflow-wrap:anywhere]">
                      <BreakableEmail email={member.email} />
                    </td>
                    <td className="py-3 pr-3 whitespace-nowrap">{roleLabel(member.role)}</td>
                    <td className="py-2 text-right">
                      {me ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => void removeMember(member)}
                          disabled={remove.isPending}
                        >
                          <LogOut className="size-4" aria-hidden="true" />
                          <span className="sr-only sm:not-sr-only">
                            {usersText.remove.leaveLabel}
                          </span>
                        </Button>
                      ) : isAdmin ? (
                        <button
                          type="button"
                          onClick={() => void removeMember(member)}
                          disabled={remove.isPending}
                          aria-label={usersText.remove.label(name)}
                          className="rounded-full p-2 text-danger hover:bg-red-50 disabled:opacity-60"
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {query.data && query.data.total > users.length ? (
          <p className="mt-3 text-sm text-muted">
            {usersText.shown(users.length, query.data.total)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="space-y-6 px-5 py-6 sm:px-6">
      {isAdmin ? <InviteForm shelterId={shelter.id} onInvited={setNotice} /> : null}
      <p role="status" className={notice ? 'font-medium text-success' : 'sr-only'}>
        {notice}
      </p>
      {list}
      {isAdmin ? <PendingInvitations shelterId={shelter.id} onCancelled={setNotice} /> : null}
    </div>
  );
}

function InviteForm({
  shelterId,
  onInvited,
}: {
  shelterId: number;
  onInvited: (notice: string) => void;
}) {
  const headingId = useId();
  const invite = useInviteToShelterMutation(shelterId);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof shelterInvitationCreateSchema>, unknown, ShelterInvitationCreate>({
    resolver: zodResolver(shelterInvitationCreateSchema),
    defaultValues: { email: '', role: 'miembro' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    onInvited('');
    try {
      const invitation = await invite.mutateAsync(values);
      reset();
      onInvited(usersText.invite.success(invitation.email));
    } catch (error) {
      if (!setApiFieldErrors(error, setError, ['email', 'role']))
        setFailure(apiErrorMessage(error));
    }
  });

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      noValidate
      aria-labelledby={headingId}
      className="rounded-xl bg-surface p-4 ring-1 ring-gray-200"
    >
      <h3 id={headingId} className="font-semibold text-primary">
        {usersText.invite.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{usersText.invite.hint}</p>
      {failure ? <FormAlert className="mt-3">{failure}</FormAlert> : null}
      <div className="mt-4 grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
        <TextField
          label={usersText.invite.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={usersText.invite.role}
          error={errors.role?.message}
          {...register('role')}
        >
          {MEMBERSHIP_ROLES.map((role) => (
            <option key={role} value={role}>
              {sheltersMessages.roles[role]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
          <MailPlus className="size-4" aria-hidden="true" />
          {usersText.invite.submit}
        </Button>
      </div>
    </form>
  );
}

/** The addresses invited and not answered yet, each with Cancelar (after a confirmation). */
function PendingInvitations({
  shelterId,
  onCancelled,
}: {
  shelterId: number;
  onCancelled: (notice: string) => void;
}) {
  const headingId = useId();
  const query = useShelterInvitations(shelterId, true);
  const cancel = useCancelShelterInvitationMutation(shelterId);
  const dialog = useDialog();
  const i = usersText.invitations;

  const onCancel = async (invitation: ShelterInvitation) => {
    const confirmed = await dialog.confirm({
      title: i.confirmTitle,
      message: i.confirmMessage(invitation.email),
      confirmLabel: i.confirmLabel,
    });
    if (!confirmed) return;
    onCancelled('');
    try {
      await cancel.mutateAsync(invitation.id);
      onCancelled(i.cancelled(invitation.email));
    } catch (error) {
      await dialog.alert({
        title: commonMessages.dialog.error,
        message: apiErrorMessage(error),
        type: 'error',
      });
    }
  };

  if (query.isError) {
    return <LoadError message={i.loadError} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-primary">
        {i.title}
      </h3>
      <ul className="mt-2 divide-y divide-gray-100">
        {query.data.map((invitation) => (
          <li key={invitation.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink [overflow-wrap:anywhere]">
                <BreakableEmail email={invitation.email} />
              </p>
              <p className="text-muted">
                {i.pending} · {roleLabel(invitation.role)} ·{' '}
                {i.expires(formatLongDate(invitation.expires_at))}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void onCancel(invitation)}
              disabled={cancel.isPending}
              aria-label={i.cancelLabel(invitation.email)}
            >
              <X className="size-4" aria-hidden="true" />
              <span aria-hidden="true" className="hidden sm:inline">
                {i.cancel}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
