/** Auditoría: reading the log as the staff screen shows it (newest first). */
import type { AuditEntry, AuditQuery } from '@huella/shared/schemas/staff-admin';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../lib/pagination';
import { createAuditRepository } from './repository';

export function createAuditService({ db }: { db: Database }) {
  const repo = createAuditRepository(db);
  return {
    async list(
      filters: Omit<AuditQuery, 'page' | 'page_size'>,
      page: PageRequest,
    ): Promise<{ items: AuditEntry[]; total: number }> {
      const { items, total } = await repo.list(filters, page);
      return {
        items: items.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, email: row.actorEmail },
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          target_label: row.targetLabel,
          changes: row.changes,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}
