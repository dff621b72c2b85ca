/**
 * Pagos (spec §2/§4, issue 16 item 5): the user's real shop payments, newest
 * first, each with its card mask and date — 3 shown, 3 more per "Pagos
 * anteriores" (gone once all are shown) — each opening its order. Nothing
 * bought yet: the kind empty state, with the way to the shop.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { accountMessages } from '@huella/shared/messages/account';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { formatEuros } from '@huella/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SectionPanel } from '../../../components/ui/section-panel';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/dates';
import { listOrders } from '../../checkout/api/orders';
import { checkoutKeys } from '../../checkout/api/keys';
import { OrderStateBadge } from '../../checkout/components/order-state-badge';

const paymentsText = accountMessages.payments;
const text = checkoutScreensMessages.payments;
/** Spec: payments show 3, +3 per click. */
export const PAYMENTS_STEP = 3;

export function PaymentsSection() {
  const query = useInfiniteQuery({
    queryKey: checkoutKeys.orders,
    queryFn: ({ pageParam, signal }) => listOrders(pageParam, PAYMENTS_STEP, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.orders.length, 0) < last.total &&
      last.orders.length > 0
        ? pages.length + 1
        : undefined,
  });
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <SectionPanel title={paymentsText.title}>
      {query.isPending ? (
        <Spinner label={text.loading} showLabel className="py-6" />
      ) : query.isError && orders.length === 0 ? (
        <LoadError
          message={text.loadError}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : orders.length === 0 ? (
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
      ) : (
        <>
          <ul aria-label={text.listLabel} className="space-y-3">
            {orders.map((order) => {
              const date = order.paid_at ?? order.created_at;
              return (
                <li key={order.id}>
                  <Link
                    to={`/pedidos/${order.id}`}
                    className="flex items-center gap-3 rounded-xl border border-gray-200 px-3 py-3 sm:gap-4 sm:px-4 transition-colors hover:border-secondary-dark hover:bg-secondary/20"
                  >
                    <span
                      className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-secondary/50 text-primary sm:flex"
                      aria-hidden="true"
                    >
                      <CreditCard className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <span className="font-semibold text-primary">{order.code}</span>
                        <OrderStateBadge state={order.state} className="text-xs" />
                      </span>
                      <span className="mt-1 block text-sm text-muted">
                        <span>
                          {order.payment_method ??
                            (order.card_last4 ? `···· ${order.card_last4}` : '')}
                        </span>
                        {order.payment_method || order.card_last4 ? ' · ' : ''}
                        <time dateTime={date}>{formatShortDate(date)}</time>
                        {' · '}
                        {text.items(order.item_count)}
                      </span>
                      {order.refunded_cents > 0 ? (
                        <span className="mt-0.5 block text-sm text-red-800">
                          {text.refunded(formatEuros(order.refunded_cents))}
                        </span>
                      ) : null}
                    </span>
                    <span className="font-bold whitespace-nowrap text-ink">
                      {formatEuros(order.total_cents)}
                    </span>
                    <ChevronRight
                      className="hidden size-5 shrink-0 text-muted sm:block"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
          {query.isFetchNextPageError ? (
            <div className="mt-4">
              <LoadError
                message={text.loadError}
                detail={query.error?.message}
                onRetry={() => void query.fetchNextPage()}
              />
            </div>
          ) : null}
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {paymentsText.more}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </SectionPanel>
  );
}
