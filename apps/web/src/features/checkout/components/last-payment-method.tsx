/** Cuenta → Método de pago (spec §4, issue 16 item 5): the card of the last payment, masked. */
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { formatLongDate } from '../../../lib/dates';
import { getPaymentMethod } from '../api/orders';
import { checkoutKeys } from '../api/keys';

const profileText = accountMessages.profile;

export function LastPaymentMethod() {
  const query = useQuery({
    queryKey: checkoutKeys.paymentMethod,
    queryFn: ({ signal }) => getPaymentMethod(signal),
  });
  const method = query.data;
  return (
    <p className="flex items-start gap-3 rounded-xl border border-gray-200 px-4 py-3 text-sm text-muted">
      <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {method ? (
        <span>
          <span className="block font-medium whitespace-nowrap text-ink">{method.label}</span>
          <span className="block">
            {profileText.lastPaymentMethod(formatLongDate(method.used_at))}
          </span>
        </span>
      ) : (
        <span>{query.isPending ? '' : profileText.noPaymentMethod}</span>
      )}
    </p>
  );
}
