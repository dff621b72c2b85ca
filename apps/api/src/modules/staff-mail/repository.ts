/** The mail queue as staff read and retry it (`mail_jobs`, lib/mail-queue.ts). */
import type { MailJobState } from '@huella/shared/constants';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../db/audit';
import type { Database } from '../../db/client';
import { mailJobs } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';

const columns = {
  id: mailJobs.id,
  recipient: mailJobs.recipient,
  subject: mailJobs.subject,
  state: mailJobs.state,
  attempts: mailJobs.attempts,
  lastError: mailJobs.lastError,
  createdAt: mailJobs.createdAt,
  runAt: mailJobs.runAt,
  sentAt: mailJobs.sentAt,
};

export type StaffMailRow = {
  id: number;
  recipient: string;
  subject: string;
  state: MailJobState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  runAt: Date;
  sentAt: Date | null;
};

export function createStaffMailRepository(db: Database) {
  return {
    /** The mail in this state, newest first. */
    async list(state: MailJobState, page: PageRequest) {
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(mailJobs)
          .where(eq(mailJobs.state, state))
          .orderBy(desc(mailJobs.createdAt), desc(mailJobs.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(mailJobs).where(eq(mailJobs.state, state)),
      ]);
      return { items: items as StaffMailRow[], total: total?.total ?? 0 };
    },

    async counts(): Promise<Record<MailJobState, number>> {
      const rows = await db
        .select({ state: mailJobs.state, total: count() })
        .from(mailJobs)
        .groupBy(mailJobs.state);
      const of = (state: MailJobState) => rows.find((row) => row.state === state)?.total ?? 0;
      return { pendiente: of('pendiente'), enviado: of('enviado'), fallido: of('fallido') };
    },

    async find(id: number): Promise<StaffMailRow | undefined> {
      const [row] = await db.select(columns).from(mailJobs).where(eq(mailJobs.id, id));
      return row as StaffMailRow | undefined;
    },

    /**
     * A mail not yet sent, due again now with a fresh count of attempts, and
     * the audit record, together; undefined when it was sent meanwhile.
     */
    retry(id: number, actor: AuditActor, before: StaffMailRow) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mailJobs)
          .set({ state: 'pendiente', attempts: 0, runAt: sql`now()`, lockedUntil: null })
          .where(and(eq(mailJobs.id, id), ne(mailJobs.state, 'enviado')))
          .returning(columns);
        if (!row) return undefined;
        await recordAudit(tx, actor, {
          action: 'mail.retry',
          targetType: 'mail',
          targetId: id,
          targetLabel: `${before.subject} → ${before.recipient}`,
          changes: { state: [before.state, 'pendiente'], attempts: [before.attempts, 0] },
        });
        return row as StaffMailRow;
      });
    },
  };
}
