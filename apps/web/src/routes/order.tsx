/**
 * /pedidos/{id}?clave= (issue 16 items 4–5): one order for its buyer — its
 * owner signed in, or anyone with the confirmation mail's `clave`. The code,
 * its state, the lines with their pictures (a donation names its shelter),
 * subtotal, shipping, IVA and total, the payment method and date, the
 * shipping address and tracking, the history (mails sent included), refunds
 * and withdrawals; "Desistir" while the law allows it. Unknown (or someone
 * else's): "Pedido no encontrado".
 */
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, PackageOpen, Undo2 } from 'lucide-react';
import { formatEuros } from '@huella/shared/money';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import type { Order } from '@huella/shared/schemas/shop';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { LoadError } from '../components/ui/load-error';
import { PetPhoto } from '../components/ui/pet-photo';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { formatDateTime, formatLongDate } from '../lib/dates';
import { useDocumentTitle } from '../lib/document-title';
import { useSession } from '../lib/session';
import { getOrder, isOrderId } from '../features/checkout/api/orders';
import { checkoutKeys } from '../features/checkout/api/keys';
import { OrderStateBadge } from '../features/checkout/components/order-state-badge';
import { WithdrawalDialog } from '../features/checkout/components/withdrawal-dialog';
import { Container } from '../features/site/components/container';

const text = checkoutScreensMessages.order;

