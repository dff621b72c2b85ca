/** Correo (the staff area): the mail queue's failed and waiting mail, and sending one again. */
import type { StaffMail, StaffMailQuery } from '@huella/shared/schemas/staff-admin';
import { moderationMessages } from '@huella/shared/messages/moderation';
import type { AuditActor } from '../../db/audit';
import type { Database } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import { createStaffMailRepository, type StaffMailRow } from './repository';

const errors = moderationMessages.errors;

function present(row: StaffMailRow): StaffMail {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.state === 'pendiente' ? row.runAt.toISOString() : null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export function createStaffMailService({
  db,
  wakeWorker,
}: {
  db: Database;
  /** Tells this process's mail worker that a mail is due (lib/mail-queue.ts). */
  wakeWorker: () => void;
}) {
  const repo = createStaffMailRepository(db);
  return {
    async list(
      query: Pick<StaffMailQuery, 'estado'>,
      page: PageRequest,
    ): Promise<{ items: StaffMail[]; total: number }> {
      const { items, total } = await repo.list(query.estado, page);
      return { items: items.map(present), total };
    },

    counts: () => repo.counts(),

    async retry(actor: AuditActor, id: number): Promise<StaffMail> {
      const before = await repo.find(id);
      if (!before) throw new NotFound(errors.mailNotFound);
      const retried = before.state === 'enviado' ? undefined : await repo.retry(id, actor, before);
      if (!retried) throw new Conflict(errors.mailAlreadySent);
      wakeWorker();
      return present(retried);
    },
  };
}
