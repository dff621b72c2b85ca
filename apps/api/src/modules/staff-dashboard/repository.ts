/**
 * The staff dashboard's figures: a handful of aggregate queries. Months are
 * Madrid months, the last DASHBOARD_MONTHS of them ending with the one of
 * `at` (zeros included).
 */
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_MONTHS, OPEN_SHELTER_APPLICATION_STATES } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import {
  adoptionRequests,
  petReports,
  pets,
  shelterApplications,
  shelters,
  users,
} from '../../db/schema';
import { publiclyListed } from '../pets';
import { and } from 'drizzle-orm';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer { rows }; Drizzle's generic database type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createDashboardRepository(db: Database) {
  /** The months shown: 'YYYY-MM' with the Madrid local start and end of each. */
  const months = (at: Date) => sql`
    select to_char(m, 'YYYY-MM') as month, m as starts, m + interval '1 month' as ends
    from generate_series(
      date_trunc('month', ${at.toISOString()}::timestamptz at time zone 'Europe/Madrid') - ${`${DASHBOARD_MONTHS - 1} months`}::interval,
      date_trunc('month', ${at.toISOString()}::timestamptz at time zone 'Europe/Madrid'),
      interval '1 month'
    ) as m`;

  const perMonth = (at: Date, table: SQL, column: SQL) => sql`
    with months as (${months(at)})
    select months.month, count(t.ts)::int as count
    from months
    left join (select ${column} at time zone 'Europe/Madrid' as ts from ${table} where ${column} is not null) t
      on t.ts >= months.starts and t.ts < months.ends
    group by months.month
    order by months.month`;

  return {
    async figures(at: Date) {
      const firstMonth = sql`(date_trunc('month', ${at.toISOString()}::timestamptz at time zone 'Europe/Madrid') - ${`${DASHBOARD_MONTHS - 1} months`}::interval) at time zone 'Europe/Madrid'`;
      const open = sql.join(
        OPEN_SHELTER_APPLICATION_STATES.map((state) => sql`${state}`),
        sql`, `,
      );
      const [adoptions, newShelters, requests, [single]] = await Promise.all([
        rows<{ month: string; count: number }>(db, perMonth(at, sql`${pets}`, sql`adopted_at`)),
        rows<{ month: string; count: number }>(db, perMonth(at, sql`${shelters}`, sql`created_at`)),
        rows<{ state: string; count: number }>(
          db,
          sql`select state, count(*)::int as count from ${adoptionRequests} group by state`,
        ),
        rows<{
          median: number | string | null;
          open_reports: number;
          pending_applications: number;
          shelters: number;
          verified_shelters: number;
          users: number;
          adoptions: number;
        }>(
          db,
          sql`select
            (select percentile_cont(0.5) within group (
               order by extract(epoch from (adopted_at - published_at)) / 86400)
             from ${pets} where adopted_at is not null and adopted_at >= ${firstMonth}
               and adopted_at <= ${at.toISOString()}::timestamptz) as median,
            (select count(*)::int from ${petReports} where status in ('abierta', 'en_revision')) as open_reports,
            (select count(*)::int from ${shelterApplications} where state in (${open})) as pending_applications,
            (select count(*)::int from ${shelters}) as shelters,
            (select count(*)::int from ${shelters} where verified) as verified_shelters,
            (select count(*)::int from ${users} where is_active) as users,
            (select count(*)::int from ${pets} where state = 'adoptada') as adoptions`,
        ),
      ]);
      const [listed] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(pets)
        .where(and(...publiclyListed()));
      return { adoptions, newShelters, requests, single: single!, listed: listed?.count ?? 0 };
    },
  };
}
