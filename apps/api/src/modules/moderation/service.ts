/**
 * Staff's Denuncias (issue 17): reports move abierta → en_revision →
 * resuelta | descartada (abierta may be decided at once; closed ones are
 * final). A decision can hide the announcement in the same transaction; every
 * change writes its audit row with it. After the commit, the statement of
 * reasons goes to the shelter (when the report was upheld or the announcement
 * hidden) and the outcome to the reporter when they left an address.
 */
import type { ReportStatus } from '@huella/shared/constants';
import { moderationMessages } from '@huella/shared/messages/moderation';
import type {
  PetVisibility,
  PetVisibilityResult,
  ReportCounts,
  ReportDecision,
  StaffReport,
  StaffReportListItem,
} from '@huella/shared/schemas/staff-admin';
import { REPORT_STATUSES } from '@huella/shared/constants';
import { recordAudit, type AuditActor } from '../../db/audit';
import type { Database } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { mediaPath } from '../../lib/storage';
import type { PageRequest } from '../../lib/pagination';
import { reporterMail, statementMail, type StatementDecision } from './mails';
import { createModerationRepository, OPEN_REPORT_STATES, type ReportRow } from './repository';

const errors = moderationMessages.errors;

export const reportNotFound = () => new NotFound(errors.reportNotFound, 'report_not_found');
const invalidTransition = () =>
  new Conflict(errors.invalidReportTransition, undefined, 'invalid_report_transition');

function presentItem(row: ReportRow): StaffReportListItem {
  return {
    id: row.id,
    state: row.status,
    reason: row.reason,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    pet: {
      id: row.petId,
      name: row.petName,
      image: row.petPhoto ? mediaPath(row.petPhoto, 400) : null,
      state: row.petState,
      hidden: row.petHiddenAt !== null,
      deleted: row.petDeletedAt !== null,
    },
    shelter: {
      id: row.shelterId,
      name: row.shelterName,
      verified: row.shelterVerified,
      suspended: row.shelterSuspendedAt !== null,
    },
    reporter: { kind: row.userId === null ? 'invitado' : 'cuenta', email: row.reporterEmail },
    reports_for_pet: row.reportsForPet,
  };
}

function presentReport(row: ReportRow): StaffReport {
  return {
    ...presentItem(row),
    resolution: row.resolution,
    hid_pet: row.hidPet,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by: row.reviewerEmail ?? null,
    reporter_notified: row.reporterEmail !== '',
  };
}

/** Which states each decision may leave. */
const FROM: Record<ReportDecision['state'], readonly ReportStatus[]> = {
  en_revision: ['abierta'],
  resuelta: OPEN_REPORT_STATES,
  descartada: OPEN_REPORT_STATES,
};
const ACTIONS = {
  en_revision: 'report.review',
  resuelta: 'report.resolve',
  descartada: 'report.dismiss',
} as const;

export function createModerationService(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, mailer, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createModerationRepository(db);

  async function mailShelter(
    shelterId: number,
    input: {
      pet: string;
      decision: StatementDecision;
      reportReason: string | null;
      reason: string;
    },
  ) {
    for (const to of await repo.shelterRecipients(shelterId)) {
      mailer.sendInBackground(statementMail(to, input, publicUrl));
    }
  }

  return {
    async list(filters: { estado?: ReportStatus; pet?: number }, page: PageRequest) {
      const { items, total } = await repo.list(filters, page);
      return { items: items.map(presentItem), total };
    },

    async counts(): Promise<ReportCounts> {
      const counts = await repo.counts();
      return Object.fromEntries(
        REPORT_STATUSES.map((state) => [state, counts[state] ?? 0]),
      ) as ReportCounts;
    },

    async get(id: number): Promise<StaffReport> {
      const row = await repo.find(id);
      if (!row) throw reportNotFound();
      return presentReport(row);
    },

    async decide(actor: AuditActor, id: number, input: ReportDecision): Promise<StaffReport> {
      const before = await repo.find(id);
      if (!before) throw reportNotFound();
      const target = input.state;
      if (!FROM[target].includes(before.status)) throw invalidTransition();
      const at = now();
      const closing = target !== 'en_revision';
      const hide = closing && input.hide_pet && before.petHiddenAt === null;
      const moved = await db.transaction(async (tx) => {
        const row = await repo.transition(tx, id, FROM[target], {
          status: target,
          reviewedAt: at,
          reviewedBy: actor.id,
          ...(closing ? { resolution: input.reason, hidPet: hide } : {}),
        });
        if (!row) return false;
        await recordAudit(tx, actor, {
          action: ACTIONS[target],
          targetType: 'report',
          targetId: id,
          targetLabel: `Denuncia de ${before.petName}`,
          changes: {
            state: [before.status, target],
            ...(hide ? { hid_pet: [false, true] } : {}),
          },
          reason: input.reason,
        });
        if (hide) {
          await repo.setPetHidden(tx, before.petId, { at, reason: input.reason });
          await recordAudit(tx, actor, {
            action: 'pet.hide',
            targetType: 'pet',
            targetId: before.petId,
            targetLabel: before.petName,
            changes: { hidden: [false, true] },
            reason: input.reason,
          });
        }
        return true;
      });
      if (!moved) throw invalidTransition();
      if (closing) {
        if (target === 'resuelta' || hide) {
          await mailShelter(before.shelterId, {
            pet: before.petName,
            decision: hide ? 'hidden' : 'resolved',
            reportReason: before.reason,
            reason: input.reason,
          });
        }
        if (before.reporterEmail) {
          mailer.sendInBackground(
            reporterMail(before.reporterEmail, {
              pet: before.petName,
              outcome: target,
              hidden: hide,
              reason: input.reason,
            }),
          );
        }
      }
      return presentReport((await repo.find(id))!);
    },

    async setVisibility(
      actor: AuditActor,
      petId: number,
      input: PetVisibility,
    ): Promise<PetVisibilityResult> {
      const pet = await repo.findPet(petId);
      if (!pet || pet.deletedAt) throw new NotFound(errors.petNotFound, 'pet_not_found');
      const wasHidden = pet.hiddenAt !== null;
      if (wasHidden === input.hidden) {
        return {
          hidden: pet.hiddenAt
            ? { at: pet.hiddenAt.toISOString(), reason: pet.hiddenReason }
            : null,
        };
      }
      const at = now();
      const after = await db.transaction(async (tx) => {
        const row = await repo.setPetHidden(
          tx,
          petId,
          input.hidden ? { at, reason: input.reason } : null,
        );
        await recordAudit(tx, actor, {
          action: input.hidden ? 'pet.hide' : 'pet.show',
          targetType: 'pet',
          targetId: petId,
          targetLabel: pet.name,
          changes: { hidden: [wasHidden, input.hidden] },
          reason: input.reason,
        });
        return row!;
      });
      await mailShelter(pet.shelterId, {
        pet: pet.name,
        decision: input.hidden ? 'hidden' : 'shown',
        reportReason: null,
        reason: input.reason,
      });
      return {
        hidden: after.hiddenAt
          ? { at: after.hiddenAt.toISOString(), reason: after.hiddenReason }
          : null,
      };
    },
  };
}
