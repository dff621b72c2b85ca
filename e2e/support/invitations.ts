/** Shelter invitations through the API, for journeys that need someone in a shelter. */
import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMail } from './outbox';
import { bearer, type Session } from './session';

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await waitForMail(email, { subject: /^Invitación para unirte a / });
  const link = mail.links.find((url) => url.includes('/invitaciones?token='));
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/**
 * The administrator (`admin`'s session) invites `email`, whose owner (`invitee`'s
 * session, a confirmed address) accepts: they are then a member of the shelter.
 */
export async function joinByInvitation(
  request: APIRequestContext,
  admin: Session,
  invitee: Session,
  shelterId: number,
  email: string,
) {
  const invited = await request.post(`/shelters/api/shelters/${shelterId}/invitations/`, {
    headers: bearer(admin),
    data: { email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const accepted = await request.post('/shelters/api/invitations/accept/', {
    headers: bearer(invitee),
    data: { token: await invitationToken(email) },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}