export default function OrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('clave') ?? '';
  const valid = isOrderId(id);
  const query = useQuery({
    queryKey: checkoutKeys.order(id, key),
    queryFn: ({ signal }) => getOrder(id, key, signal),
    enabled: valid,
    retry: (failures, error) => error instanceof ApiError && error.status >= 500 && failures < 1,
  });
  const notFound =
    !valid || (query.error instanceof ApiError && [401, 403, 404].includes(query.error.status));
  const order = notFound ? undefined : query.data;
  useDocumentTitle(
    order
      ? text.documentTitle(order.code)
      : notFound
        ? text.notFound
        : query.isError
          ? text.loadError
          : null,
  );

  if (order) return <OrderView order={order} />;
  if (!notFound && query.isPending)
    return (
      <Container className="flex min-h-[60svh] items-center justify-center py-16">
        <Spinner label={text.loading} showLabel />
      </Container>
    );
  return (
    <Container narrow className="flex flex-col items-center py-20 text-center">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">
        {notFound ? text.notFound : text.loadError}
      </h1>
      {notFound ? (
        <p className="mt-3 max-w-md text-muted">{text.notFoundHint}</p>
      ) : (
        <div className="mt-6 w-full max-w-md text-left">
          <LoadError
            message={text.loadError}
            detail={query.error?.message}
            onRetry={() => void query.refetch()}
          />
        </div>
      )}
      <ButtonLink to="/dashboard?seccion=pagos" variant="primary" className="mt-8">
        <ArrowLeft className="size-5" aria-hidden="true" />
        {text.toAccount}
      </ButtonLink>
    </Container>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={id} className="mb-4 text-xl font-bold text-primary">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-gray-200 pt-3 text-base font-bold text-primary' : ''}`}
    >
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="text-right whitespace-nowrap">{children}</dd>
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  const { isAuthenticated } = useSession();
  const [withdrawing, setWithdrawing] = useState(false);
  const address = order.shipping_address;
  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
          {text.title(order.code)}
        </h1>
        <OrderStateBadge state={order.state} />
      </div>
      <p className="mt-2 text-muted">{text.placedOn(formatLongDate(order.created_at))}</p>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Panel title={text.linesTitle}>
            <ul className="divide-y divide-gray-100">
              {order.lines.map((line, index) => (
                <li key={`${line.product_id ?? 'x'}-${index}`} className="flex gap-4 py-3">
                  <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-secondary/30 sm:size-20">
                    <PetPhoto
                      photo={line.image}
                      alt={line.image?.alt ?? ''}
                      sizes="80px"
                      loading="lazy"
                      omitPhotoSize
                      className="size-full object-cover"
                      pawClassName="size-8 text-secondary-dark"
                    />
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink [overflow-wrap:anywhere]">{line.name}</p>
                    {line.shelter_name ? (
                      <p className="text-sm text-muted">{text.donationFor(line.shelter_name)}</p>
                    ) : null}
                    <p className="text-sm whitespace-nowrap text-muted">
                      {text.unitPrice(line.quantity, formatEuros(line.unit_price_cents))}
                    </p>
                  </div>
                  <p className="font-semibold whitespace-nowrap text-ink">
                    {formatEuros(line.line_total_cents)}
                  </p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
              <Row label={text.subtotal}>{formatEuros(order.subtotal_cents)}</Row>
              <Row label={text.shipping}>{formatEuros(order.shipping_cents)}</Row>
              <Row label={text.vat}>{formatEuros(order.vat_cents)}</Row>
              {order.refunded_cents > 0 ? (
                <Row label={text.refunded}>{formatEuros(-order.refunded_cents)}</Row>
              ) : null}
              <Row label={text.total} strong>
                {formatEuros(order.total_cents)}
              </Row>
            </dl>
          </Panel>
        </div>

        <div className="space-y-6 lg:row-span-2">
          <Panel title={text.paymentTitle}>
            <dl className="space-y-2 text-sm">
              <Row label={text.paymentMethod}>{order.payment_method ?? text.notPaid}</Row>
              {order.paid_at ? (
                <Row label={text.paidOn}>{formatLongDate(order.paid_at)}</Row>
              ) : null}
              {order.email ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">{text.email}</dt>
                  <dd className="min-w-0 text-right [overflow-wrap:anywhere]">{order.email}</dd>
                </div>
              ) : null}
            </dl>
          </Panel>

          <Panel title={text.addressTitle}>
            {address ? (
              <address className="text-sm text-ink not-italic">
                {address.name}
                <br />
                {address.line1}
                {address.line2 ? (
                  <>
                    <br />
                    {address.line2}
                  </>
                ) : null}
                <br />
                {address.postal_code} {address.city}
                {address.province ? ` (${address.province})` : ''}
              </address>
            ) : (
              <p className="text-sm text-muted">{text.noShipping}</p>
            )}
            {order.tracking ? (
              <p className="mt-3 text-sm">
                <span className="font-medium text-muted">{text.tracking}: </span>
                <span className="[overflow-wrap:anywhere]">{order.tracking}</span>
              </p>
            ) : null}
          </Panel>

          {order.refunds.length > 0 ? (
            <Panel title={text.refundsTitle}>
              <ul className="space-y-3 text-sm">
                {order.refunds.map((refund) => (
                  <li key={refund.id} className="flex justify-between gap-3">
                    <div className="min-w-0">
                      <p className="text-ink">{refund.reason}</p>
                      <p className="text-muted">
                        {formatLongDate(refund.created_at)} ·{' '}
                        {text.refundStates[refund.state] ?? refund.state}
                      </p>
                    </div>
                    <p className="font-semibold whitespace-nowrap">
                      {formatEuros(refund.amount_cents)}
                    </p>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}

          {order.can_withdraw || order.withdrawals.length > 0 ? (
            <Panel title={text.withdrawalTitle}>
              {order.withdrawals.map((withdrawal) => (
                <FormAlert key={withdrawal.id} tone="info" className="mb-3">
                  <p className="font-semibold">
                    {text.withdrawalRequested(formatLongDate(withdrawal.created_at))}
                  </p>
                  <p>{text.withdrawalStates[withdrawal.state] ?? withdrawal.state}</p>
                  {withdrawal.message ? (
                    <p className="mt-1 [overflow-wrap:anywhere]">{withdrawal.message}</p>
                  ) : null}
                </FormAlert>
              ))}
              {order.can_withdraw && !isAuthenticated ? (
                <p className="text-sm text-muted">{text.withdrawSignIn}</p>
              ) : null}
              {order.can_withdraw && isAuthenticated ? (
                <>
                  {order.withdrawal_until ? (
                    <p className="mb-3 text-sm text-muted">
                      {text.withdrawalUntil(formatLongDate(order.withdrawal_until))}
                    </p>
                  ) : null}
                  <Button variant="secondary" onClick={() => setWithdrawing(true)}>
                    <Undo2 className="size-5" aria-hidden="true" />
                    {text.withdraw}
                  </Button>
                  <WithdrawalDialog
                    open={withdrawing}
                    onClose={() => setWithdrawing(false)}
                    orderId={order.id}
                  />
                </>
              ) : null}
            </Panel>
          ) : null}
          <ButtonLink to="/tienda" variant="ghost">
            <PackageOpen className="size-5" aria-hidden="true" />
            {checkoutScreensMessages.result.backToShop}
          </ButtonLink>
        </div>

        <div className="lg:col-start-1">
          <Panel title={text.historyTitle}>
            <ol className="space-y-3 border-l-2 border-secondary-dark/60 pl-4">
              {order.events.map((event) => (
                <li key={event.id} className="relative">
                  <span
                    className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-accent"
                    aria-hidden="true"
                  />
                  <p className="text-ink">{event.text}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </Container>
  );
}
