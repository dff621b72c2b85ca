/**
 * Staff's Refugios (issue 17): every shelter, with search and filters; one
 * shelter with its members and counts; and staff's changes — its details,
 * verification, suspension and members — each in one transaction with the
 * shelter's row locked and its audit record. A suspended shelter cannot
 * publish and leaves the public lists; its administrators are told by mail,
 * with the reason, and again when the suspension is lifted. A shelter always
 * keeps an administrator.
 */
import { moderationMessages, sheltersMessages } from '@huella/shared/messages';
import { taxIdProblem } from '@huella/shared/schemas/shelter-applications';
import { missingCoordinate } from '@huella/shared/schemas/shelters';
import type {
  ShelterSuspension,
  ShelterVerification,
  StaffMemberAdd,
  StaffMemberRole,
  StaffShelter,
  StaffShelterListItem,
  StaffShelterPatch,
  StaffSheltersQuery,
} from '@huella/shared/schemas/staff-admin';
import type { Config } from '../../config';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit';
import type { Database } from '../../db/client';
import { Conflict, invalidField, NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { requireStaff } from '../shelter-applications';
import { presentShelter } from '../shelters';
import { suspensionMail } from './mails';
import { createStaffSheltersRepository, type StaffShelterRow } from './repository';

const errors = moderationMessages.errors;

const shelterNotFound = () => new NotFound(errors.shelterNotFound, 'shelter_not_found');
const memberNotFound = () =>
  new NotFound(sheltersMessages.errors.memberNotFound, 'member_not_found');
const lastAdministrator = () =>
  new Conflict(errors.lastAdministrator, undefined, 'last_administrator');

/** The fields staff edit, as the API names them, from a row (for the audit's before/after). */
function editable(row: StaffShelterRow) {
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    kind: row.kind,
    web: row.web,
    facebook: row.facebook,
    instagram: row.instagram,
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    opening_hours: row.openingHours,
    adoption_conditions: row.adoptionConditions,
    province: row.province,
    postcode: row.postcode,
    tax_id: row.taxId,
    registry_number: row.registryNumber,
  };
}
type Editable = ReturnType<typeof editable>;

