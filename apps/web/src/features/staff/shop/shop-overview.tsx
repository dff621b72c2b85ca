/** The overview's shop card: orders to prepare, in preparation and shipped, with the ways in. */
import { Link } from 'react-router';
import { PackagePlus, Receipt } from 'lucide-react';
import { staffMessages } from '@huella/shared/messages/staff';
import { buttonClasses } from '../../../components/ui/button';
import { OverviewCard, OverviewCountLinks } from '../components/overview-card';
import { useStaffOrderCounts } from './api';

const text = staffMessages.shop.overview;
const STATES = ['pagado', 'preparando', 'enviado'] as const;
const labels = { pagado: text.toPrepare, preparando: text.preparing, enviado: text.shipped };

export function ShopOverview() {
  const orders = useStaffOrderCounts(STATES);
  return (
    <OverviewCard
      id="staff-overview-shop"
      icon={Receipt}
      title={text.title}
      loading={orders}
      className="lg:col-span-2"
      actions={
        <>
          <Link to="/staff/pedidos" className={buttonClasses('secondary', 'sm')}>
            {text.toOrders}
          </Link>
          <Link to="/staff/productos" className={buttonClasses('secondary', 'sm')}>
            {text.toProducts}
          </Link>
          <Link to="/staff/productos/nuevo" className={buttonClasses('primary', 'sm')}>
            <PackagePlus className="size-4" aria-hidden="true" />
            {text.newProduct}
          </Link>
        </>
      }
    >
      <OverviewCountLinks
        className="grid-cols-1 sm:grid-cols-3"
        items={STATES.map((estado) => ({
          key: estado,
          to: `/staff/pedidos?estado=${estado}`,
          count: orders.counts[estado] ?? 0,
          label: labels[estado],
        }))}
      />
    </OverviewCard>
  );
}
