/** Queries on `contact_messages`. */
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessageRow = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Database) {
  return {
    async insert(values: NewContactMessageRow) {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id });
      return row!;
    },
  };
}
