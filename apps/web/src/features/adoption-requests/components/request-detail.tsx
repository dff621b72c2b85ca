/**
 * One request as either side reads it: the animal, the state, who applied
 * (for the shelter: name, e-mail, phone), the moves allowed now, the link to
 * the conversation, every answer and the timeline. Loads by id, so a link
 * from an e-mail opens it as well as a click in a list.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Mail, MessageCircle, Phone, UserRound } from 'lucide-react';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { LoadError } from '../../../components/ui/load-error';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAdoptionRequest } from '../api/get-adoption-request';
import { formatLongDate } from '../../../lib/dates';
import { conversationHref } from '../utils/links';
import { PetThumb } from './pet-thumb';
import { RequestActions } from './request-actions';
import { RequestAnswers } from './request-answers';
import { RequestTimeline } from './request-timeline';
import { StateBadge } from './state-badge';

const detailText = adoptionRequestsScreensMessages.detail;
const listText = adoptionRequestsScreensMessages.list;

interface RequestDetailProps {
  id: number;
  side: 'adoptante' | 'refugio';
  /** The way back to the list (a link in Mi cuenta, a button in the inbox). */
  back: ReactNode;
}

export function RequestDetail({ id, side, back }: RequestDetailProps) {
  const query = useAdoptionRequest(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;

  // Opening a request moves focus to its title, so keyboard and screen reader
  // users land on what they asked for rather than on the list that is gone.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded, id]);

  if (query.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <Spinner label={detailText.loading} showLabel />
        <div className="h-24 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none" />
        <div className="h-48 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          message={detailText.loadError}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <RequestView request={query.data} side={side} back={back} headingRef={headingRef} />;
}

function RequestView({
  request,
  side,
  back,
  headingRef,
}: {
  request: AdoptionRequest;
  side: 'adoptante' | 'refugio';
  back: ReactNode;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const answersId = useId();
  const timelineId = useId();
  const applicantId = useId();
  const { applicant } = request;
  const applicantName = `${applicant.first_name} ${applicant.last_name}`.trim();

  return (
    <article className="space-y-6">
      {back}
      <header className="flex items-start gap-4">
        <PetThumb image={request.pet.image} className="size-16 sm:size-20" />
        {/* The badge sits under the title, so a phone keeps the title's width. */}
        <div className="min-w-0 flex-1">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold break-words text-primary focus:outline-none sm:text-2xl"
          >
            {detailText.title(request.pet.name)}
          </h3>
          <p className="mt-1 text-sm break-words text-muted">
            {/* A member of several shelters reads which one the request came to. */}
            {side === 'adoptante'
              ? request.shelter.name
              : `${applicantName} · ${request.shelter.name}`}{' '}
            · {listText.sentOn(formatLongDate(request.created_at))}
          </p>
          <div className="mt-2">
            <StateBadge state={request.state} />
          </div>
        </div>
      </header>

      {side === 'refugio' ? (
        <section aria-labelledby={applicantId} className="rounded-2xl bg-surface p-4">
          <h4 id={applicantId} className="mb-3 font-bold text-primary">
            {detailText.applicant}
          </h4>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Contact Icon={UserRound} label={detailText.name}>
              {applicantName || detailText.notProvided}
            </Contact>
            <Contact Icon={Mail} label={detailText.email}>
              <a href={`mailto:${applicant.email}`} className="text-primary underline">
                {applicant.email}
              </a>
            </Contact>
            <Contact Icon={Phone} label={detailText.phone}>
              {applicant.phone ? (
                <a href={`tel:${applicant.phone}`} className="text-primary underline">
                  {applicant.phone}
                </a>
              ) : (
                <span className="text-muted italic">{detailText.notProvided}</span>
              )}
            </Contact>
          </dl>
        </section>
      ) : null}

      <div className="flex flex-col gap-4 border-y border-gray-100 py-4 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
        <RequestActions request={request} />
        <div className="flex flex-wrap gap-2">
          <Link
            to={conversationHref(request.conversation_id)}
            className={buttonClasses('ghost', 'sm')}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {detailText.conversation}
          </Link>
          <Link
            to={`/adopciones/animal/${request.pet.id}`}
            className={buttonClasses('ghost', 'sm')}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {detailText.animalPage}
          </Link>
        </div>
      </div>

      <section aria-labelledby={answersId}>
        <h4 id={answersId} className="mb-3 text-lg font-bold text-primary">
          {detailText.answers}
        </h4>
        <RequestAnswers answers={request.answers} />
      </section>

      <section aria-labelledby={timelineId}>
        <h4 id={timelineId} className="mb-3 text-lg font-bold text-primary">
          {detailText.timeline}
        </h4>
        <RequestTimeline events={request.events} />
      </section>
    </article>
  );
}

function Contact({
  Icon,
  label,
  children,
}: {
  Icon: typeof Mail;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon className="size-4 shrink-0 text-accent" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
