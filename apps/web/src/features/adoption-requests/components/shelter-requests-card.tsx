/**
 * Refugios → the Solicitudes card's content: the shelter's pending requests
 * (a live count from the API) and "Ver solicitudes", which opens the inbox.
 */
import { useState } from 'react';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import { Button } from '../../../components/ui/button';
import { useAdoptionRequestCounts } from '../api/get-adoption-request-counts';
import { ShelterRequestsModal } from './shelter-requests-modal';

const inboxText = adoptionRequestsScreensMessages.inbox;

export function ShelterRequestsCard({ shelter }: { shelter: { id: number; name: string } }) {
  const counts = useAdoptionRequestCounts(shelter.id);
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-primary" aria-live="polite">
        {counts.isError
          ? inboxText.countError
          : counts.data
            ? sheltersMessages.cards.requests.count(counts.data.pendiente)
            : inboxText.loading}
      </p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {inboxText.open}
      </Button>
      <ShelterRequestsModal shelter={shelter} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
