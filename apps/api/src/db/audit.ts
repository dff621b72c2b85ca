/**
 * The audit log (issue 17): every staff action, with who, when, what changed
 * and why. `recordAudit` takes the transaction of the change itself, so the
 * record and the change are written together or not at all. The table is
 * append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); the API only
 * reads it (GET /staff/api/audit/).
 */
import type { AuditTargetType } from '@huella/shared/constants';
import type { Database } from './client';
import { auditLog } from './schema';

/** A transaction (or the database itself, for a change made by one statement). */
export type AuditWriter = Pick<Database, 'insert'>;

/** Who acts: the signed-in staff member, and the address they acted from. */
export interface AuditActor {
  id: number;
  email: string;
  ip?: string;
}

export interface AuditEntry {
  /** `<area>.<verb>`, e.g. `shelter.suspend`, `report.resolve`, `user.deactivate`. */
  action: string;
  targetType: AuditTargetType;
  targetId: number;
  /** A readable name of the target now ("Protectora Huellas de Sevilla", "Pedido H-1024"). */
  targetLabel?: string;
  /** Only the fields that changed: `{ field: [before, after] }`. */
  changes?: Record<string, [unknown, unknown]>;
  reason?: string;
}

export async function recordAudit(
  writer: AuditWriter,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: (entry.targetLabel ?? '').slice(0, 200),
    changes: entry.changes ?? {},
    reason: entry.reason ?? '',
    ip: (actor.ip ?? '').slice(0, 64),
  });
}

/**
 * The fields of `after` whose value differs from `before`, as the log keeps
 * them. Dates compare by instant; everything else by JSON value.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field];
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[field] = [old ?? null, value];
  }
  return changes;
}
