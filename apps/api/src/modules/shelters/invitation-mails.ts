/**
 * The invitation to join a shelter, sent to the address as typed. The only
 * words in it that a user wrote are the shelter's name (escaped by the layout).
 */
import { SHELTER_INVITATION_TTL_DAYS, type MembershipRole } from '@huella/shared/constants';
import { mailMessages, sheltersMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const t = mailMessages.shelterInvitation;

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/invitaciones?token=${encodeURIComponent(token)}`;

export function shelterInvitationMail(
  to: string,
  invitation: { shelter: string; role: MembershipRole },
  url: string,
) {
  return renderMail({
    to,
    name: '',
    subject: t.subject(invitation.shelter),
    paragraphs: [
      t.intro(invitation.shelter, sheltersMessages.roles[invitation.role].toLowerCase()),
      t.howTo,
    ],
    action: { label: t.action, url },
    notes: [t.expiry(SHELTER_INVITATION_TTL_DAYS), t.ignore],
  });
}
