/**
 * Refugios → the Solicitudes card's content: the shelter's pending requests
 * (a live count from the API) and "Ver solicitudes", a link to Solicitudes
 * recibidas filtered by that shelter (one inbox, not a second copy of it).
 */
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import { ButtonLink } from '../../../components/ui/button';
import { useAdoptionRequestCounts } from '../api/get-adoption-request-counts';
import { receivedHref } from '../utils/received-filters';

const inboxText = adoptionRequestsScreensMessages.inbox;

export function ShelterRequestsCard({ shelter }: { shelter: { id: number; name: string } }) {
  const counts = useAdoptionRequestCounts(shelter.id);
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-primary" aria-live="polite">
        {counts.isError
          ? inboxText.countError
          : counts.data
            ? sheltersMessages.cards.requests.count(counts.data.pendiente)
            : inboxText.loading}
      </p>
      <ButtonLink to={receivedHref({ shelter: shelter.id })} variant="secondary" size="sm">
        {inboxText.open}
      </ButtonLink>
    </div>
  );
}
