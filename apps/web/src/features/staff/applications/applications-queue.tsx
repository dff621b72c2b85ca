/**
 * /staff/solicitudes: registrations of shelters by state, oldest first. By
 * default the open ones (enviada, en revisión, información solicitada: the
 * API's `abiertas`); any single state, or all. State, search and page live in
 * the address (?estado=&q=&pagina=).
 */
import { Link, useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import {
  OPEN_SHELTER_APPLICATION_STATES,
  SHELTER_APPLICATION_STATES,
  type ShelterApplicationState,
} from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import {
  OPEN_APPLICATIONS_FILTER,
  type StaffShelterApplicationListItem,
} from '@huella/shared/schemas/shelter-applications';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { Pager, pageFrom } from '../components/pager';
import { SearchBox, withChanges } from '../shop/search-box';
import { useApplicationCounts } from './api/application-counts';
import { STAFF_APPLICATIONS_PAGE_SIZE } from './api/keys';
import { useStaffApplications } from './api/list-applications';
import { ApplicationStateBadge } from './application-state-badge';

const text = staffSheltersScreensMessages.applications;
const ALL = 'todas';

const isState = (value: string | null): value is ShelterApplicationState =>
  (SHELTER_APPLICATION_STATES as readonly string[]).includes(value ?? '');

function ApplicationRow({ application }: { application: StaffShelterApplicationListItem }) {
  const changed = application.updated_at !== application.created_at;
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
            <Link
              to={`/staff/solicitudes/${application.id}`}
              aria-label={text.openLabel(application.name)}
              className="text-primary hover:underline"
            >
              {application.name}
            </Link>
          </h2>
          <ApplicationStateBadge state={application.state} />
        </div>
        <p className="text-sm text-ink">
          {application.kind} · {application.city} ({application.province})
        </p>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">
          {text.applicant(application.applicant_email)}
        </p>
      </div>
      <div className="shrink-0 text-sm text-muted sm:text-right">
        <p>{text.sent(formatDateTime(application.created_at))}</p>
        {changed ? <p>{text.updated(formatDateTime(application.updated_at))}</p> : null}
      </div>
    </li>
  );
}

export function ApplicationsQueue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('estado');
  const estado = isState(raw) ? raw : undefined;
  const showAll = raw === ALL;
  const showOpen = !estado && !showAll;
  const q = params.get('q')?.trim() ?? '';
  const page = pageFrom(params);
  const counts = useApplicationCounts();
  const update = (changes: Record<string, string>) => setParams(withChanges(params, changes));

  const list = useStaffApplications({
    estado: showOpen ? OPEN_APPLICATIONS_FILTER : estado,
    q: q || undefined,
    page,
  });
  const lists = {
    isPending: list.isPending,
    isFetching: list.isFetching,
    isPlaceholderData: list.isPlaceholderData,
    error: list.error,
    refetch: () => void list.refetch(),
    applications: list.data?.applications ?? [],
    total: list.data?.total ?? 0,
  };

  const openCount = counts.data
    ? OPEN_SHELTER_APPLICATION_STATES.reduce((sum, state) => sum + counts.data[state], 0)
    : undefined;
  const label = (name: string, count: number | undefined) =>
    count === undefined ? name : text.tab(name, count);
  const pageCount = Math.max(1, Math.ceil(lists.total / STAFF_APPLICATIONS_PAGE_SIZE));
  const filtered = Boolean(q) || Boolean(estado);

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-end">
        <SelectField
          label={text.statesLabel}
          value={showOpen ? '' : (raw ?? '')}
          onChange={(event) => update({ estado: event.target.value })}
          className="sm:w-72"
        >
          <option value="">{label(text.open, openCount)}</option>
          {SHELTER_APPLICATION_STATES.map((state) => (
            <option key={state} value={state}>
              {label(shelterApplicationsMessages.states[state], counts.data?.[state])}
            </option>
          ))}
          <option value={ALL}>{text.all}</option>
        </SelectField>
        <SearchBox
          id="staff-applications-search"
          value={q}
          onSearch={(value) => update({ q: value })}
          text={text}
          maxLength={100}
        />
      </div>

      <div className="mt-6" aria-busy={lists.isFetching}>
        {lists.error ? (
          <LoadError
            message={text.loadFailed}
            detail={lists.error instanceof ApiError ? lists.error.message : undefined}
            onRetry={lists.refetch}
          />
        ) : lists.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : lists.applications.length === 0 ? (
          <EmptyState
            Icon={Inbox}
            title={filtered ? text.emptyFiltered : text.empty}
            hint={filtered ? text.emptyFilteredHint : text.emptyHint}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(lists.total)}
            </p>
            <ul className={`space-y-3 ${lists.isPlaceholderData ? 'opacity-60' : ''}`}>
              {lists.applications.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
