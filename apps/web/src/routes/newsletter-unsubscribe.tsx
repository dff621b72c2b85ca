/** /newsletter/baja?token=… — the unsubscribe link at the foot of every newsletter mail. */
import { useSearchParams } from 'react-router';
import { newsletterMessages } from '@huella/shared/messages/newsletter';
import { useUnsubscribeFromNewsletterMutation } from '../features/newsletter/api/unsubscribe-from-newsletter';
import { UnsubscribeConfirm } from '../features/newsletter/components/unsubscribe-confirm';

export default function NewsletterUnsubscribe() {
  const [searchParams] = useSearchParams();
  return (
    <UnsubscribeConfirm
      token={searchParams.get('token')?.trim() || null}
      texts={newsletterMessages.unsubscribe}
      backHome={newsletterMessages.backHome}
      unsubscribe={useUnsubscribeFromNewsletterMutation()}
    />
  );
}
