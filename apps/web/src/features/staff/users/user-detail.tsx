/**
 * One account for staff: the profile (e-mail, phone, city, since when, last
 * login, why it was deactivated), its shelters (to their staff pages), its
 * activity in numbers and latest adoption requests, and the actions:
 * deactivate / reactivate (a reason; deactivating ends every session) and
 * grant / remove Staff (a reason). Staff cannot change their own account
 * here; the server's refusal is shown as it says it.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { BadgeCheck, ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import type { StaffUser } from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatShortDate } from '../../../lib/dates';
import { useMe } from '../../../lib/use-me';
import { ReasonDialog } from '../moderation/reason-dialog';
import { Facts } from '../moderation/report-detail';
import { useUserActivation, useUserStaffRole } from './api/user-changes';
import { UserBadges } from './users-list';
import { BackToList } from '../components/back-to-list';

const text = staffAdminScreensMessages.user;
const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="text-lg font-bold text-primary">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

type Change = 'deactivate' | 'reactivate' | 'grantStaff' | 'removeStaff';

function UserActions({ user }: { user: StaffUser }) {
  const me = useMe();
  const activation = useUserActivation(user.id);
  const staffRole = useUserStaffRole(user.id);
  const [change, setChange] = useState<Change | null>(null);
  const yourself = me.data?.id === user.id;
  const dialog = change ? text.dialogs[change] : null;

  const confirm = async (reason: string) => {
    if (change === 'deactivate' || change === 'reactivate') {
      await activation.mutateAsync({ active: change === 'reactivate', reason });
      toast.success(change === 'reactivate' ? text.done.reactivated : text.done.deactivated);
    } else {
      await staffRole.mutateAsync({ staff: change === 'grantStaff', reason });
      toast.success(change === 'grantStaff' ? text.done.staffGranted : text.done.staffRemoved);
    }
  };

  return (
    <section aria-labelledby="user-actions" className={panel}>
      <h2 id="user-actions" className="text-lg font-bold text-primary">
        {text.actions.label}
      </h2>
      {yourself ? <p className="mt-3 text-sm text-muted">{text.actions.yourself}</p> : null}
      <div className="mt-4 flex flex-col gap-2">
        {user.is_active ? (
          <Button variant="danger" onClick={() => setChange('deactivate')}>
            <UserX className="size-4" aria-hidden="true" />
            {text.actions.deactivate}
          </Button>
        ) : (
          <Button onClick={() => setChange('reactivate')}>
            <UserCheck className="size-4" aria-hidden="true" />
            {text.actions.reactivate}
          </Button>
        )}
        {user.is_staff ? (
          <Button variant="secondary" onClick={() => setChange('removeStaff')}>
            <ShieldOff className="size-4" aria-hidden="true" />
            {text.actions.removeStaff}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setChange('grantStaff')}>
            <ShieldCheck className="size-4" aria-hidden="true" />
            {text.actions.grantStaff}
          </Button>
        )}
      </div>
      {change && dialog ? (
        <ReasonDialog
          title={dialog.title}
          intro={dialog.text}
          kind="audit"
          label={text.dialogs.reason}
          hint={text.dialogs.reasonHint}
          confirm={dialog.confirm}
          confirmVariant={
            change === 'deactivate' || change === 'removeStaff' ? 'danger' : 'primary'
          }
          onClose={() => setChange(null)}
          onConfirm={({ reason }) => confirm(reason)}
        />
      ) : null}
    </section>
  );
}

export function UserDetail({ user }: { user: StaffUser }) {
  const activity = Object.entries(text.activity) as Array<[keyof StaffUser['activity'], string]>;
  return (
    <div>
      <BackToList to="/staff/usuarios">{text.backToList}</BackToList>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Panel id="user-profile" title={text.profile}>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <UserBadges user={user} />
            </div>
            <Facts
              rows={[
                [text.email, user.email],
                [text.emailConfirmed, user.email_confirmed ? text.yes : text.no],
                [text.phone, user.phone || text.none],
                [text.city, user.city || text.none],
                [text.joined, formatShortDate(user.date_joined)],
                [
                  text.lastLogin,
                  user.last_login ? formatDateTime(user.last_login) : text.neverLoggedIn,
                ],
                ...(!user.is_active
                  ? ([
                      [
                        text.deactivationReason,
                        <span key="why" className="whitespace-pre-line">
                          {user.deactivated_at
                            ? `${text.deactivated(formatDateTime(user.deactivated_at))}. `
                            : ''}
                          {user.deactivation_reason}
                        </span>,
                      ],
                    ] as Array<[string, ReactNode]>)
                  : []),
              ]}
            />
          </Panel>
          <Panel id="user-shelters" title={text.sheltersTitle}>
            {user.memberships.length === 0 ? (
              <p className="text-sm text-muted">{text.noShelters}</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {user.memberships.map((membership) => (
                  <li key={membership.id} className="flex flex-wrap items-center gap-2 py-2">
                    <Link
                      to={`/staff/refugios/${membership.id}`}
                      className="font-semibold text-primary hover:underline"
                    >
                      {membership.name}
                    </Link>
                    {membership.verified ? (
                      <span className="inline-flex items-center gap-1 text-xs font-semibold text-blue-900">
                        <BadgeCheck className="size-3.5" aria-hidden="true" />
                        {text.verified}
                      </span>
                    ) : null}
                    <span className="text-sm text-muted">
                      · {text.roles[membership.role] ?? membership.role}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel id="user-activity" title={text.activityTitle}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {activity.map(([key, label]) => (
                <div key={key} className="rounded-xl bg-surface p-3 ring-1 ring-gray-200">
                  <dt className="text-xs font-medium text-muted">{label}</dt>
                  <dd className="text-2xl font-extrabold text-primary tabular-nums">
                    {user.activity[key].toLocaleString('es-ES')}
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>
          <Panel id="user-requests" title={text.requestsTitle}>
            {user.recent_requests.length === 0 ? (
              <p className="text-sm text-muted">{text.noRequests}</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {user.recent_requests.map((request) => (
                  <li
                    key={request.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  >
                    <span className="text-ink">
                      {text.requestLine(request.pet_name, request.shelter_name)}
                    </span>
                    <span className="text-muted">
                      {adoptionRequestsMessages.states[request.state]} ·{' '}
                      {formatShortDate(request.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <UserActions user={user} />
      </div>
    </div>
  );
}
