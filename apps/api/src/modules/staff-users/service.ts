/**
 * Staff's Usuarios (issue 17): search, a user's shelters and activity,
 * deactivation with a reason (every session ends at once; signing in then
 * says the account is deactivated) and the staff role. Nobody changes their
 * own account here, and at least one active staff member always remains.
 */
import type {
  StaffUser,
  StaffUserListItem,
  StaffUsersQuery,
  UserActivation,
  UserStaffRole,
} from '@huella/shared/schemas/staff-admin';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { recordAudit, type AuditActor } from '../../db/audit';
import type { Database } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import type { Realtime } from '../../lib/realtime';
import { mediaPath } from '../../lib/storage';
import { revokeSessionsOf } from '../auth';
import { createStaffUsersRepository } from './repository';

const errors = moderationMessages.errors;

const userNotFound = () => new NotFound(errors.userNotFound, 'user_not_found');
const notYourself = () => new Conflict(errors.notYourself, undefined, 'not_yourself');
const lastStaff = () => new Conflict(errors.lastStaff, undefined, 'last_staff');

type ListRow = Awaited<
  ReturnType<ReturnType<typeof createStaffUsersRepository>['list']>
>['items'][number];

function presentItem(row: ListRow): StaffUserListItem {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    is_staff: row.isStaff,
    is_active: row.isActive,
    email_confirmed: row.emailConfirmedAt !== null,
    shelters: row.shelters,
    date_joined: row.dateJoined.toISOString(),
  };
}

const label = (row: { firstName: string; lastName: string; email: string }) =>
  `${`${row.firstName} ${row.lastName}`.trim()} <${row.email}>`;

export function createStaffUsersService(deps: {
  db: Database;
  realtime: Pick<Realtime, 'endSessions'>;
  now?: () => Date;
}) {
  const { db, realtime } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createStaffUsersRepository(db);

  async function get(id: number): Promise<StaffUser> {
    const row = await repo.find(id);
    if (!row) throw userNotFound();
    const { memberships, activity, recent } = await repo.details(id);
    return {
      ...presentItem(row),
      phone: row.phone,
      city: row.city,
      avatar: row.avatar ? mediaPath(row.avatar, 400) : null,
      deactivated_at: row.deactivatedAt?.toISOString() ?? null,
      deactivation_reason: row.deactivationReason,
      last_login: activity.lastLogin ? new Date(activity.lastLogin).toISOString() : null,
      memberships,
      activity: {
        adoption_requests: activity.adoptionRequests,
        favourites: activity.favourites,
        messages: activity.messages,
        reports: activity.reports,
        comments: activity.comments,
        orders: activity.orders,
        shelter_applications: activity.shelterApplications,
      },
      recent_requests: recent.map((request) => ({
        id: request.id,
        pet_name: request.petName,
        shelter_name: request.shelterName,
        state: request.state,
        created_at: request.createdAt.toISOString(),
      })),
    };
  }

  return {
    async list(filters: Omit<StaffUsersQuery, 'page' | 'page_size'>, page: PageRequest) {
      const { items, total } = await repo.list(filters, page);
      return { items: items.map(presentItem), total };
    },

    get,

    async setActive(actor: AuditActor, id: number, input: UserActivation): Promise<StaffUser> {
      if (id === actor.id) throw notYourself();
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const before = await repo.find(id, tx);
        if (!before) throw userNotFound();
        if (before.isActive === input.active) return false;
        if (!input.active && before.isStaff && (await repo.otherActiveStaff(tx, id)) === 0)
          throw lastStaff();
        await repo.setActive(tx, id, input.active, input.reason, at);
        if (!input.active) await revokeSessionsOf(tx, id, at);
        await recordAudit(tx, actor, {
          action: input.active ? 'user.activate' : 'user.deactivate',
          targetType: 'user',
          targetId: id,
          targetLabel: label(before),
          changes: { is_active: [before.isActive, input.active] },
          reason: input.reason,
        });
        return true;
      });
      if (changed && !input.active) await realtime.endSessions([id]);
      return get(id);
    },

    async setStaff(actor: AuditActor, id: number, input: UserStaffRole): Promise<StaffUser> {
      if (id === actor.id) throw notYourself();
      await db.transaction(async (tx) => {
        const before = await repo.find(id, tx);
        if (!before) throw userNotFound();
        if (before.isStaff === input.staff) return;
        if (!input.staff && before.isActive && (await repo.otherActiveStaff(tx, id)) === 0)
          throw lastStaff();
        await repo.setStaff(tx, id, input.staff, now());
        await recordAudit(tx, actor, {
          action: input.staff ? 'user.grant_staff' : 'user.revoke_staff',
          targetType: 'user',
          targetId: id,
          targetLabel: label(before),
          changes: { is_staff: [before.isStaff, input.staff] },
          reason: input.reason,
        });
      });
      return get(id);
    },
  };
}
