/**
 * Refugios → Solicitudes: one shelter's inbox in a large modal. Filters by
 * state (toggle buttons with the counts) and by animal (the animals its
 * requests are for); a request opens in place with the applicant's contact,
 * the answers, the timeline and the moves the API allows.
 */
import { useId, useMemo, useState } from 'react';
import { ArrowLeft, ChevronRight, Inbox } from 'lucide-react';
import { ADOPTION_REQUEST_STATES, type AdoptionRequestState } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequestSummary } from '@huella/shared/schemas/adoption-requests';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useAdoptionRequestCounts } from '../api/get-adoption-request-counts';
import { useShelterAdoptionRequests } from '../api/list-shelter-adoption-requests';
import { formatShortDate } from '../../../lib/dates';
import { PetThumb } from './pet-thumb';
import { RequestDetail } from './request-detail';
import { StateBadge } from './state-badge';

const inboxText = adoptionRequestsScreensMessages.inbox;
const detailText = adoptionRequestsScreensMessages.detail;
const states = adoptionRequestsMessages.states;

interface ShelterRequestsModalProps {
  shelter: { id: number; name: string };
  open: boolean;
  onClose: () => void;
  /** Open on this request (a link from an e-mail). */
  initialRequestId?: number;
}

export function ShelterRequestsModal({
  shelter,
  open,
  onClose,
  initialRequestId,
}: ShelterRequestsModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={inboxText.title(shelter.name)}
      description={inboxText.description}
      closeLabel={inboxText.close}
    >
      <ShelterInbox shelterId={shelter.id} initialRequestId={initialRequestId} />
    </Modal>
  );
}

function ShelterInbox({
  shelterId,
  initialRequestId,
}: {
  shelterId: number;
  initialRequestId?: number;
}) {
  // Mounted with the modal: it opens on every request of the shelter.
  const [state, setState] = useState<AdoptionRequestState | undefined>();
  const [pet, setPet] = useState<number | undefined>();
  const [selected, setSelected] = useState<number | undefined>(initialRequestId);

  if (selected !== undefined) {
    return (
      <div className="px-5 py-5 sm:px-6">
        <RequestDetail
          key={selected}
          id={selected}
          side="refugio"
          back={
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              onClick={() => setSelected(undefined)}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {detailText.backToInbox}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="space-y-5 px-5 py-5 sm:px-6">
      <InboxFilters
        shelterId={shelterId}
        state={state}
        pet={pet}
        onStateChange={setState}
        onPetChange={setPet}
      />
      <InboxList shelterId={shelterId} state={state} pet={pet} onOpen={setSelected} />
    </div>
  );
}

function InboxFilters({
  shelterId,
  state,
  pet,
  onStateChange,
  onPetChange,
}: {
  shelterId: number;
  state: AdoptionRequestState | undefined;
  pet: number | undefined;
  onStateChange: (state: AdoptionRequestState | undefined) => void;
  onPetChange: (pet: number | undefined) => void;
}) {
  const counts = useAdoptionRequestCounts(shelterId);
  // The animal choices: every animal the shelter has requests for, whatever the state.
  const everything = useShelterAdoptionRequests({ shelter: shelterId });
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
          const active = value === state;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={active}
              onClick={() => onStateChange(value)}
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
      <SelectField
        label={inboxText.petFilter}
        value={pet ?? ''}
        onChange={(event) =>
          onPetChange(event.target.value ? Number(event.target.value) : undefined)
        }
        className="max-w-xs"
      >
        <option value="">{inboxText.allPets}</option>
        {pets.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function InboxList({
  shelterId,
  state,
  pet,
  onOpen,
}: {
  shelterId: number;
  state: AdoptionRequestState | undefined;
  pet: number | undefined;
  onOpen: (id: number) => void;
}) {
  const query = useShelterAdoptionRequests({ shelter: shelterId, state, pet });
  const resultsId = useId();
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
      <p id={resultsId} className="mb-3 text-sm font-medium text-muted" aria-live="polite">
        {inboxText.results(query.data.length)}
      </p>
      {query.data.length === 0 ? (
        <EmptyState Icon={Inbox} title={inboxText.empty} />
      ) : (
        <ul aria-label={inboxText.label} className="space-y-3">
          {query.data.map((request) => (
            <InboxRow key={request.id} request={request} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InboxRow({
  request,
  onOpen,
}: {
  request: AdoptionRequestSummary;
  onOpen: (id: number) => void;
}) {
  const applicant = `${request.applicant.first_name} ${request.applicant.last_name}`.trim();
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(request.id)}
        aria-label={inboxText.view(applicant, request.pet.name)}
        className="flex w-full items-center gap-4 rounded-2xl border border-gray-200 p-3 text-left transition-colors hover:bg-surface sm:p-4"
      >
        <PetThumb image={request.pet.image} className="size-14" />
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-primary [overflow-wrap:anywhere]">
            {request.pet.name}
          </span>
          <span className="block text-sm text-ink [overflow-wrap:anywhere]">{applicant}</span>
          <span className="block text-sm text-muted">{formatShortDate(request.created_at)}</span>
        </span>
        <StateBadge state={request.state} />
        <ChevronRight className="hidden size-5 shrink-0 text-muted sm:block" aria-hidden="true" />
      </button>
    </li>
  );
}
