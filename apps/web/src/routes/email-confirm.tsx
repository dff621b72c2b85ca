/**
 * /confirmar-correo?token=… — the link mailed to confirm an address: the
 * account's own after registration, or the new one of a change of address.
 * The link is followed once on arrival and its outcome shown; a signed-in
 * browser refreshes its account, and keeps the session's address in step.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { accountEmailMessages } from '@huella/shared/messages/account-email';
import { ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { apiErrorMessage } from '../lib/api-form-errors';
import { useSession } from '../lib/session';
import { sessionStore } from '../lib/session-store';
import { getMe } from '../lib/use-me';
import { useEmailConfirmation } from '../features/auth/api/confirm-email';
import { NewsletterPanel as LinkPanel } from '../features/newsletter/components/newsletter-panel';
import { queryKeys } from '../lib/query-keys';

const confirmPageText = accountEmailMessages.confirmPage;

export default function EmailConfirm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirmation = useEmailConfirmation(token);
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const confirmed = confirmation.data;

  useEffect(() => {
    if (!confirmed || !isAuthenticated) return;
    void (async () => {
      const user = await getMe().catch(() => null);
      const { accessToken, refreshToken, email } = sessionStore.get();
      if (user && accessToken && refreshToken && user.email !== email)
        sessionStore.start({ access: accessToken, refresh: refreshToken }, user.email);
      await queryClient.invalidateQueries({ queryKey: queryKeys.meOfAnyAccount });
    })();
  }, [confirmed, isAuthenticated, queryClient]);

  const next = isAuthenticated ? (
    <ButtonLink to="/dashboard" variant="primary">
      {confirmPageText.toAccount}
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" variant="primary">
      {confirmPageText.toLogin}
    </ButtonLink>
  );

  if (!token || confirmation.isError) {
    return (
      <LinkPanel tone="error" title={confirmPageText.errorTitle}>
        <FormAlert className="w-full text-left">
          {token ? apiErrorMessage(confirmation.error) : confirmPageText.missingToken}
        </FormAlert>
        {next}
      </LinkPanel>
    );
  }
  if (confirmed) {
    return (
      <LinkPanel
        tone="success"
        title={confirmed.changed ? confirmPageText.changedTitle : confirmPageText.doneTitle}
      >
        <div role="status" className="space-y-2 text-lg">
          <p>{confirmed.changed ? confirmPageText.changed : confirmPageText.done}</p>
          <p className="font-semibold text-ink [overflow-wrap:anywhere]">{confirmed.email}</p>
        </div>
        {next}
      </LinkPanel>
    );
  }
  return (
    <LinkPanel tone="pending" title={confirmPageText.title}>
      <p role="status" className="sr-only">
        {confirmPageText.title}
      </p>
    </LinkPanel>
  );
}
