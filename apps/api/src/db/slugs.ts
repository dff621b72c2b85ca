/**
 * The two questions a table with unique slugs is asked (blog posts, products):
 * whether another row has a slug, and which slugs start with a base (to find
 * the next free `base-2`, `base-3`…; lib/slug.ts picks it).
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export function slugQueries(
  db: Database,
  table: PgTable,
  columns: { id: PgColumn; slug: PgColumn },
) {
  return {
    /** Whether another row has this slug. */
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: columns.id })
        .from(table)
        .where(and(eq(columns.slug, slug), exceptId ? ne(columns.id, exceptId) : undefined))
        .limit(1);
      return Boolean(row);
    },

    /** The slugs that are `base` or start with `base-`. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: columns.slug })
        .from(table)
        .where(or(eq(columns.slug, base), sql`${columns.slug} like ${`${base}-%`}`));
      return new Set(rows.map((row) => String(row.slug)));
    },
  };
}
