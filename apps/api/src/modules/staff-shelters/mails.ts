/**
 * The mails of staff's Refugios: a shelter suspended, or its suspension
 * lifted, told to each of its administrators with staff's reason quoted.
 */
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { renderMail } from '../../lib/mail-layout';

const suspension = shelterApplicationsMessages.suspensionMails;

/** A shelter suspended (or its suspension lifted), to one of its administrators. */
export function suspensionMail(
  publicUrl: string,
  to: { email: string; name: string },
  shelter: { name: string; suspended: boolean },
  reason: string,
) {
  return renderMail({
    to: to.email,
    name: to.name,
    subject: shelter.suspended
      ? suspension.suspendedSubject(shelter.name)
      : suspension.liftedSubject(shelter.name),
    paragraphs: [
      shelter.suspended
        ? suspension.suspendedIntro(shelter.name)
        : suspension.liftedIntro(shelter.name),
      suspension.reasonIntro,
    ],
    quote: reason,
    action: { label: suspension.action, url: `${publicUrl}/dashboard` },
    notes: [suspension.contact],
  });
}
