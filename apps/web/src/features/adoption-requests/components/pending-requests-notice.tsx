/**
 * Anuncios, for a member of a shelter with requests waiting: "Tienes 3
 * solicitudes pendientes" and the way to them, so a new request is not
 * missed whichever shelter it came to. Nothing when none is waiting.
 */
import { BellRing } from 'lucide-react';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { ButtonLink } from '../../../components/ui/button';
import { useMyShelters } from '../../../lib/my-shelters';
import { useAdoptionRequestCounts } from '../api/get-adoption-request-counts';
import { receivedHref } from '../utils/received-filters';

const pendingText = adoptionRequestsScreensMessages.received.pending;

export function PendingRequestsNotice() {
  const hasShelters = Boolean(useMyShelters().data?.length);
  const counts = useAdoptionRequestCounts(undefined, { enabled: hasShelters });
  const pending = hasShelters ? (counts.data?.pendiente ?? 0) : 0;
  if (pending === 0) return null;
  return (
    <aside
      aria-label={pendingText.title(pending)}
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-accent/30 bg-highlight/20 p-5 sm:flex-row sm:items-center"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-accent shadow-sm">
        <BellRing className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold text-primary">{pendingText.title(pending)}</p>
        <p className="text-sm text-ink">{pendingText.text}</p>
      </div>
      <ButtonLink to={receivedHref({ state: 'pendiente' })} variant="accent" size="sm">
        {pendingText.action}
      </ButtonLink>
    </aside>
  );
}
