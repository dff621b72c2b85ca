/** Shelter invitations through the API, for journeys that need someone in a shelter. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './outbox';
import { storedSession } from './session';

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await waitForMail(email, { subject: /^Invitación para unirte a / });
  const link = mail.links.find((url) => url.includes('/invitaciones?token='));
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/**
 * The administrator signed in on `adminPage` invites `email`, who (signed in
 * on `inviteePage`) accepts: they are then a member of the shelter.
 */
export async function joinByInvitation(
  request: APIRequestContext,
  adminPage: Page,
  inviteePage: Page,
  shelterId: number,
  email: string,
) {
  const admin = await storedSession(adminPage);
  const invited = await request.post(`/shelters/api/shelters/${shelterId}/invitations/`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitee = await storedSession(inviteePage);
  const accepted = await request.post('/shelters/api/invitations/accept/', {
    headers: { authorization: `Bearer ${invitee.accessToken}` },
    data: { token: await invitationToken(email) },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}
