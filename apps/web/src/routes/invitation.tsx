/**
 * /invitaciones?token=… — the link of a shelter invitation mail. The page says
 * which shelter invites and with which role; the holder of the link may
 * decline it at once, and accepts it signed in with the invited address
 * (otherwise the page says so and offers to sign in or register).
 */
import { useLocation, useSearchParams } from 'react-router';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { apiErrorMessage } from '../lib/api-form-errors';
import { formatLongDate } from '../lib/dates';
import { useDocumentTitle } from '../lib/document-title';
import { useSession } from '../lib/session';
import { useAcceptInvitationMutation } from '../features/shelters/api/accept-invitation';
import { useDeclineInvitationMutation } from '../features/shelters/api/decline-invitation';
import { useInvitation } from '../features/shelters/api/lookup-invitation';
import { NewsletterPanel as Panel } from '../features/newsletter/components/newsletter-panel';

const invitationText = sheltersMessages.invitation;

const backHome = (
  <ButtonLink to="/" variant="secondary">
    {invitationText.backHome}
  </ButtonLink>
);

export default function Invitation() {
  useDocumentTitle(invitationText.title);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('token')?.trim() || null;
  const invitation = useInvitation(token);
  const accept = useAcceptInvitationMutation();
  const decline = useDeclineInvitationMutation();
  const { isAuthenticated, email } = useSession();

  if (!token) {
    return (
      <Panel tone="error" title={invitationText.title}>
        <FormAlert className="w-full text-left">{invitationText.missingToken}</FormAlert>
        {backHome}
      </Panel>
    );
  }
  if (accept.isSuccess) {
    return (
      <Panel tone="success" title={invitationText.accepted(accept.data.name)}>
        <p role="status" className="text-lg">
          {invitationText.acceptedHint}
        </p>
        <ButtonLink to="/dashboard?seccion=refugios" variant="primary">
          {invitationText.toShelters}
        </ButtonLink>
      </Panel>
    );
  }
  if (decline.isSuccess) {
    return (
      <Panel tone="success" title={invitationText.title}>
        <p role="status" className="text-lg">
          {invitationText.declined}
        </p>
        {backHome}
      </Panel>
    );
  }
  if (invitation.isError) {
    return (
      <Panel tone="error" title={invitationText.title}>
        <FormAlert className="w-full text-left">{apiErrorMessage(invitation.error)}</FormAlert>
        {backHome}
      </Panel>
    );
  }
  if (!invitation.data) {
    return (
      <Panel tone="pending" title={invitationText.title}>
        <p role="status" className="text-lg">
          {invitationText.loading}
        </p>
      </Panel>
    );
  }

  const received = invitation.data;
  const role = sheltersMessages.roles[received.role].toLowerCase();
  const forMe =
    isAuthenticated && email?.trim().toLowerCase() === received.email.trim().toLowerCase();
  const failure = accept.error ?? decline.error;
  const busy = accept.isPending || decline.isPending;

  return (
    <Panel tone="question" title={invitationText.title}>
      <div className="space-y-2 text-lg">
        <p className="font-semibold text-ink">
          {invitationText.intro(received.shelter.name, role)}
        </p>
        <p className="[overflow-wrap:anywhere]">{invitationText.forEmail(received.email)}</p>
        <p className="text-base">{invitationText.expires(formatLongDate(received.expires_at))}</p>
      </div>
      {failure ? (
        <FormAlert className="w-full text-left">{apiErrorMessage(failure)}</FormAlert>
      ) : null}
      {forMe ? null : (
        <p className="[overflow-wrap:anywhere]">
          {isAuthenticated
            ? invitationText.otherAccount(received.email)
            : invitationText.signInToAccept(received.email)}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {forMe ? (
          <Button onClick={() => accept.mutate(token)} disabled={busy}>
            {invitationText.accept}
          </Button>
        ) : isAuthenticated ? null : (
          <>
            <ButtonLink to="/login" state={{ from: location }} variant="primary">
              {invitationText.signIn}
            </ButtonLink>
            <ButtonLink to="/register" variant="secondary">
              {invitationText.register}
            </ButtonLink>
          </>
        )}
        <Button variant="secondary" onClick={() => decline.mutate(token)} disabled={busy}>
          {invitationText.decline}
        </Button>
      </div>
    </Panel>
  );
}
