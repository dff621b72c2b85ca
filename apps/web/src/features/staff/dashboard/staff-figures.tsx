/**
 * The dashboard's figures (GET /staff/api/dashboard/): cards with what waits
 * and how the platform is doing (open reports, registrations to review,
 * animals listed, verified shelters, median days to adoption), each leading
 * to its queue; and three charts — adoptions per month, adoption requests by
 * state, new shelters per month — each with a sentence in words computed
 * from the data and its numbers as a table (components/charts).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, ClipboardList, Flag, PawPrint, Timer, type LucideIcon } from 'lucide-react';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { commonMessages } from '@huella/shared/messages/common';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import type { StaffDashboard } from '@huella/shared/schemas/staff-admin';
import { BarChart, CHART_COLOURS } from '../../../components/charts';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { dateFormat } from '../../../lib/dates';
import { useStaffDashboard } from './api/dashboard';

const text = staffAdminScreensMessages.dashboard;

const monthName = dateFormat({
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11" → "nov 2026". */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthName(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
}

const sum = (rows: Array<{ count: number }>) => rows.reduce((total, row) => total + row.count, 0);
/** The row with the highest count, null when there is none or several share it. */
const best = <T extends { count: number }>(rows: T[]): T | null => {
  const highest = Math.max(0, ...rows.map((row) => row.count));
  const top = rows.filter((row) => row.count === highest);
  return highest > 0 && top.length === 1 ? top[0]! : null;
};
const highestOf = (rows: Array<{ count: number }>) => Math.max(0, ...rows.map((row) => row.count));

export function adoptionsSummary(figures: StaffDashboard): string {
  const rows = figures.adoptions_by_month;
  const top = best(rows);
  return text.adoptions.summary(
    sum(rows),
    rows.length,
    top ? monthLabel(top.month) : null,
    highestOf(rows),
  );
}

export function requestsSummary(figures: StaffDashboard): string {
  const rows = figures.requests_by_state;
  const top = best(rows);
  return text.requests.summary(
    sum(rows),
    top ? adoptionRequestsMessages.states[top.state] : null,
    highestOf(rows),
  );
}

export function sheltersSummary(figures: StaffDashboard): string {
  const rows = figures.new_shelters_by_month;
  return text.shelters.summary(sum(rows), rows.length, rows.at(-1)?.count ?? 0);
}

function FigureCard({
  to,
  Icon,
  value,
  label,
  wide = false,
}: {
  wide?: boolean;
  to: string | null;
  Icon: LucideIcon;
  value: ReactNode;
  label: string;
}) {
  const body = (
    <>
      <Icon className="size-5 text-accent" aria-hidden="true" />
      <span className="mt-2 block text-3xl font-extrabold text-primary tabular-nums">
        {value}
      </span>{' '}
      <span className="block text-sm font-medium text-muted">{label}</span>
    </>
  );
  const classes = 'block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200';
  return (
    <li className={wide ? 'col-span-2 md:col-span-1' : undefined}>
      {to ? (
        <Link to={to} className={`${classes} transition-shadow hover:ring-primary`}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}

export function StaffFigures() {
  const dashboard = useStaffDashboard();
  return (
    <section aria-labelledby="staff-figures" className="space-y-4">
      <h2 id="staff-figures" className="text-xl font-bold text-primary">
        {text.figuresTitle}
      </h2>
      {dashboard.isError ? (
        <LoadError message={text.loadFailed} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.isPending ? (
        <Spinner label={commonMessages.loading} showLabel />
      ) : (
        <Figures figures={dashboard.data} />
      )}
    </section>
  );
}

function Figures({ figures }: { figures: StaffDashboard }) {
  const cards = text.cards;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <FigureCard
          to="/staff/denuncias?estado=abierta"
          Icon={Flag}
          value={figures.open_reports.toLocaleString('es-ES')}
          label={cards.openReports}
        />
        <FigureCard
          to="/staff/solicitudes"
          Icon={ClipboardList}
          value={figures.pending_applications.toLocaleString('es-ES')}
          label={cards.pendingApplications}
        />
        <FigureCard
          to="/adopciones"
          Icon={PawPrint}
          value={figures.totals.listed_animals.toLocaleString('es-ES')}
          label={cards.listedAnimals}
        />
        <FigureCard
          to="/staff/refugios?estado=verificado"
          Icon={BadgeCheck}
          value={figures.totals.verified_shelters.toLocaleString('es-ES')}
          label={cards.verifiedShelters(figures.totals.shelters)}
        />
        <FigureCard
          wide
          to={null}
          Icon={Timer}
          value={
            figures.median_days_to_adoption === null
              ? cards.noMedian
              : cards.days(figures.median_days_to_adoption)
          }
          label={cards.medianDays}
        />
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          title={text.adoptions.title}
          summary={adoptionsSummary(figures)}
          labelHeader={text.adoptions.header}
          data={figures.adoptions_by_month.map((row) => ({
            label: monthLabel(row.month),
            values: { adoptions: row.count },
          }))}
          series={[{ key: 'adoptions', name: text.adoptions.series, colour: CHART_COLOURS[0] }]}
        />
        <BarChart
          layout="vertical"
          title={text.requests.title}
          summary={requestsSummary(figures)}
          labelHeader={text.requests.header}
          data={figures.requests_by_state.map((row) => ({
            label: adoptionRequestsMessages.states[row.state],
            values: { requests: row.count },
          }))}
          series={[{ key: 'requests', name: text.requests.series, colour: CHART_COLOURS[1] }]}
        />
        <div className="lg:col-span-2">
          <BarChart
            title={text.shelters.title}
            summary={sheltersSummary(figures)}
            labelHeader={text.shelters.header}
            data={figures.new_shelters_by_month.map((row) => ({
              label: monthLabel(row.month),
              values: { shelters: row.count },
            }))}
            series={[{ key: 'shelters', name: text.shelters.series, colour: CHART_COLOURS[2] }]}
          />
        </div>
      </div>
    </>
  );
}
