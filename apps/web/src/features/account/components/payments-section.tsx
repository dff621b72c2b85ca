/** Pagos (PRODUCT.md: the user's real shop orders). No order exists before the shop does. */
import { CreditCard } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionPanel } from '../../../components/ui/section-panel';

const p = accountMessages.payments;

export function PaymentsSection() {
  return (
    <SectionPanel title={p.title}>
      <EmptyState
        Icon={CreditCard}
        title={p.empty}
        hint={p.emptyHint}
        action={
          <ButtonLink to="/tienda" variant="secondary">
            {p.toShop}
          </ButtonLink>
        }
      />
    </SectionPanel>
  );
}
