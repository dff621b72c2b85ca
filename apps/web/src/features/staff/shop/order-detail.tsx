/**
 * One order for staff: its state and actions, the buyer, the lines and
 * totals, the shipping address, the payment (provider, method and card,
 * the provider's ids), refunds and withdrawals, the history (who, when,
 * what) and the provider's events as they arrived.
 */
import type { ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import { formatEuros } from '@huella/shared/money';
import { staffMessages } from '@huella/shared/messages/staff';
import type { OrderEvent, OrderLine, StaffOrder } from '@huella/shared/schemas/shop';
import { apiUrl } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { OrderStateBadge } from './badges';
import { OrderActions, refundLeft } from './order-actions';
import { BackToList } from '../components/back-to-list';

const text = staffMessages.shop.order;
const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';
const price = (cents: number) => <span className="whitespace-nowrap">{formatEuros(cents)}</span>;

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="text-lg font-bold text-primary">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LineItem({ line }: { line: OrderLine }) {
  return (
    <li className="flex gap-3 py-3">
      {line.image ? (
        <img
          src={apiUrl(line.image.variants[400])}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-gray-200"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-surface text-muted ring-1 ring-gray-200">
          <ImageOff className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{line.name}</p>
        <p className="text-sm text-muted">
          {line.shelter_name ? `${text.toShelter(line.shelter_name)} · ` : ''}
          <span className="whitespace-nowrap">
            {text.unitPrice(formatEuros(line.unit_price_cents))}
          </span>
          {' · '}
          {text.vatRate(line.vat_rate)}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="text-sm text-muted">{text.quantity(line.quantity)}</p>
        <p className="font-semibold">{price(line.line_total_cents)}</p>
      </div>
    </li>
  );
}

function EventItem({ event }: { event: OrderEvent }) {
  const actor = text.actors[event.actor] ?? event.actor;
  return (
    <li className="relative border-l-2 border-secondary-dark py-2 pl-4">
      <p className="text-sm text-ink">{event.text}</p>
      {event.to_state ? (
        <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted">
          {event.from_state ? (
            <>
              <OrderStateBadge estado={event.from_state} />
              <span aria-hidden="true">→</span>
            </>
          ) : null}
          <OrderStateBadge estado={event.to_state} />
        </p>
      ) : null}
      <p className="mt-1 text-xs text-muted">
        <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
        {' · '}
        {actor}
        {event.actor_name ? ` (${event.actor_name})` : ''}
      </p>
    </li>
  );
}

export function OrderDetail({ order }: { order: StaffOrder }) {
  const address = order.shipping_address;
  const card = order.card_last4 ? `···· ${order.card_last4}` : null;
  return (
    <div>
      <BackToList to="/staff/pedidos">{text.backToList}</BackToList>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First for phones and screen readers: the state and what can be done with it. */}
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <section className={panel} aria-labelledby="order-state">
            <p id="order-state" className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {text.state}: <OrderStateBadge estado={order.state} />
            </p>
            <p className="mt-2 text-2xl font-extrabold text-ink">{price(order.total_cents)}</p>
            {order.shipped_at ? (
              <p className="mt-1 text-sm text-muted">
                {text.shippedAt(formatDateTime(order.shipped_at))}
              </p>
            ) : null}
            {order.delivered_at ? (
              <p className="text-sm text-muted">
                {text.deliveredAt(formatDateTime(order.delivered_at))}
              </p>
            ) : null}
          </section>

          <OrderActions order={order} />

          <Panel id="order-buyer" title={text.buyer}>
            <Facts
              rows={[
                [text.email, order.email ?? order.user?.email ?? text.none],
                [
                  text.account,
                  order.user ? `${order.user.name} (${order.user.email})` : text.guest,
                ],
              ]}
            />
          </Panel>

          <Panel id="order-address" title={text.address}>
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
                <br />
                {address.country === 'ES' ? 'España' : address.country}
              </address>
            ) : (
              <p className="text-sm text-muted">{text.noAddress}</p>
            )}
            {order.tracking ? (
              <p className="mt-3 text-sm">
                <span className="text-muted">{text.tracking}: </span>
                <span className="[overflow-wrap:anywhere]">{order.tracking}</span>
              </p>
            ) : null}
          </Panel>

          <Panel id="order-payment" title={text.payment}>
            <Facts
              rows={[
                [text.provider, text.providers[order.provider]],
                [
                  text.method,
                  order.payment_method
                    ? `${order.payment_method}${card && !order.payment_method.includes(order.card_last4 ?? '') ? ` ${card}` : ''}`
                    : text.noMethod,
                ],
                [text.paidAt, order.paid_at ? formatDateTime(order.paid_at) : text.none],
                [
                  text.sessionId,
                  <span key="s" className="font-mono text-xs">
                    {order.provider_session_id ?? text.none}
                  </span>,
                ],
                [
                  text.paymentId,
                  <span key="p" className="font-mono text-xs">
                    {order.provider_payment_id ?? text.none}
                  </span>,
                ],
              ]}
            />
          </Panel>

          {order.refunds.length > 0 ? (
            <Panel id="order-refunds" title={text.refunds}>
              <ul className="space-y-2 text-sm">
                {order.refunds.map((refund) => (
                  <li key={refund.id} className="rounded-lg bg-surface px-3 py-2">
                    <p className="flex justify-between gap-2 font-semibold">
                      {price(refund.amount_cents)}
                      <span className="text-xs font-medium text-muted">
                        {text.refundStates[refund.state] ?? refund.state}
                      </span>
                    </p>
                    <p className="text-ink [overflow-wrap:anywhere]">{refund.reason}</p>
                    <p className="text-xs text-muted">{formatDateTime(refund.created_at)}</p>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}

          {order.withdrawals.length > 0 ? (
            <Panel id="order-withdrawals" title={text.withdrawals}>
              <ul className="space-y-2 text-sm">
                {order.withdrawals.map((withdrawal) => (
                  <li key={withdrawal.id} className="rounded-lg bg-surface px-3 py-2">
                    <p className="text-xs font-semibold text-muted">
                      {text.withdrawalStates[withdrawal.state] ?? withdrawal.state} ·{' '}
                      {formatDateTime(withdrawal.created_at)}
                    </p>
                    <p className="text-ink [overflow-wrap:anywhere]">
                      {withdrawal.message || text.noMessage}
                    </p>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <Panel id="order-lines" title={text.lines}>
            <ul className="divide-y divide-gray-200">
              {order.lines.map((line, index) => (
                <LineItem key={`${line.product_id ?? 'x'}-${index}`} line={line} />
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{text.subtotal}</dt>
                <dd>{price(order.subtotal_cents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{text.shipping}</dt>
                <dd>
                  {order.shipping_cents === 0 ? text.freeShipping : price(order.shipping_cents)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 text-base font-bold">
                <dt>{text.total}</dt>
                <dd>{price(order.total_cents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{text.vat}</dt>
                <dd>{price(order.vat_cents)}</dd>
              </div>
              {order.refunded_cents > 0 ? (
                <>
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted">{text.refundedTotal}</dt>
                    <dd>{price(-order.refunded_cents)}</dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted">{text.left}</dt>
                    <dd>{price(refundLeft(order))}</dd>
                  </div>
                </>
              ) : null}
            </dl>
          </Panel>

          <Panel id="order-history" title={text.history}>
            {order.events.length === 0 ? (
              <p className="text-sm text-muted">{text.noHistory}</p>
            ) : (
              <ol className="space-y-1">
                {order.events.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </ol>
            )}
          </Panel>

          <Panel id="order-provider-events" title={text.providerEvents}>
            {order.payment_events.length === 0 ? (
              <p className="text-sm text-muted">{text.noProviderEvents}</p>
            ) : (
              <ol className="space-y-2 text-sm">
                {order.payment_events.map((event) => (
                  <li key={event.id} className="rounded-lg bg-surface px-3 py-2">
                    <p className="font-mono text-ink [overflow-wrap:anywhere]">{event.type}</p>
                    <p className="text-xs text-muted [overflow-wrap:anywhere]">
                      <time dateTime={event.received_at}>{formatDateTime(event.received_at)}</time>
                      {' · '}
                      <span className="font-mono">{event.id}</span>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
