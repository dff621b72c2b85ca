/**
 * Mi cuenta → Solicitudes: the adoption requests the user has sent, each with
 * the animal, the shelter, the state and the date; ?solicitud={id} opens one
 * (answers, timeline, "Retirar solicitud", the conversation). The section is
 * in the URL, so the API's e-mails can link straight to a request.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ChevronRight, Inbox } from 'lucide-react';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequestSummary } from '@huella/shared/schemas/adoption-requests';
import { LoadError } from '../../../components/ui/load-error';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useMyAdoptionRequests } from '../api/list-my-adoption-requests';
import { formatLongDate } from '../../../lib/dates';
import { REQUEST_PARAM, requestIdOf } from '../utils/links';
import { PetThumb } from './pet-thumb';
import { RequestDetail } from './request-detail';
import { StateBadge } from './state-badge';

const listText = adoptionRequestsScreensMessages.list;
const detailText = adoptionRequestsScreensMessages.detail;

const SECTION_HREF = '?seccion=solicitudes';
const requestHref = (id: number) => `${SECTION_HREF}&${REQUEST_PARAM}=${id}`;

export function MyRequestsSection() {
  const headingId = useId();
  const [params] = useSearchParams();
  const selected = requestIdOf(params.get(REQUEST_PARAM));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
    >
      <h2 id={headingId} className="mb-6 text-2xl font-bold text-primary">
        {listText.title}
      </h2>
      {selected === null ? (
        <MyRequestsList />
      ) : (
        <RequestDetail
          key={selected}
          id={selected}
          side="adoptante"
          back={
            <Link to={SECTION_HREF} className={buttonClasses('ghost', 'sm', '-ml-3')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {detailText.back}
            </Link>
          }
        />
      )}
    </section>
  );
}

function MyRequestsList() {
  const query = useMyAdoptionRequests();
  if (query.isPending) {
    return (
      <div className="space-y-3">
        <Spinner label={listText.loading} showLabel />
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="h-24 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none"
            aria-hidden="true"
          />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={listText.loadError}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        Icon={Inbox}
        title={listText.empty}
        hint={listText.emptyHint}
        action={<ButtonLink to="/adopciones">{listText.discover}</ButtonLink>}
      />
    );
  }
  return (
    <ul aria-label={listText.label} className="space-y-3">
      {query.data.map((request) => (
        <RequestRow key={request.id} request={request} />
      ))}
    </ul>
  );
}

function RequestRow({ request }: { request: AdoptionRequestSummary }) {
  return (
    <li className="relative flex items-center gap-4 rounded-2xl border border-gray-200 p-3 transition-colors focus-within:ring-2 focus-within:ring-secondary-dark hover:bg-surface sm:p-4">
      <PetThumb image={request.pet.image} />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-primary [overflow-wrap:anywhere]">
          {/* The whole card is the link's target area; its name says which request. */}
          <Link
            to={requestHref(request.id)}
            aria-label={listText.view(request.pet.name)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {request.pet.name}
          </Link>
        </h3>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">
          <span className="sr-only">{listText.shelter}: </span>
          {request.shelter.name}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={request.created_at}>
            {listText.sentOn(formatLongDate(request.created_at))}
          </time>
        </p>
      </div>
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-center">
        <span className="sr-only">{listText.state}: </span>
        <StateBadge state={request.state} />
        <ChevronRight className="hidden size-5 text-muted sm:block" aria-hidden="true" />
      </div>
    </li>
  );
}
