/** Reading the audit log (writes go through db/audit.ts, in the change's own transaction). */
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@huella/shared/schemas/staff-admin';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The instant a Madrid day (YYYY-MM-DD) begins. */
const madridDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Madrid'`;

export function createAuditRepository(db: Database) {
  return {
    async list(filters: Omit<AuditQuery, 'page' | 'page_size'>, page: PageRequest) {
      const conditions: SQL[] = [];
      if (filters.actor)
        conditions.push(ilike(auditLog.actorEmail, `%${escapeLike(filters.actor)}%`));
      if (filters.action) conditions.push(ilike(auditLog.action, `${escapeLike(filters.action)}%`));
      if (filters.target_type) conditions.push(eq(auditLog.targetType, filters.target_type));
      if (filters.target_id) conditions.push(eq(auditLog.targetId, filters.target_id));
      if (filters.desde) conditions.push(gte(auditLog.createdAt, madridDayStart(filters.desde)));
      if (filters.hasta)
        conditions.push(
          lt(
            auditLog.createdAt,
            sql`((${filters.hasta}::date + 1)::timestamp at time zone 'Europe/Madrid')`,
          ),
        );
      const where = conditions.length ? and(...conditions) : undefined;
      const [items, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { items, total: count?.total ?? 0 };
    },
  };
}
