/** Reports of announcements, stored for the staff to review. */
import type { Database } from '../../db/client';
import { petReports } from '../../db/schema';

export type NewPetReport = typeof petReports.$inferInsert;

export function createReportsRepository(db: Database) {
  return {
    async insert(values: NewPetReport): Promise<void> {
      await db.insert(petReports).values(values);
    },
  };
}
