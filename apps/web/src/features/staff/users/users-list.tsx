/**
 * /staff/usuarios: the accounts, searched by name or e-mail and filtered by
 * role (Staff, de un refugio, sin refugio) and state (activas,
 * desactivadas), all in the address (?q=&rol=&estado=&pagina=); each row
 * with its badges (Staff, Desactivada, correo sin confirmar) and shelters.
 */
import { Link, useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import { EMAIL_MAX_LENGTH, STAFF_PAGE_SIZE } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import type { StaffUserListItem } from '@huella/shared/schemas/staff-admin';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/dates';
import { Pager, pageFrom } from '../components/pager';
import { badgeClasses } from '../moderation/badges';
import { SearchBox, withChanges } from '../shop/search-box';
import type { UsersParams } from './api/keys';
import { useUsers } from './api/users';
import { FilterSelect } from '../components/filter-select';

const text = staffAdminScreensMessages.users;

const ROLES = ['staff', 'refugio', 'usuario'] as const;
const STATES = ['activo', 'inactivo'] as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function UserBadges({
  user,
}: {
  user: Pick<StaffUserListItem, 'is_staff' | 'is_active' | 'email_confirmed'>;
}) {
  return (
    <>
      {user.is_staff ? (
        <span className={`${badgeClasses} bg-primary text-white ring-primary`}>
          {text.badges.staff}
        </span>
      ) : null}
      {user.is_active ? (
        <span className={`${badgeClasses} bg-green-50 text-green-800 ring-green-300`}>
          {text.badges.active}
        </span>
      ) : (
        <span className={`${badgeClasses} bg-red-50 text-red-800 ring-red-300`}>
          {text.badges.inactive}
        </span>
      )}
      {!user.email_confirmed ? (
        <span className={`${badgeClasses} bg-amber-50 text-amber-900 ring-amber-300`}>
          {text.badges.unconfirmed}
        </span>
      ) : null}
    </>
  );
}

function UserRow({ user }: { user: StaffUserListItem }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
            <Link
              to={`/staff/usuarios/${user.id}`}
              aria-label={text.open(user.name || user.email)}
              className="text-primary hover:underline"
            >
              {user.name || user.email}
            </Link>
          </h2>
          <UserBadges user={user} />
        </div>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">{user.email}</p>
      </div>
      <p className="shrink-0 text-sm text-muted sm:text-right">
        {text.shelters(user.shelters)}
        <br />
        {text.joined(formatShortDate(user.date_joined))}
      </p>
    </li>
  );
}

export function UsersList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rol = oneOf(ROLES, params.get('rol'));
  const estado = oneOf(STATES, params.get('estado'));
  const page = pageFrom(params);
  const query: UsersParams = { q: q || undefined, rol, estado, page };
  const users = useUsers(query);
  const update = (changes: Record<string, string>) => setParams(withChanges(params, changes));

  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const filtered = Boolean(q || rol || estado);

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 lg:flex-row lg:items-end">
        <div className="grid grid-cols-2 gap-4 lg:w-96">
          <FilterSelect
            label={text.roleLabel}
            value={rol ?? ''}
            onChange={(value) => update({ rol: value })}
            anyLabel={text.anyRole}
            options={ROLES}
            optionLabel={(role) => text.roles[role]}
          />
          <FilterSelect
            label={text.stateLabel}
            value={estado ?? ''}
            onChange={(value) => update({ estado: value })}
            anyLabel={text.anyState}
            options={STATES}
            optionLabel={(state) => text.states[state]}
          />
        </div>
        <SearchBox
          id="staff-users-search"
          value={q}
          onSearch={(value) => update({ q: value })}
          text={text}
          maxLength={EMAIL_MAX_LENGTH}
        />
      </div>

      <div className="mt-6" aria-busy={users.isFetching}>
        {users.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={users.error instanceof ApiError ? users.error.message : undefined}
            onRetry={() => void users.refetch()}
          />
        ) : users.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : users.data.users.length === 0 ? (
          <EmptyState
            Icon={Users}
            title={filtered ? text.emptyFiltered : text.empty}
            hint={filtered ? text.emptyFilteredHint : undefined}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ul className={`space-y-3 ${users.isPlaceholderData ? 'opacity-60' : ''}`}>
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
