/** The overview's shop card: orders to prepare, in preparation and shipped, with the ways in. */
import { Link } from 'react-router';
import { PackagePlus, Receipt } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffOrderCounts } from './api';

const text = staffMessages.shop.overview;
const STATES = ['pagado', 'preparando', 'enviado'] as const;
const labels = { pagado: text.toPrepare, preparando: text.preparing, enviado: text.shipped };

export function ShopOverview() {
  const orders = useStaffOrderCounts(STATES);
  return (
    <section
      aria-labelledby="staff-overview-shop"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6 lg:col-span-2"
    >
      <h2
        id="staff-overview-shop"
        className="flex items-center gap-2 text-xl font-bold text-primary"
      >
        <Receipt className="size-5 text-accent" aria-hidden="true" />
        {text.title}
      </h2>
      {orders.isError ? (
        <div className="mt-4">
          <LoadError message={staffMessages.overview.loadFailed} onRetry={orders.refetch} />
        </div>
      ) : orders.isPending ? (
        <div className="mt-4">
          <Spinner label={commonMessages.loading} showLabel />
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {STATES.map((estado) => (
            <li key={estado}>
              <Link
                to={`/staff/pedidos?estado=${estado}`}
                className="block rounded-xl bg-surface p-4 ring-1 ring-gray-200 hover:ring-primary"
              >
                <span className="block text-3xl font-extrabold text-primary tabular-nums">
                  {orders.counts[estado] ?? 0}
                </span>{' '}
                <span className="text-sm font-medium text-muted">{labels[estado]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
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
      </div>
    </section>
  );
}
