/**
 * The mails of a shelter application: one to the applicant at each change of
 * state, with the state, staff's reason (quoted as written) and a link to the
 * application; on approval, a link to publish the shelter's first animal.
 * Staff's names never appear: the mail is signed by the team.
 */
import type { ShelterApplicationState } from '@huella/shared/constants';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { renderMail } from '../../lib/mail-layout';

const text = shelterApplicationsMessages.mails;

export const applicationLink = (publicUrl: string) => `${publicUrl}/registrar-refugio`;
export const publishLink = (publicUrl: string) => `${publicUrl}/dashboard/adoption_announcement`;

export function applicationStateMail(
  publicUrl: string,
  to: { email: string; name: string },
  application: { name: string; state: ShelterApplicationState },
  reason: string,
) {
  const { state, name } = application;
  const approved = state === 'aprobada';
  const notes: string[] = [];
  if (approved) notes.push(text.publishNote(applicationLink(publicUrl)));
  if (state === 'rechazada') notes.push(text.rechazadaNote);
  return renderMail({
    to: to.email,
    name: to.name,
    subject: text.subject(state, name),
    paragraphs: [
      text.intro(state, name),
      text.state(shelterApplicationsMessages.states[state]),
      ...(reason ? [text.reasonIntro] : []),
    ],
    quote: reason || undefined,
    action: approved
      ? { label: text.publishAction, url: publishLink(publicUrl) }
      : { label: text.action, url: applicationLink(publicUrl) },
    notes,
  });
}