/** API fields → columns. */
function toColumns(patch: Partial<Editable>) {
  const { opening_hours, adoption_conditions, tax_id, registry_number, ...same } = patch;
  const columns = {
    ...same,
    openingHours: opening_hours,
    adoptionConditions: adoption_conditions,
    taxId: tax_id,
    registryNumber: registry_number,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export interface StaffSheltersDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  now?: () => Date;
}

export function createStaffSheltersService({
  db,
  mailer,
  config,
  now = () => new Date(),
}: StaffSheltersDeps) {
  const repository = createStaffSheltersRepository(db);

  async function detail(row: StaffShelterRow): Promise<StaffShelter> {
    const [members, counts, applicationId] = await Promise.all([
      repository.members(row.id),
      repository.counts(row.id),
      repository.applicationId(row.id),
    ]);
    return {
      ...presentShelter(row),
      province: row.province,
      postcode: row.postcode,
      tax_id: row.taxId,
      registry_number: row.registryNumber,
      verified_at: row.verifiedAt?.toISOString() ?? null,
      suspended: row.suspendedAt !== null,
      suspended_at: row.suspendedAt?.toISOString() ?? null,
      suspension_reason: row.suspensionReason,
      created_at: row.createdAt.toISOString(),
      application_id: applicationId,
      members: members.map((member) => ({
        id: member.id,
        name: `${member.firstName} ${member.lastName}`.trim(),
        email: member.email,
        role: member.role,
        is_active: member.isActive,
        joined_at: member.joinedAt.toISOString(),
      })),
      counts,
    };
  }

  /**
   * Runs a staff change with the shelter's row locked, in one transaction
   * with what `change` records in the audit log; answers the shelter as it is
   * afterwards.
   */
  async function locked(
    viewer: AuthUser,
    id: number,
    change: (
      tx: Database,
      current: StaffShelterRow,
      repo: ReturnType<typeof createStaffSheltersRepository>,
    ) => Promise<void>,
  ): Promise<StaffShelterRow> {
    requireStaff(viewer);
    return db.transaction(async (tx) => {
      const repo = createStaffSheltersRepository(tx);
      const current = await repo.lockById(id);
      if (!current) throw shelterNotFound();
      await change(tx, current, repo);
      return (await repo.findById(id))!;
    });
  }

  const actorOf = (viewer: AuthUser, ip: string): AuditActor => ({
    id: viewer.id,
    email: viewer.email,
    ip,
  });

  return {
    async list(
      viewer: AuthUser,
      query: StaffSheltersQuery,
      page: PageRequest,
    ): Promise<{ items: StaffShelterListItem[]; total: number }> {
      requireStaff(viewer);
      const { rows, total } = await repository.list(query, page);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          kind: row.kind,
          city: row.city,
          province: row.province,
          verified: row.verified,
          suspended: row.suspendedAt !== null,
          animals: row.animals,
          members: row.members,
          open_reports: row.openReports,
          created_at: row.createdAt.toISOString(),
        })),
        total,
      };
    },

    async get(viewer: AuthUser, id: number): Promise<StaffShelter> {
      requireStaff(viewer);
      const row = await repository.findById(id);
      if (!row) throw shelterNotFound();
      return detail(row);
    },

    async update(
      viewer: AuthUser,
      id: number,
      input: StaffShelterPatch,
      ip: string,
    ): Promise<StaffShelter> {
      const { reason, ...patch } = input;
      const row = await locked(viewer, id, async (tx, current, repo) => {
        const before = editable(current);
        const after = { ...before, ...patch } as Editable;
        const problem = after.tax_id ? taxIdProblem(after.kind, after.tax_id) : undefined;
        if (problem && patch.tax_id !== undefined) throw invalidField('tax_id', problem);
        if (problem && patch.kind !== undefined) throw invalidField('kind', problem);
        const missing = missingCoordinate(after.latitude, after.longitude);
        if (missing) throw invalidField(missing, sheltersMessages.errors.coordinatesPair);
        const changes = changedFields(before, patch as Partial<Editable>);
        const columns = toColumns(
          Object.fromEntries(
            Object.keys(changes).map((key) => [key, after[key as keyof Editable]]),
          ),
        );
        if (Object.keys(columns).length > 0) await repo.update(id, columns);
        await recordAudit(tx, actorOf(viewer, ip), {
          action: 'shelter.update',
          targetType: 'shelter',
          targetId: id,
          targetLabel: after.name,
          changes,
          reason,
        });
      });
      return detail(row);
    },

    async setVerified(
      viewer: AuthUser,
      id: number,
      input: ShelterVerification,
      ip: string,
    ): Promise<StaffShelter> {
      const row = await locked(viewer, id, async (tx, current, repo) => {
        if (current.verified === input.verified) return;
        await repo.update(id, {
          verified: input.verified,
          verifiedAt: input.verified ? now() : null,
        });
        await recordAudit(tx, actorOf(viewer, ip), {
          action: input.verified ? 'shelter.verify' : 'shelter.unverify',
          targetType: 'shelter',
          targetId: id,
          targetLabel: current.name,
          changes: { verified: [current.verified, input.verified] },
          reason: input.reason,
        });
      });
      return detail(row);
    },

    async setSuspended(
      viewer: AuthUser,
      id: number,
      input: ShelterSuspension,
      ip: string,
    ): Promise<StaffShelter> {
      let changed = false;
      const row = await locked(viewer, id, async (tx, current, repo) => {
        const suspended = current.suspendedAt !== null;
        if (suspended === input.suspended) return;
        changed = true;
        await repo.update(id, {
          suspendedAt: input.suspended ? now() : null,
          suspensionReason: input.suspended ? input.reason : '',
        });
        await recordAudit(tx, actorOf(viewer, ip), {
          action: input.suspended ? 'shelter.suspend' : 'shelter.unsuspend',
          targetType: 'shelter',
          targetId: id,
          targetLabel: current.name,
          changes: { suspended: [suspended, input.suspended] },
          reason: input.reason,
        });
      });
      if (changed) {
        for (const admin of await repository.administrators(id)) {
          mailer.sendInBackground(
            suspensionMail(
              config.publicUrl,
              { email: admin.email, name: admin.firstName },
              { name: row.name, suspended: input.suspended },
              input.reason,
            ),
          );
        }
      }
      return detail(row);
    },

    async addMember(
      viewer: AuthUser,
      id: number,
      input: StaffMemberAdd,
      ip: string,
    ): Promise<StaffShelter> {
      const row = await locked(viewer, id, async (tx, current, repo) => {
        const user = await repo.findUserByEmail(input.email);
        if (!user || !user.isActive) {
          throw invalidField('email', errors.memberUnknown, 'member_unknown');
        }
        if (await repo.membership(id, user.id)) {
          throw new Conflict(
            errors.memberExists,
            { email: [errors.memberExists] },
            'already_member',
          );
        }
        await repo.addMember(id, user.id, input.role);
        await recordAudit(tx, actorOf(viewer, ip), {
          action: 'membership.add',
          targetType: 'shelter',
          targetId: id,
          targetLabel: current.name,
          changes: { member: [null, user.email], role: [null, input.role] },
          reason: input.reason,
        });
      });
      return detail(row);
    },

    async changeRole(
      viewer: AuthUser,
      id: number,
      userId: number,
      input: StaffMemberRole,
      ip: string,
    ): Promise<StaffShelter> {
      const row = await locked(viewer, id, async (tx, current, repo) => {
        const member = await repo.membership(id, userId);
        if (!member) throw memberNotFound();
        if (member.role === input.role) return;
        if (member.role === 'administrador' && (await repo.countAdministrators(id)) <= 1) {
          throw lastAdministrator();
        }
        await repo.setRole(id, userId, input.role);
        await recordAudit(tx, actorOf(viewer, ip), {
          action: 'membership.role',
          targetType: 'shelter',
          targetId: id,
          targetLabel: current.name,
          changes: { member: [member.email, member.email], role: [member.role, input.role] },
          reason: input.reason,
        });
      });
      return detail(row);
    },

    async removeMember(
      viewer: AuthUser,
      id: number,
      userId: number,
      reason: string,
      ip: string,
    ): Promise<StaffShelter> {
      const row = await locked(viewer, id, async (tx, current, repo) => {
        const member = await repo.membership(id, userId);
        if (!member) throw memberNotFound();
        if (member.role === 'administrador' && (await repo.countAdministrators(id)) <= 1) {
          throw lastAdministrator();
        }
        await repo.removeMember(id, userId);
        await recordAudit(tx, actorOf(viewer, ip), {
          action: 'membership.remove',
          targetType: 'shelter',
          targetId: id,
          targetLabel: current.name,
          changes: { member: [member.email, null], role: [member.role, null] },
          reason,
        });
      });
      return detail(row);
    },
  };
}
