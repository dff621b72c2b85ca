/**
 * The mail of a favourite whose state changed: what happened, what it means
 * for the reader, the animal's page, and where to stop these mails.
 */
import { favouriteUpdatesMessages, petsMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';
import type { ClaimedMail } from './repository';

const mailText = favouriteUpdatesMessages.mail;

export const favouriteUpdateLinks = (publicUrl: string) => ({
  animal: (petId: number) => `${publicUrl}/adopciones/animal/${petId}`,
  /** Mi cuenta → Favoritos, where the switch for these mails is. */
  settings: `${publicUrl}/dashboard?seccion=favoritos`,
});

export function favouriteUpdateMail(notice: ClaimedMail, publicUrl: string) {
  const links = favouriteUpdateLinks(publicUrl);
  return renderMail({
    to: notice.email,
    name: notice.firstName,
    subject: mailText.subject(notice.petName, petsMessages.publicStates[notice.state]),
    paragraphs: [
      favouriteUpdatesMessages.news[notice.state](notice.petName, notice.petGender),
      mailText.next[notice.state],
    ],
    action: { label: mailText.action(notice.petName), url: links.animal(notice.petId) },
    notes: [mailText.why, mailText.settings(links.settings)],
  });
}
