/**
 * /staff/pedidos: the shop's orders, newest first, filtered by state (with
 * how many wait in the working states) and searched by code or e-mail, all
 * kept in the address (?estado=&q=&pagina=).
 */
import { Link, useSearchParams } from 'react-router';
import { Receipt } from 'lucide-react';
import { EMAIL_MAX_LENGTH, ORDER_STATES, type OrderState } from '@huella/shared/constants';
import { formatEuros } from '@huella/shared/money';
import { commonMessages } from '@huella/shared/messages/common';
import { shopMessages } from '@huella/shared/messages/shop';
import { staffMessages } from '@huella/shared/messages/staff';
import type { OrderSummary } from '@huella/shared/schemas/shop';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { Pager, pageFrom } from '../components/pager';
import { STAFF_ORDERS_PAGE_SIZE, useStaffOrderCounts, useStaffOrders } from './api';
import { OrderStateBadge } from './badges';
import { SearchBox, withChanges } from './search-box';
import { FilterSelect } from '../components/filter-select';

const text = staffMessages.shop.orders;

/** The states staff work through; their counts show in the filter. */
export const WORKING_STATES = ['pagado', 'preparando', 'enviado'] as const;

const isState = (value: string | null): value is OrderState =>
  (ORDER_STATES as readonly string[]).includes(value ?? '');

function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">
            <Link
              to={`/staff/pedidos/${order.id}`}
              aria-label={text.open(order.code)}
              className="text-primary hover:underline"
            >
              {order.code}
            </Link>
          </h2>
          <OrderStateBadge estado={order.state} />
        </div>
        <p className="text-sm text-muted">
          {order.paid_at
            ? text.paidOn(formatDateTime(order.paid_at))
            : text.createdOn(formatDateTime(order.created_at))}
          {' · '}
          {text.items(order.item_count)}
          {order.payment_method ? ` · ${order.payment_method}` : ''}
        </p>
      </div>
      <div className="text-left sm:text-right">
        <p className="text-lg font-bold whitespace-nowrap text-ink">
          {formatEuros(order.total_cents)}
        </p>
        {order.refunded_cents > 0 ? (
          <p className="text-sm whitespace-nowrap text-muted">
            {text.refunded(formatEuros(order.refunded_cents))}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const rawState = params.get('estado');
  const estado = isState(rawState) ? rawState : undefined;
  const q = params.get('q')?.trim() ?? '';
  const page = pageFrom(params);
  const orders = useStaffOrders({ estado, q: q || undefined, page });
  const counts = useStaffOrderCounts(WORKING_STATES);
  const update = (changes: Record<string, string>) => setParams(withChanges(params, changes));

  const total = orders.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_ORDERS_PAGE_SIZE));
  const filtered = Boolean(estado || q);
  const optionLabel = (state: OrderState) => {
    const label = shopMessages.orderStates[state];
    const count = (counts.counts as Partial<Record<OrderState, number>>)[state];
    return count === undefined ? label : text.tab(label, count);
  };

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-end">
        <FilterSelect
          label={text.statesLabel}
          value={estado ?? ''}
          onChange={(value) => update({ estado: value })}
          anyLabel={text.allStates}
          options={ORDER_STATES}
          optionLabel={optionLabel}
          className="sm:w-64"
        />
        <SearchBox
          id="staff-orders-search"
          value={q}
          onSearch={(value) => update({ q: value })}
          text={text}
          maxLength={EMAIL_MAX_LENGTH}
        />
      </div>

      <div className="mt-6" aria-busy={orders.isFetching}>
        {orders.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={orders.error instanceof ApiError ? orders.error.message : undefined}
            onRetry={() => void orders.refetch()}
          />
        ) : orders.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : orders.data.orders.length === 0 ? (
          <EmptyState
            Icon={Receipt}
            title={filtered ? text.emptyFiltered : text.empty}
            hint={filtered ? text.emptyFilteredHint : text.emptyHint}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ul className={`space-y-3 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
              {orders.data.orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
