/** /busquedas/baja?token=… — the link at the foot of a saved search's alert mail. */
import { useSearchParams } from 'react-router';
import { savedSearchesMessages } from '@huella/shared/messages/saved-searches';
import { useUnsubscribeFromAlertsMutation } from '../features/saved-searches/api/unsubscribe-from-alerts';
import { UnsubscribeConfirm } from '../features/newsletter/components/unsubscribe-confirm';

export default function SavedSearchUnsubscribe() {
  const [searchParams] = useSearchParams();
  return (
    <UnsubscribeConfirm
      token={searchParams.get('token')?.trim() || null}
      texts={savedSearchesMessages.unsubscribePage}
      backHome={savedSearchesMessages.unsubscribePage.backHome}
      unsubscribe={useUnsubscribeFromAlertsMutation()}
    />
  );
}
