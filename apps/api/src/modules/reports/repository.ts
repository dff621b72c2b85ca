/** Reports of announcements, stored for the staff to review. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { byKey, keptSql } from '../../db/kept-statement';
import { petReports, pets } from '../../db/schema';
import { publiclyVisible } from '../pets';

export interface NewPetReport {
  petId: number;
  userId: number | null;
  reason: (typeof petReports.$inferInsert)['reason'];
  message: string;
  ip: string;
  reporterEmail: string;
}

export function createReportsRepository(db: Database) {
  // The announcement's check and the report: one statement, by the animal's key.
  const insertIfVisible = keptSql<{ id: number }>(db, byKey('report_insert'), () => {
    const value = (name: keyof NewPetReport) => sql.placeholder(name);
    return sql`
      insert into ${petReports} (pet_id, user_id, reason, message, ip, reporter_email)
      select ${pets.id}, ${value('userId')}::integer, ${value('reason')}, ${value('message')},
        ${value('ip')}, ${value('reporterEmail')}
      from ${pets} where ${and(eq(pets.id, value('petId')), ...publiclyVisible())}
      returning id`;
  });
  return {
    /** Stores a report of an announcement anyone may see; false, storing nothing, if there is none. */
    async insertIfVisible(values: NewPetReport): Promise<boolean> {
      return (await insertIfVisible().execute({ ...values })).length > 0;
    },
  };
}
