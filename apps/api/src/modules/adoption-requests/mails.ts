/**
 * Adoption request emails: "request received" to the shelter, "status
 * changed" to the applicant. Each carries the dashboard link that opens the
 * request on the reader's side.
 */
import type { AdoptionRequestState } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const adoptionRequestsMails = adoptionRequestsMessages.mails;

export const adoptionRequestLinks = (publicUrl: string) => ({
  /** Solicitudes recibidas (every shelter of the member), with the request open. */
  shelter: (id: number) => `${publicUrl}/dashboard?seccion=recibidas&solicitud=${id}`,
  /** Mis solicitudes, with the request open. */
  applicant: (id: number) => `${publicUrl}/dashboard?seccion=solicitudes&solicitud=${id}`,
});

export interface Recipient {
  to: string;
  name: string;
}

export function requestReceivedMail(
  recipient: Recipient,
  request: { applicant: string; pet: string; shelter: string; message: string },
  url: string,
) {
  return renderMail({
    ...recipient,
    subject: adoptionRequestsMails.received.subject(request.pet),
    paragraphs: [
      adoptionRequestsMails.received.intro(request.applicant, request.pet, request.shelter),
    ],
    quote: request.message,
    action: { label: adoptionRequestsMails.received.action, url },
    notes: [adoptionRequestsMails.received.chat],
  });
}

export function requestChangedMail(
  recipient: Recipient,
  change: {
    pet: string;
    shelter: string;
    state: AdoptionRequestState;
    note: string;
    /** The platform's own notes are its words to the reader, not a quote of the shelter. */
    byPlatform: boolean;
  },
  url: string,
) {
  const label = adoptionRequestsMessages.states[change.state];
  const intro = adoptionRequestsMails.changed.intro(change.pet, change.shelter, label);
  const note = change.note && !change.byPlatform;
  return renderMail({
    ...recipient,
    subject: adoptionRequestsMails.changed.subject(change.pet, label),
    paragraphs:
      change.byPlatform && change.note
        ? [intro, change.note]
        : [
            intro,
            adoptionRequestsMails.changed.byState[change.state],
            ...(note ? [adoptionRequestsMails.changed.note] : []),
          ],
    ...(note ? { quote: change.note } : {}),
    action: { label: adoptionRequestsMails.changed.action, url },
  });
}
