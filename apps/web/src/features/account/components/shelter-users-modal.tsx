/**
 * "Usuarios de {shelter}" (spec §2): the members with Nombre, Email and Rol
 * ("Usuario" when a role is not set), loading and empty texts. The shelter's
 * administrators add an existing account by email and remove members, after
 * a confirmation; anyone may leave. What happened is said inside the modal,
 * where focus is (the page's toasts sit behind it).
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { LogOut, Trash2, UserPlus } from 'lucide-react';
import { MEMBERSHIP_ROLES } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import {
  shelterUserAddSchema,
  type MyShelter,
  type ShelterUser,
  type ShelterUserAdd,
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
import { useAddShelterUserMutation } from '../api/add-shelter-user';
import { useShelterUsers } from '../api/list-shelter-users';
import { useRemoveShelterUserMutation } from '../api/remove-shelter-user';
import { roleLabel } from './shelter-role';

const s = sheltersMessages;
const u = sheltersMessages.users;

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
    <Modal open={open} onClose={onClose} title={u.title(shelter.name)} closeLabel={u.close}>
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
            title: u.remove.leaveTitle,
            message: u.remove.leaveMessage(shelter.name),
            confirmLabel: u.remove.leaveConfirmLabel,
          }
        : {
            title: u.remove.confirmTitle,
            message: u.remove.confirmMessage(name, shelter.name),
            confirmLabel: u.remove.confirmLabel,
          },
    );
    if (!confirmed) return;
    setNotice('');
    try {
      await remove.mutateAsync({ userId: member.id, leaving });
      if (leaving) {
        onLeft();
        toast.success(u.remove.left(shelter.name));
      } else {
        setNotice(u.remove.success(name));
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
    list = <Spinner label={u.loading} showLabel />;
  } else if (query.isError) {
    list = <LoadError message={u.loadError} onRetry={() => void query.refetch()} />;
  } else if (!users || users.length === 0) {
    list = <p className="text-muted">{u.empty}</p>;
  } else {
    list = (
      <>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{u.title(shelter.name)}</caption>
            <thead className="border-b border-gray-200 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {u.columns.name}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {u.columns.email}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {u.columns.role}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{u.columns.actions}</span>
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
                      {me ? <span className="font-normal text-muted"> {u.you}</span> : null}
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
                          <span className="sr-only sm:not-sr-only">{u.remove.leaveLabel}</span>
                        </Button>
                      ) : isAdmin ? (
                        <button
                          type="button"
                          onClick={() => void removeMember(member)}
                          disabled={remove.isPending}
                          aria-label={u.remove.label(name)}
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
          <p className="mt-3 text-sm text-muted">{u.shown(users.length, query.data.total)}</p>
        ) : null}
      </>
    );
  }

  return (
    <div className="space-y-6 px-5 py-6 sm:px-6">
      {isAdmin ? <AddUserForm shelterId={shelter.id} onAdded={setNotice} /> : null}
      <p role="status" className={notice ? 'font-medium text-success' : 'sr-only'}>
        {notice}
      </p>
      {list}
    </div>
  );
}

function AddUserForm({
  shelterId,
  onAdded,
}: {
  shelterId: number;
  onAdded: (notice: string) => void;
}) {
  const headingId = useId();
  const add = useAddShelterUserMutation(shelterId);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof shelterUserAddSchema>, unknown, ShelterUserAdd>({
    resolver: zodResolver(shelterUserAddSchema),
    defaultValues: { email: '', role: 'miembro' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    onAdded('');
    try {
      const member = await add.mutateAsync(values);
      reset();
      onAdded(u.add.success(memberName(member)));
    } catch (error) {
      if (!setApiFieldErrors(error, setError, ['email', 'role']))
        setFailure(apiErrorMessage(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="rounded-xl bg-surface p-4 ring-1 ring-gray-200"
    >
      <h3 id={headingId} className="font-semibold text-primary">
        {u.add.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{u.add.hint}</p>
      {failure ? <FormAlert className="mt-3">{failure}</FormAlert> : null}
      <div className="mt-4 grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
        <TextField
          label={u.add.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label={u.add.role} error={errors.role?.message} {...register('role')}>
          {MEMBERSHIP_ROLES.map((role) => (
            <option key={role} value={role}>
              {s.roles[role]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
          <UserPlus className="size-4" aria-hidden="true" />
          {u.add.submit}
        </Button>
      </div>
    </form>
  );
}
