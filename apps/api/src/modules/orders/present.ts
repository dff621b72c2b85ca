/** Orders as the API answers them (packages/shared/src/schemas/shop.ts). */
import { WITHDRAWAL_DAYS } from '@huella/shared/constants';
import type {
  Order,
  OrderEvent,
  OrderLine,
  OrderSummary,
  ShippingAddress,
  StaffOrder,
} from '@huella/shared/schemas/shop';
import { mediaPath, variantPaths } from '../../lib/storage';
import type { EventRow, OrderLineRow, OrderRow, RefundRow, WithdrawalRow } from './repository';

const DAY = 24 * 60 * 60 * 1000;

/** "HU-000123" */
export const orderCode = (id: number) => `HU-${String(id).padStart(6, '0')}`;

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  bizum: 'Bizum',
};

/** "Visa ···· 4242", "Bizum"; null before payment. */
export function paymentLabel(row: Pick<OrderRow, 'paymentMethod' | 'cardBrand' | 'cardLast4'>) {
  if (!row.paymentMethod) return null;
  if (row.paymentMethod === 'card') {
    const brand = BRANDS[row.cardBrand ?? ''] ?? (row.cardBrand ? row.cardBrand : 'Tarjeta');
    return row.cardLast4 ? `${brand} ···· ${row.cardLast4}` : brand;
  }
  return BRANDS[row.paymentMethod] ?? row.paymentMethod;
}

export const withdrawalUntil = (row: Pick<OrderRow, 'deliveredAt'>): Date | null =>
  row.deliveredAt ? new Date(row.deliveredAt.getTime() + WITHDRAWAL_DAYS * DAY) : null;

export function presentSummary(row: OrderRow, itemCount: number): OrderSummary {
  return {
    id: row.id,
    code: orderCode(row.id),
    state: row.state,
    total_cents: row.totalCents,
    refunded_cents: row.refundedCents,
    payment_method: paymentLabel(row),
    card_last4: row.cardLast4,
    item_count: itemCount,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface OrderParts {
  lines: {
    line: OrderLineRow;
    image: string | null;
    imageWidth: number | null;
    imageHeight: number | null;
    imageAlt: string | null;
  }[];
  events: EventRow[];
  refunds: RefundRow[];
  withdrawals: WithdrawalRow[];
}

function presentLine(part: OrderParts['lines'][number]): OrderLine {
  const { line } = part;
  return {
    product_id: line.productId,
    name: line.name,
    kind: line.kind,
    shelter_name: line.shelterName,
    unit_price_cents: line.unitPriceCents,
    vat_rate: line.vatRate,
    quantity: line.quantity,
    line_total_cents: line.unitPriceCents * line.quantity,
    image: part.image
      ? {
          url: mediaPath(part.image, 1600),
          width: part.imageWidth ?? 0,
          height: part.imageHeight ?? 0,
          variants: variantPaths(part.image),
          alt: part.imageAlt || line.name,
        }
      : null,
  };
}

function presentEvent(row: EventRow, staff: boolean): OrderEvent {
  return {
    id: row.id,
    kind: row.kind,
    from_state: row.fromState,
    to_state: row.toState,
    text: row.text,
    actor: row.actor,
    actor_name: staff ? row.actorName : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether "Desistir" is offered: delivered, within the days, none sent yet, something not donated. */
export function canWithdraw(row: OrderRow, withdrawals: WithdrawalRow[], now: Date): boolean {
  const until = withdrawalUntil(row);
  return (
    until !== null &&
    now <= until &&
    withdrawals.length === 0 &&
    (row.state === 'entregado' || row.state === 'reembolsado_parcial')
  );
}

export function presentOrder(row: OrderRow, parts: OrderParts, now: Date, staff = false): Order {
  const itemCount = parts.lines.reduce((sum, part) => sum + part.line.quantity, 0);
  return {
    ...presentSummary(row, itemCount),
    email: row.email,
    lines: parts.lines.map(presentLine),
    subtotal_cents: row.subtotalCents,
    shipping_cents: row.shippingCents,
    vat_cents: row.vatCents,
    shipping_address: (row.shippingAddress as ShippingAddress | null) ?? null,
    tracking: row.tracking,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    withdrawal_until: withdrawalUntil(row)?.toISOString() ?? null,
    can_withdraw: canWithdraw(row, parts.withdrawals, now),
    events: parts.events.map((event) => presentEvent(event, staff)),
    refunds: parts.refunds.map((refund) => ({
      id: refund.id,
      amount_cents: refund.amountCents,
      reason: refund.reason,
      state: refund.state,
      created_at: refund.createdAt.toISOString(),
    })),
    withdrawals: parts.withdrawals.map((withdrawal) => ({
      id: withdrawal.id,
      message: withdrawal.message,
      state: withdrawal.state,
      created_at: withdrawal.createdAt.toISOString(),
    })),
  };
}

export function presentStaffOrder(
  row: OrderRow,
  parts: OrderParts,
  extra: {
    user: { id: number; email: string; firstName: string; lastName: string } | null;
    paymentEvents: { id: string; type: string; receivedAt: Date }[];
  },
  now: Date,
): StaffOrder {
  return {
    ...presentOrder(row, parts, now, true),
    user: extra.user
      ? {
          id: extra.user.id,
          email: extra.user.email,
          name: `${extra.user.firstName} ${extra.user.lastName}`.trim(),
        }
      : null,
    provider: row.provider,
    provider_session_id: row.providerSessionId,
    provider_payment_id: row.providerPaymentId,
    payment_events: extra.paymentEvents.map((event) => ({
      id: event.id,
      type: event.type,
      received_at: event.receivedAt.toISOString(),
    })),
  };
}
