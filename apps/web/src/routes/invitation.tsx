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

const m = sheltersMessages.invitation;

const backHome = (
  <ButtonLink to="/" variant="secondary">
    {m.backHome}
  </ButtonLink>
);

export default function Invitation() {
  useDocumentTitle(m.title);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('token')?.trim() || null;
  const invitation = useInvitation(token);
  const accept = useAcceptInvitationMutation();
  const decline = useDeclineInvitationMutation();
  const { isAuthenticated, email } = useSession();

  if (!token) {
    return (
      <Panel tone="error" title={m.title}>
        <FormAlert className="w-full text-left">{m.missingToken}</FormAlert>
        {backHome}
      </Panel>
    );
  }
  if (accept.isSuccess) {
    return (
      <Panel tone="success" title={m.accepted(accept.data.name)}>
        <p role="status" className="text-lg">
          {m.acceptedHint}
        </p>
        <ButtonLink to="/dashboard?seccion=refugios" variant="primary">
          {m.toShelters}
        </ButtonLink>
      </Panel>
    );
  }
  if (decline.isSuccess) {
    return (
      <Panel tone="success" title={m.title}>
        <p role="status" className="text-lg">
          {m.declined}
        </p>
        {backHome}
      </Panel>
    );
  }
  if (invitation.isError) {
    return (
      <Panel tone="error" title={m.title}>
        <FormAlert className="w-full text-left">{apiErrorMessage(invitation.error)}</FormAlert>
        {backHome}
      </Panel>
    );
  }
  if (!invitation.data) {
    return (
      <Panel tone="pending" title={m.title}>
        <p role="status" className="text-lg">
          {m.loading}
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
    <Panel tone="question" title={m.title}>
      <div className="space-y-2 text-lg">
        <p className="font-semibold text-ink">{m.intro(received.shelter.name, role)}</p>
        <p className="[overflow-wrap:anywhere]">{m.forEmail(received.email)}</p>
        <p className="text-base">{m.expires(formatLongDate(received.expires_at))}</p>
      </div>
      {failure ? (
        <FormAlert className="w-full text-left">{apiErrorMessage(failure)}</FormAlert>
      ) : null}
      {forMe ? null : (
        <p className="[overflow-wrap:anywhere]">
          {isAuthenticated ? m.otherAccount(received.email) : m.signInToAccept(received.email)}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {forMe ? (
          <Button onClick={() => accept.mutate(token)} disabled={busy}>
            {m.accept}
          </Button>
        ) : isAuthenticated ? null : (
          <>
            <ButtonLink to="/login" state={{ from: location }} variant="primary">
              {m.signIn}
            </ButtonLink>
            <ButtonLink to="/register" variant="secondary">
              {m.register}
            </ButtonLink>
          </>
        )}
        <Button variant="secondary" onClick={() => decline.mutate(token)} disabled={busy}>
          {m.decline}
        </Button>
      </div>
    </Panel>
  );
}
