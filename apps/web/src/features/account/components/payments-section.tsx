/** Pagos (PRODUCT.md: the user's real shop orders). No order exists before the shop does. */
import { CreditCard } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionPanel } from '../../../components/ui/section-panel';

const paymentsText = accountMessages.payments;

export function PaymentsSection() {
  return (
    <SectionPanel title={paymentsText.title}>
      <EmptyState
        Icon={CreditCard}
        title={paymentsText.empty}
        hint={paymentsText.emptyHint}
        action={
          <ButtonLink to="/tienda" variant="secondary">
            {paymentsText.toShop}
          </ButtonLink>
        }
      />
    </SectionPanel>
  );
}
