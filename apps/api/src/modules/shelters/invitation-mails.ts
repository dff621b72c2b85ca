/**
 * The invitation to join a shelter, sent to the address as typed. The only
 * words in it that a user wrote are the shelter's name (escaped by the layout).
 */
import { SHELTER_INVITATION_TTL_DAYS, type MembershipRole } from '@huella/shared/constants';
import { mailMessages, sheltersMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

const shelterInvitationText = mailMessages.shelterInvitation;

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
    subject: shelterInvitationText.subject(invitation.shelter),
    paragraphs: [
      shelterInvitationText.intro(
        invitation.shelter,
        sheltersMessages.roles[invitation.role].toLowerCase(),
      ),
      shelterInvitationText.howTo,
    ],
    action: { label: shelterInvitationText.action, url },
    notes: [
      shelterInvitationText.expiry(SHELTER_INVITATION_TTL_DAYS),
      shelterInvitationText.ignore,
    ],
  });
}
