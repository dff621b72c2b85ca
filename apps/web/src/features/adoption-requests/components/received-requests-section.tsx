/**
 * Mi cuenta → Solicitudes recibidas: the adoption requests of every shelter
 * the user belongs to, in one inbox. Filters by state (toggle buttons with
 * the counts), by shelter (with more than one) and by animal; each request
 * opens at its own address (…&solicitud=ID) with the applicant's contact,
 * the answers, the timeline and the moves the API allows. Everything is in
 * the URL, so a reload, the back button or a link shared with another member
 * of the shelter shows the same screen.
 */
import { useId, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ChevronRight, Inbox } from 'lucide-react';
import { ADOPTION_REQUEST_STATES, type AdoptionRequestState } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequestSummary } from '@huella/shared/schemas/adoption-requests';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/dates';
import { useMyShelters } from '../../../lib/my-shelters';
import { useAdoptionRequestCounts } from '../api/get-adoption-request-counts';
import { useShelterAdoptionRequests } from '../api/list-shelter-adoption-requests';
import { REQUEST_PARAM, requestIdOf } from '../utils/links';
import { readReceivedFilters, receivedHref, type ReceivedFilters } from '../utils/received-filters';
import { PetThumb } from './pet-thumb';
import { RequestDetail } from './request-detail';
import { StateBadge } from './state-badge';

const receivedText = adoptionRequestsScreensMessages.received;
const inboxText = adoptionRequestsScreensMessages.inbox;
const detailText = adoptionRequestsScreensMessages.detail;
const states = adoptionRequestsMessages.states;

export function ReceivedRequestsSection() {
  const headingId = useId();
  const [params] = useSearchParams();
  const shelters = useMyShelters().data ?? [];
  const fromUrl = readReceivedFilters(params);
  // A shelter the user is not in (an old link, a typo) means all of theirs.
  const filters: ReceivedFilters = {
    ...fromUrl,
    shelter: shelters.some((shelter) => shelter.id === fromUrl.shelter)
      ? fromUrl.shelter
      : undefined,
  };
  const selected = requestIdOf(params.get(REQUEST_PARAM));
  const only = shelters.length === 1 ? shelters[0] : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-primary">
        {receivedText.title}
      </h2>
      <p className="mt-1 mb-6 text-muted">
        {only ? receivedText.introOne(only.name) : receivedText.intro}
      </p>
      {selected === null ? (
        <div className="space-y-5">
          <Filters filters={filters} shelters={shelters} />
          <RequestList filters={filters} showShelter={shelters.length > 1} />
        </div>
      ) : (
        <RequestDetail
          key={selected}
          id={selected}
          side="refugio"
          back={
            <Link to={receivedHref(filters)} className={buttonClasses('ghost', 'sm', '-ml-3')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {detailText.backToInbox}
            </Link>
          }
        />
      )}
    </section>
  );
}

