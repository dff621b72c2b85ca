/**
 * Adoption request emails: "request received" to the shelter, "status
 * changed" to the applicant. Each carries the dashboard link that opens the
 * request on the reader's side.
 */
import type { AdoptionRequestState } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const t = adoptionRequestsMessages.mails;

export const adoptionRequestLinks = (publicUrl: string) => ({
  /** Refugios → Solicitudes, with the request open. */
  shelter: (id: number) => `${publicUrl}/dashboard?seccion=refugios&solicitud=${id}`,
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
    subject: t.received.subject(request.pet),
    paragraphs: [t.received.intro(request.applicant, request.pet, request.shelter)],
    quote: request.message,
    action: { label: t.received.action, url },
    notes: [t.received.chat],
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
  const intro = t.changed.intro(change.pet, change.shelter, label);
  const note = change.note && !change.byPlatform;
  return renderMail({
    ...recipient,
    subject: t.changed.subject(change.pet, label),
    paragraphs:
      change.byPlatform && change.note
        ? [intro, change.note]
        : [intro, t.changed.byState[change.state], ...(note ? [t.changed.note] : [])],
    ...(note ? { quote: change.note } : {}),
    action: { label: t.changed.action, url },
  });
}
