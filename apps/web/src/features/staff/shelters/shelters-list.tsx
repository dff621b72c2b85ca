/**
 * /staff/refugios: every shelter, searchable by name, city, CIF or e-mail and
 * filtered by standing (verificado, sin verificar, suspendido), kind and
 * province, all kept in the address (?estado=&kind=&province=&q=&pagina=).
 * Each row says how many animals it lists, its members and its open reports.
 */
import { Link, useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import {
  PROVINCES,
  SHELTER_KINDS,
  type Province,
  type ShelterKind,
} from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import {
  STAFF_SHELTER_FILTERS,
  type StaffShelterListItem,
} from '@huella/shared/schemas/staff-admin';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/dates';
import { Pager, pageFrom } from '../components/pager';
import { SearchBox, withChanges } from '../shop/search-box';
import { STAFF_SHELTERS_PAGE_SIZE } from './api/keys';
import { useStaffShelters } from './api/list-shelters';
import { ShelterBadges } from './shelter-badges';
import { FilterSelect } from '../components/filter-select';

/** The provinces in Spanish alphabetical order (Álava beside Albacete). */
const PROVINCES_BY_NAME = [...PROVINCES].sort((a, b) => a.localeCompare(b, 'es'));

const text = staffSheltersScreensMessages.shelters;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function ShelterRow({ shelter }: { shelter: StaffShelterListItem }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
            <Link
              to={`/staff/refugios/${shelter.id}`}
              aria-label={text.openLabel(shelter.name)}
              className="text-primary hover:underline"
            >
              {shelter.name}
            </Link>
          </h2>
          <ShelterBadges verified={shelter.verified} suspended={shelter.suspended} />
        </div>
        <p className="text-sm text-ink">
          {shelter.kind} · {shelter.city}
          {shelter.province ? ` (${shelter.province})` : ''}
        </p>
        <p className="text-sm text-muted">{text.since(formatShortDate(shelter.created_at))}</p>
      </div>
      <ul className="flex shrink-0 flex-wrap gap-x-4 gap-y-1 text-sm text-muted sm:flex-col sm:text-right">
        <li>{text.animals(shelter.animals)}</li>
        <li>{text.members(shelter.members)}</li>
        <li className={shelter.open_reports > 0 ? 'font-semibold text-danger' : ''}>
          {text.openReports(shelter.open_reports)}
        </li>
      </ul>
    </li>
  );
}

export function SheltersList() {
  const [params, setParams] = useSearchParams();
  const estado = oneOf(STAFF_SHELTER_FILTERS, params.get('estado'));
  const kind = oneOf<ShelterKind>(SHELTER_KINDS, params.get('kind'));
  const province = oneOf<Province>(PROVINCES, params.get('province'));
  const q = params.get('q')?.trim() ?? '';
  const page = pageFrom(params);
  const shelters = useStaffShelters({ estado, kind, province, q: q || undefined, page });
  const update = (changes: Record<string, string>) => setParams(withChanges(params, changes));

  const total = shelters.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_SHELTERS_PAGE_SIZE));
  const filtered = Boolean(estado || kind || province || q);

  return (
    <div>
      <div className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <FilterSelect
            label={text.stateLabel}
            value={estado ?? ''}
            onChange={(value) => update({ estado: value })}
            anyLabel={text.allStates}
            options={STAFF_SHELTER_FILTERS}
            optionLabel={(filter) => text.states[filter]}
          />
          <FilterSelect
            label={text.kindLabel}
            value={kind ?? ''}
            onChange={(value) => update({ kind: value })}
            anyLabel={text.allKinds}
            options={SHELTER_KINDS}
          />
          <FilterSelect
            label={text.provinceLabel}
            value={province ?? ''}
            onChange={(value) => update({ province: value })}
            anyLabel={text.allProvinces}
            options={PROVINCES_BY_NAME}
            className="col-span-2 sm:col-span-1"
          />
        </div>
        <SearchBox
          id="staff-shelters-search"
          value={q}
          onSearch={(value) => update({ q: value })}
          text={text}
          maxLength={100}
        />
      </div>

      <div className="mt-6" aria-busy={shelters.isFetching}>
        {shelters.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={shelters.error instanceof ApiError ? shelters.error.message : undefined}
            onRetry={() => void shelters.refetch()}
          />
        ) : shelters.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : shelters.data.shelters.length === 0 ? (
          <EmptyState
            Icon={Building2}
            title={filtered ? text.emptyFiltered : text.empty}
            hint={filtered ? text.emptyFilteredHint : text.emptyHint}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ul className={`space-y-3 ${shelters.isPlaceholderData ? 'opacity-60' : ''}`}>
              {shelters.data.shelters.map((shelter) => (
                <ShelterRow key={shelter.id} shelter={shelter} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