function Filters({ filters, shelters }: { filters: ReceivedFilters; shelters: MyShelter[] }) {
  const navigate = useNavigate();
  // A filter replaces the address rather than stacking one history entry per click.
  const apply = (next: ReceivedFilters) => void navigate(receivedHref(next), { replace: true });
  const counts = useAdoptionRequestCounts(filters.shelter);
  // The animal choices: every animal with requests (in the chosen shelter), whatever the state.
  const everything = useShelterAdoptionRequests({ shelter: filters.shelter });
  const pets = useMemo(() => {
    const byId = new Map<number, string>();
    for (const request of everything.data ?? []) byId.set(request.pet.id, request.pet.name);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1], 'es'));
  }, [everything.data]);
  const total = counts.data
    ? ADOPTION_REQUEST_STATES.reduce((sum, key) => sum + counts.data[key], 0)
    : undefined;

  const toggles: { value: AdoptionRequestState | undefined; label: string; count?: number }[] = [
    { value: undefined, label: inboxText.all, count: total },
    ...ADOPTION_REQUEST_STATES.map((value) => ({
      value,
      label: states[value],
      count: counts.data?.[value],
    })),
  ];
  return (
    <div className="space-y-4">
      <div role="group" aria-label={inboxText.stateFilter} className="flex flex-wrap gap-2">
        {toggles.map(({ value, label, count }) => {
          const active = value === filters.state;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={active}
              onClick={() => apply({ ...filters, state: value })}
              className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors ${
                active ? 'bg-primary text-white' : 'bg-secondary/50 text-primary hover:bg-secondary'
              }`}
            >
              {label}
              {/* A space so the name reads "Pendiente 2", not "Pendiente2". */}
              {count !== undefined ? ' ' : null}
              {count !== undefined ? (
                <span
                  className={`rounded-full px-2 text-xs tabular-nums ${active ? 'bg-white/20' : 'bg-white'}`}
                >
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        {shelters.length > 1 ? (
          <SelectField
            label={receivedText.shelterFilter}
            value={filters.shelter ?? ''}
            onChange={(event) =>
              // Another shelter has other animals: the animal filter starts over.
              apply({
                state: filters.state,
                shelter: event.target.value ? Number(event.target.value) : undefined,
              })
            }
          >
            <option value="">{receivedText.allShelters}</option>
            {shelters.map((shelter) => (
              <option key={shelter.id} value={shelter.id}>
                {shelter.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={inboxText.petFilter}
          value={filters.pet ?? ''}
          onChange={(event) =>
            apply({
              ...filters,
              pet: event.target.value ? Number(event.target.value) : undefined,
            })
          }
        >
          <option value="">{inboxText.allPets}</option>
          {pets.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}

function RequestList({ filters, showShelter }: { filters: ReceivedFilters; showShelter: boolean }) {
  const query = useShelterAdoptionRequests(filters);
  if (query.isPending) {
    return (
      <div className="space-y-3">
        <Spinner label={inboxText.loading} showLabel />
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="h-20 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none"
            aria-hidden="true"
          />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={inboxText.loadError}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className={query.isPlaceholderData ? 'opacity-60' : ''} aria-busy={query.isFetching}>
      <p className="mb-3 text-sm font-medium text-muted" aria-live="polite">
        {inboxText.results(query.data.length)}
      </p>
      {query.data.length === 0 ? (
        <EmptyState Icon={Inbox} title={inboxText.empty} />
      ) : (
        <ul aria-label={inboxText.label} className="space-y-3">
          {query.data.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              href={receivedHref(filters, request.id)}
              showShelter={showShelter}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestRow({
  request,
  href,
  showShelter,
}: {
  request: AdoptionRequestSummary;
  href: string;
  showShelter: boolean;
}) {
  const applicant = `${request.applicant.first_name} ${request.applicant.last_name}`.trim();
  return (
    <li className="relative flex items-center gap-4 rounded-2xl border border-gray-200 p-3 transition-colors focus-within:ring-2 focus-within:ring-secondary-dark hover:bg-surface sm:p-4">
      <PetThumb image={request.pet.image} className="size-14" />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-primary [overflow-wrap:anywhere]">
          {/* The whole card is the link's target area; its name says which request. */}
          <Link
            to={href}
            aria-label={inboxText.view(applicant, request.pet.name)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {request.pet.name}
          </Link>
        </h3>
        <p className="text-sm text-ink [overflow-wrap:anywhere]">{applicant}</p>
        {showShelter ? (
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            <span className="sr-only">{receivedText.shelter}: </span>
            {request.shelter.name}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          <time dateTime={request.created_at}>
            {receivedText.receivedOn(formatShortDate(request.created_at))}
          </time>
        </p>
      </div>
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-center">
        <span className="sr-only">{receivedText.state}: </span>
        <StateBadge state={request.state} />
        <ChevronRight className="hidden size-5 text-muted sm:block" aria-hidden="true" />
      </div>
    </li>
  );
}
