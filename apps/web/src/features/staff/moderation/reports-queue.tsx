/**
 * /staff/denuncias: the reports' queue by state (abierta → en_revision →
 * resuelta | descartada, each with its count), oldest open first. Each row
 * shows the animal (photo, name, its public page and its reports), its
 * shelter (to its staff page), the reason and message, when, and who
 * reported (an account or a guest, with or without an address). The state,
 * the animal and the page live in the address (?estado=&animal=&pagina=).
 */
import { Link, useSearchParams } from 'react-router';
import { ExternalLink, Flag, ImageOff, X } from 'lucide-react';
import { REPORT_STATUSES, STAFF_PAGE_SIZE, type ReportStatus } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import type { StaffReportListItem } from '@huella/shared/schemas/staff-admin';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { Pager, pageFrom } from '../components/pager';
import { useReportCounts } from './api/report-counts';
import { useReports } from './api/reports';
import { HiddenBadge, ReportStateBadge, ShelterStandingBadges } from './badges';

const text = staffAdminScreensMessages.reports;

const isState = (value: string | null): value is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value ?? '');

export const petIdFrom = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

export function ReportPetPhoto({ pet }: { pet: StaffReportListItem['pet'] }) {
  return pet.image ? (
    <img
      src={apiUrl(pet.image)}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-gray-200"
    />
  ) : (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-surface text-muted ring-1 ring-gray-200">
      <ImageOff className="size-6" aria-hidden="true" />
      <span className="sr-only">{text.noPhoto}</span>
    </span>
  );
}

export const reporterText = (reporter: StaffReportListItem['reporter']) =>
  reporter.kind === 'cuenta'
    ? text.reporterAccount(reporter.email)
    : text.reporterGuest(reporter.email);

function ReportRow({ report }: { report: StaffReportListItem }) {
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <div className="flex gap-4">
        <ReportPetPhoto pet={report.pet} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">
              <Link
                to={`/staff/denuncias/${report.id}`}
                aria-label={text.open(report.id, report.pet.name)}
                className="text-primary hover:underline"
              >
                {report.pet.name}
              </Link>
            </h2>
            <ReportStateBadge estado={report.state} />
            {report.pet.hidden ? <HiddenBadge /> : null}
            {report.pet.deleted ? (
              <span className="text-xs font-semibold text-muted">{text.deleted}</span>
            ) : null}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Link
              to={`/staff/refugios/${report.shelter.id}`}
              aria-label={text.shelterLabel(report.shelter.name)}
              className="font-medium text-primary hover:underline"
            >
              {report.shelter.name}
            </Link>
            <ShelterStandingBadges
              verified={report.shelter.verified}
              suspended={report.shelter.suspended}
            />
          </p>
          <p className="mt-2 font-semibold text-ink">{report.reason}</p>
          <p className="mt-1 line-clamp-3 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {report.message || <span className="text-muted italic">{text.noMessage}</span>}
          </p>
          <p className="mt-2 text-sm text-muted [overflow-wrap:anywhere]">
            <time dateTime={report.created_at}>{text.when(formatDateTime(report.created_at))}</time>
            {' · '}
            {reporterText(report.reporter)}
            {' · '}
            {report.reports_for_pet > 1 ? (
              <Link
                to={`/staff/denuncias?animal=${report.pet.id}`}
                className="text-primary hover:underline"
              >
                {text.reportsForPet(report.reports_for_pet)}
              </Link>
            ) : (
              text.reportsForPet(report.reports_for_pet)
            )}
          </p>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
            <Link to={`/staff/denuncias/${report.id}`} className="text-primary hover:underline">
              {text.openShort}
            </Link>
            {!report.pet.deleted ? (
              <Link
                to={`/adopciones/animal/${report.pet.id}`}
                aria-label={text.publicPageLabel(report.pet.name)}
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                {text.publicPage}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}

function StateFilter({
  current,
  counts,
  hrefFor,
}: {
  current: ReportStatus | undefined;
  counts: Record<ReportStatus, number> | undefined;
  hrefFor: (estado: ReportStatus | undefined) => string;
}) {
  const options: Array<ReportStatus | undefined> = [undefined, ...REPORT_STATUSES];
  return (
    <nav aria-label={text.statesLabel}>
      <ul className="flex flex-wrap gap-2">
        {options.map((estado) => {
          const selected = estado === current;
          const label = estado ? moderationMessages.reportStates[estado] : text.all;
          return (
            <li key={estado ?? 'all'}>
              <Link
                to={hrefFor(estado)}
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                  selected
                    ? 'bg-primary text-white'
                    : 'bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60'
                }`}
              >
                {estado && counts ? text.tab(label, counts[estado]) : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ReportsQueue() {
  const [params] = useSearchParams();
  const rawState = params.get('estado');
  const estado = isState(rawState) ? rawState : undefined;
  const pet = petIdFrom(params.get('animal'));
  const page = pageFrom(params);
  const reports = useReports({ estado, pet, page });
  const counts = useReportCounts();

  const hrefFor = (next: ReportStatus | undefined) => {
    const search = new URLSearchParams();
    if (next) search.set('estado', next);
    if (pet) search.set('animal', String(pet));
    const query = search.toString();
    return `/staff/denuncias${query ? `?${query}` : ''}`;
  };
  const withoutPet = () => {
    const search = new URLSearchParams();
    if (estado) search.set('estado', estado);
    const query = search.toString();
    return `/staff/denuncias${query ? `?${query}` : ''}`;
  };

  const total = reports.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const petName = reports.data?.reports[0]?.pet.name;

  return (
    <div>
      <StateFilter current={estado} counts={counts.data} hrefFor={hrefFor} />
      {pet ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-ink">
          <span className="font-semibold">
            {petName ? `${staffAdminScreensMessages.report.otherReports}: ${petName}` : null}
          </span>
          <Link
            to={withoutPet()}
            className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 font-semibold text-primary hover:bg-secondary-dark"
          >
            <X className="size-4" aria-hidden="true" />
            {text.all}
          </Link>
        </p>
      ) : null}

      <div className="mt-6" aria-busy={reports.isFetching}>
        {reports.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={reports.error instanceof ApiError ? reports.error.message : undefined}
            onRetry={() => void reports.refetch()}
          />
        ) : reports.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : reports.data.reports.length === 0 ? (
          <EmptyState
            Icon={Flag}
            title={text.empty[estado ?? 'all']}
            hint={estado ? undefined : text.emptyHint}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ul className={`space-y-3 ${reports.isPlaceholderData ? 'opacity-60' : ''}`}>
              {reports.data.reports.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
