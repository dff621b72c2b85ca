/** The account's orders in the RGPD export (modules/users/export.ts): everything kept, card mask only. */
import type { UserExport } from '@huella/shared/schemas/users';
import type { Database } from '../../db/client';
import { orderCode, paymentLabel } from './present';
import { createOrdersRepository } from './repository';

export async function exportOrdersOf(db: Database, userId: number): Promise<UserExport['orders']> {
  const data = await createOrdersRepository(db).exportOf(userId);
  return data.orders.map((order) => ({
    id: order.id,
    code: orderCode(order.id),
    state: order.state,
    email: order.email,
    total_cents: order.totalCents,
    shipping_cents: order.shippingCents,
    refunded_cents: order.refundedCents,
    payment_method: paymentLabel(order),
    paid_at: order.paidAt?.toISOString() ?? null,
    shipping_address: order.shippingAddress ?? null,
    tracking: order.tracking,
    created_at: order.createdAt.toISOString(),
    lines: data.lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        name: line.name,
        shelter_name: line.shelterName,
        unit_price_cents: line.unitPriceCents,
        quantity: line.quantity,
      })),
    events: data.events
      .filter((event) => event.orderId === order.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map((event) => ({
        kind: event.kind,
        text: event.text,
        created_at: event.createdAt.toISOString(),
      })),
    refunds: data.refunds
      .filter((refund) => refund.orderId === order.id)
      .map((refund) => ({
        amount_cents: refund.amountCents,
        reason: refund.reason,
        state: refund.state,
        created_at: refund.createdAt.toISOString(),
      })),
    withdrawals: data.withdrawals
      .filter((withdrawal) => withdrawal.orderId === order.id)
      .map((withdrawal) => ({
        message: withdrawal.message,
        state: withdrawal.state,
        created_at: withdrawal.createdAt.toISOString(),
      })),
  }));
}
