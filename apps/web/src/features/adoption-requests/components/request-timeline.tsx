/** The request's history, oldest first: what changed, who did it (and on which side), when, and their note. */
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequestEvent } from '@huella/shared/schemas/adoption-requests';
import { formatDateTime } from '../../../lib/dates';

const detailText = adoptionRequestsScreensMessages.detail;

function authorOf(event: AdoptionRequestEvent) {
  if (!event.author) return detailText.platform;
  return event.author_side
    ? `${event.author.name} (${detailText.sides[event.author_side]})`
    : event.author.name;
}

export function RequestTimeline({ events }: { events: AdoptionRequestEvent[] }) {
  return (
    <ol className="space-y-4 border-l-2 border-secondary-dark/60 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full bg-accent ring-4 ring-white"
            aria-hidden="true"
          />
          <p className="font-semibold text-primary">
            {event.from_state === null
              ? detailText.created
              : detailText.moved(adoptionRequestsMessages.states[event.to_state])}
          </p>
          <p className="text-sm text-muted">
            {authorOf(event)} ·{' '}
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
          </p>
          {event.note.trim() ? (
            <p className="mt-1 rounded-lg bg-surface px-3 py-2 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
              {event.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
