/**
 * A shelter's members for staff: who they are (their account in Usuarios),
 * their role and since when; add someone by the e-mail of their account with
 * a role, change a role, remove someone — each with a reason for the audit
 * log. The API keeps at least one administrator and says so in Spanish.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { UserMinus, UserPlus, UserRoundCog } from 'lucide-react';
import { MEMBERSHIP_ROLES, type MembershipRole } from '@huella/shared/constants';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { emailSchema } from '@huella/shared/schemas/common';
import {
  auditReason,
  type StaffShelter,
  type StaffShelterMember,
} from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatShortDate } from '../../../lib/dates';
import { useAddMember } from './api/add-member';
import { useChangeMemberRole } from './api/change-member-role';
import { useRemoveMember } from './api/remove-member';
import { Panel } from './contact-values';
import { firstIssue, ReasonDialog } from './reason-dialog';

const screens = staffSheltersScreensMessages.shelter;
const text = screens.members;
const checkReason = (reason: string) => firstIssue(auditReason.safeParse(reason));

type Open =
  | { kind: 'add' }
  | { kind: 'role'; member: StaffShelterMember }
  | { kind: 'remove'; member: StaffShelterMember }
  | null;

function RoleSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: MembershipRole;
  onChange: (role: MembershipRole) => void;
  error?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value as MembershipRole)}
    >
      {MEMBERSHIP_ROLES.map((role) => (
        <option key={role} value={role}>
          {text.roles[role]}
        </option>
      ))}
    </SelectField>
  );
}

function AddDialog({ shelter, onClose }: { shelter: StaffShelter; onClose: () => void }) {
  const add = useAddMember(shelter.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MembershipRole>('miembro');
  return (
    <ReasonDialog
      title={text.addTitle}
      intro={text.addText}
      reasonLabel={screens.reasonLabel}
      reasonHint={screens.reasonHint}
      confirmLabel={text.addConfirm}
      cancelLabel={screens.cancel}
      workingLabel={screens.working}
      busy={add.isPending}
      fallbackError={screens.failed}
      validate={checkReason}
      validateExtra={() => {
        const problem = firstIssue(emailSchema.safeParse(email));
        return problem ? { email: problem } : {};
      }}
      onConfirm={async (reason) => {
        await add.mutateAsync({ email: email.trim(), role, reason });
        toast.success(screens.done.memberAdded);
      }}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextField
            label={text.email}
            type="email"
            value={email}
            autoComplete="off"
            data-autofocus
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <RoleSelect label={text.role} value={role} onChange={setRole} error={errors.role} />
        </>
      )}
    </ReasonDialog>
  );
}

function RoleDialog({
  shelter,
  member,
  onClose,
}: {
  shelter: StaffShelter;
  member: StaffShelterMember;
  onClose: () => void;
}) {
  const change = useChangeMemberRole(shelter.id);
  const [role, setRole] = useState<MembershipRole>(
    member.role === 'administrador' ? 'miembro' : 'administrador',
  );
  return (
    <ReasonDialog
      title={text.roleTitle(member.name)}
      intro={`${member.email} · ${text.roles[member.role]}`}
      reasonLabel={screens.reasonLabel}
      reasonHint={screens.reasonHint}
      confirmLabel={text.roleConfirm}
      cancelLabel={screens.cancel}
      workingLabel={screens.working}
      busy={change.isPending}
      fallbackError={screens.failed}
      validate={checkReason}
      onConfirm={async (reason) => {
        await change.mutateAsync({ userId: member.id, role, reason });
        toast.success(screens.done.memberRole);
      }}
      onClose={onClose}
    >
      {(errors) => (
        <RoleSelect label={text.newRole} value={role} onChange={setRole} error={errors.role} />
      )}
    </ReasonDialog>
  );
}

function RemoveDialog({
  shelter,
  member,
  onClose,
}: {
  shelter: StaffShelter;
  member: StaffShelterMember;
  onClose: () => void;
}) {
  const remove = useRemoveMember(shelter.id);
  return (
    <ReasonDialog
      title={text.removeTitle(member.name)}
      intro={text.removeText}
      reasonLabel={screens.reasonLabel}
      reasonHint={screens.reasonHint}
      confirmLabel={text.removeConfirm}
      cancelLabel={screens.cancel}
      workingLabel={screens.working}
      tone="danger"
      busy={remove.isPending}
      fallbackError={screens.failed}
      validate={checkReason}
      onConfirm={async (reason) => {
        await remove.mutateAsync({ userId: member.id, reason });
        toast.success(screens.done.memberRemoved);
      }}
      onClose={onClose}
    />
  );
}

export function ShelterMembers({ shelter }: { shelter: StaffShelter }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Panel
      id="shelter-members"
      title={text.title}
      actions={
        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
          <UserPlus className="size-4" aria-hidden="true" />
          {text.add}
        </Button>
      }
    >
      {shelter.members.length === 0 ? (
        <p className="text-sm text-muted">{text.empty}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {shelter.members.map((member) => (
            <li
              key={member.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/staff/usuarios/${member.id}`}
                    aria-label={text.toUser(member.name)}
                    className="font-semibold text-primary hover:underline [overflow-wrap:anywhere]"
                  >
                    {member.name}
                  </Link>
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-primary">
                    {text.roles[member.role]}
                  </span>
                  {!member.is_active ? (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-300">
                      {text.inactive}
                    </span>
                  ) : null}
                </p>
                <p className="text-muted [overflow-wrap:anywhere]">{member.email}</p>
                <p className="text-xs text-muted">
                  {text.joined(formatShortDate(member.joined_at))}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  className="whitespace-nowrap"
                  aria-label={text.changeRole(member.name)}
                  onClick={() => setOpen({ kind: 'role', member })}
                >
                  <UserRoundCog className="size-4" aria-hidden="true" />
                  {text.roleConfirm}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="whitespace-nowrap"
                  aria-label={text.remove(member.name)}
                  onClick={() => setOpen({ kind: 'remove', member })}
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                  {text.removeConfirm}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'add' ? <AddDialog shelter={shelter} onClose={close} /> : null}
      {open?.kind === 'role' ? (
        <RoleDialog shelter={shelter} member={open.member} onClose={close} />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveDialog shelter={shelter} member={open.member} onClose={close} />
      ) : null}
    </Panel>
  );
}
