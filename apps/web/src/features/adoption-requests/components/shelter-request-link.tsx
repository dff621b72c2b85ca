/**
 * /dashboard?seccion=refugios&solicitud={id} (the link in the shelter's
 * e-mails): opens that request in its shelter's inbox, whichever shelter is
 * selected on the page. Closing it takes the parameter out of the URL.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { useAdoptionRequest } from '../api/get-adoption-request';
import { REQUEST_PARAM, requestIdOf } from '../utils/links';
import { ShelterRequestsModal } from './shelter-requests-modal';

export function ShelterRequestLink() {
  const [params, setParams] = useSearchParams();
  const id = requestIdOf(params.get(REQUEST_PARAM));
  return id === null ? null : (
    <LinkedRequest
      key={id}
      id={id}
      onClose={() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(REQUEST_PARAM);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

function LinkedRequest({ id, onClose }: { id: number; onClose: () => void }) {
  const request = useAdoptionRequest(id);
  const failed = request.isError;
  const message = request.error?.message;
  const told = useRef(false);
  // A link to a request that is gone, or of another shelter: say so and stay on the section.
  useEffect(() => {
    if (failed && !told.current) {
      told.current = true;
      toast.error(`${adoptionRequestsScreensMessages.detail.loadError} ${message ?? ''}`.trim());
      onClose();
    }
  }, [failed, message, onClose]);
  if (!request.data) return null;
  return (
    <ShelterRequestsModal
      shelter={request.data.shelter}
      open
      onClose={onClose}
      initialRequestId={id}
    />
  );
}
