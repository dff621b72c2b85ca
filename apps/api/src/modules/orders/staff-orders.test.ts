/**
 * Pedidos (staff): the state machine, refunds (partial, full, idempotent, too
 * large), cancelling; and the customer's "Desistir" within 14 days of delivery.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopMessages } from '@huella/shared/messages/shop';
import { formatEuros } from '@huella/shared/money';
import type {
  CheckoutSessionCreated,
  Order,
  OrderSummary,
  StaffOrder,
} from '@huella/shared/schemas/shop';
import { orders } from '../../db/schema';
import { createUser, mailsTo, sessionAccessToken, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { SHIPPING, createProduct, orderRow, stockOf } from './test-support';

const errors = shopMessages.errors;
const states = shopMessages.orderStates;
let ctx: TestContext;
let staff: { authorization: string };
let member: { authorization: string };
let buyer: { id: number; email: string };
let buyerAuth: { authorization: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  const staffUser = await createUser(ctx.app, {
    isStaff: true,
    firstName: 'Elena',
    lastName: 'Sanz',
  });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, staffUser.id)}` };
  const plain = await createUser(ctx.app);
  member = { authorization: `Bearer ${await sessionAccessToken(ctx.app, plain.id)}` };
  buyer = await createUser(ctx.app);
  buyerAuth = { authorization: `Bearer ${await sessionAccessToken(ctx.app, buyer.id)}` };
});
afterAll(() => ctx.close());

async function paidOrder(options: { stock?: number; price?: number; pay?: boolean } = {}) {
  const product = await createProduct(ctx.app, {
    stock: options.stock ?? 5,
    priceCents: options.price ?? 2000,
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/shop/api/checkout/sessions/',
    headers: buyerAuth,
    payload: { lines: [{ product_id: product.id, quantity: 1 }] },
    remoteAddress: uniqueIp(),
  });
  const created = response.json<CheckoutSessionCreated>();
  if (options.pay !== false) {
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/shop/api/simulated/sessions/${created.clientSecret}/pay/`,
      payload: { outcome: 'pagado', email: buyer.email, shipping: SHIPPING },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { orderId: created.order_id, product };
}

const setState = (id: number, body: Record<string, unknown>, headers = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/shop/api/staff/orders/${id}/state/`,
    headers,
    payload: body,
  });
const refund = (id: number, amount: number, key: string, headers = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/shop/api/staff/orders/${id}/refunds/`,
    headers,
    payload: { amount_cents: amount, reason: 'Producto defectuoso', idempotency_key: key },
  });

describe('Pedidos (staff only)', () => {
  it('lists and shows orders to staff; a member gets 403, a guest 401', async () => {
    const { orderId } = await paidOrder();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/shop/api/staff/orders/?estado=pagado',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<OrderSummary[]>().map((o) => o.id)).toContain(orderId);
    const byCode = await ctx.app.inject({
      method: 'GET',
      url: `/shop/api/staff/orders/?q=HU-${String(orderId).padStart(6, '0')}`,
      headers: staff,
    });
    expect(byCode.json<OrderSummary[]>().map((o) => o.id)).toEqual([orderId]);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/shop/api/staff/orders/${orderId}/`,
      headers: staff,
    });
    expect(view.json<StaffOrder>()).toMatchObject({
      user: { id: buyer.id },
      provider: 'simulated',
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/shop/api/staff/orders/', headers: member }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/shop/api/staff/orders/${orderId}/` }))
        .statusCode,
    ).toBe(401);
    expect((await setState(orderId, { estado: 'enviado' }, member)).statusCode).toBe(403);
    expect((await refund(orderId, 100, 'clave-member', member)).statusCode).toBe(403);
  });

  it('moves an order along pagado → preparando → enviado → entregado, recording who did it and mailing', async () => {
    const { orderId } = await paidOrder();
    expect((await setState(orderId, { estado: 'preparando' })).statusCode).toBe(200);
    const sent = await setState(orderId, { estado: 'enviado', tracking: 'PK123ES' });
    expect(sent.json<StaffOrder>()).toMatchObject({ state: 'enviado', tracking: 'PK123ES' });
    const skip = await setState(orderId, { estado: 'preparando' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toBe(errors.invalidTransition(states.enviado, states.preparando));
    const done = (await setState(orderId, { estado: 'entregado' })).json<StaffOrder>();
    expect(done.state).toBe('entregado');
    expect(done.delivered_at).not.toBeNull();
    const staffEvents = done.events.filter((e) => e.actor === 'equipo');
    expect(staffEvents).toHaveLength(3);
    expect(staffEvents.every((e) => e.actor_name === 'Elena Sanz')).toBe(true);
    const code = `HU-${String(orderId).padStart(6, '0')}`;
    const subjects = (await mailsTo(ctx.app, buyer.email)).map((m) => m.subject);
    expect(subjects).toContain(shopMessages.mail.shippedSubject(code));
    expect(subjects).toContain(shopMessages.mail.deliveredSubject(code));
    // The customer sees the history without staff names.
    const mine = (
      await ctx.app.inject({
        method: 'GET',
        url: `/shop/api/orders/${orderId}/`,
        headers: buyerAuth,
      })
    ).json<Order>();
    expect(mine.events.every((e) => e.actor_name === null)).toBe(true);
    expect(mine.can_withdraw).toBe(true);
    expect((await setState(orderId, { estado: 'volando' })).statusCode).toBe(400);
  });

  it('refunds in part, then the rest; the same key refunds once; more than is left is refused', async () => {
    const { orderId } = await paidOrder({ price: 2000 });
    const total = (await orderRow(ctx.app, orderId)).totalCents;
    const first = await refund(orderId, 500, 'reembolso-a');
    expect(first.statusCode).toBe(201);
    expect(first.json<StaffOrder>()).toMatchObject({
      state: 'reembolsado_parcial',
      refunded_cents: 500,
    });
    const again = await refund(orderId, 500, 'reembolso-a');
    expect(again.statusCode).toBe(200);
    expect(again.json<StaffOrder>().refunded_cents).toBe(500);
    const tooMuch = await refund(orderId, total, 'reembolso-b');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe(errors.refundTooLarge(formatEuros(total - 500)));
    const rest = await refund(orderId, total - 500, 'reembolso-c');
    expect(rest.json<StaffOrder>()).toMatchObject({ state: 'reembolsado', refunded_cents: total });
    expect(rest.json<StaffOrder>().refunds.map((r) => [r.amount_cents, r.state])).toEqual([
      [500, 'completado'],
      [total - 500, 'completado'],
    ]);
    expect((await refund(orderId, 1, 'reembolso-d')).statusCode).toBe(400);
    const code = `HU-${String(orderId).padStart(6, '0')}`;
    expect(
      (await mailsTo(ctx.app, buyer.email)).filter(
        (m) => m.subject === shopMessages.mail.refundSubject(code),
      ),
    ).toHaveLength(2);
    expect((await refund(orderId, 100, 'bad key!')).statusCode).toBe(400);
  });

  it('an unpaid order cannot be refunded; cancelling it gives its stock back', async () => {
    const { orderId, product } = await paidOrder({ stock: 2, pay: false });
    expect(await stockOf(ctx.app, product.id)).toBe(1);
    const notPaid = await refund(orderId, 100, 'sin-pagar-1');
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toBe(errors.refundNotPaid);
    const cancelled = await setState(orderId, { estado: 'cancelado' });
    expect(cancelled.json<StaffOrder>().state).toBe('cancelado');
    expect(await stockOf(ctx.app, product.id)).toBe(2);
    expect((await setState(orderId, { estado: 'cancelado' })).statusCode).toBe(409);
  });

  it('cancelling a paid order refunds it in full', async () => {
    const { orderId } = await paidOrder();
    const cancelled = (
      await setState(orderId, { estado: 'cancelado', note: 'Sin existencias' })
    ).json<StaffOrder>();
    expect(cancelled).toMatchObject({ state: 'cancelado', refunded_cents: cancelled.total_cents });
    expect(cancelled.refunds).toHaveLength(1);
  });
});

describe('Desistir (right of withdrawal)', () => {
  const withdraw = (id: number, headers: Record<string, string> = buyerAuth) =>
    ctx.app.inject({
      method: 'POST',
      url: `/shop/api/orders/${id}/withdrawal/`,
      headers,
      payload: { message: 'No me queda bien' },
    });

  it('only once delivered, within 14 days, once, by its owner', async () => {
    const { orderId } = await paidOrder();
    const early = await withdraw(orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(errors.withdrawalNotDelivered);
    await ctx.app.db
      .update(orders)
      .set({ state: 'entregado', deliveredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orders.id, orderId));
    const late = await withdraw(orderId);
    expect(late.json().error).toBe(errors.withdrawalExpired);
    await ctx.app.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(orders.id, orderId));
    expect((await withdraw(orderId, member)).statusCode).toBe(404);
    const done = await withdraw(orderId);
    expect(done.statusCode).toBe(201);
    expect(done.json<Order>()).toMatchObject({
      can_withdraw: false,
      withdrawals: [{ message: 'No me queda bien', state: 'recibida' }],
    });
    const twice = await withdraw(orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(errors.withdrawalExists);
    const code = `HU-${String(orderId).padStart(6, '0')}`;
    expect((await mailsTo(ctx.app, buyer.email)).map((m) => m.subject)).toContain(
      shopMessages.mail.withdrawalSubject(code),
    );
  });
});

describe('the RGPD export', () => {
  it('holds the account’s orders with their lines, card mask, history and withdrawals, and no one else’s', async () => {
    const { orderId } = await paidOrder({ price: 1500 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/me/export/',
      headers: buyerAuth,
    });
    expect(response.statusCode).toBe(200);
    const exported = response.json<{
      orders: {
        id: number;
        payment_method: string;
        lines: unknown[];
        events: { kind: string }[];
      }[];
    }>();
    const order = exported.orders.find((o) => o.id === orderId)!;
    expect(order).toMatchObject({
      payment_method: 'Visa ···· 4242',
      lines: [{ unit_price_cents: 1500, quantity: 1 }],
    });
    expect(order.events.map((e) => e.kind)).toContain('pago');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/me/export/',
      headers: member,
    });
    expect(other.json<{ orders: unknown[] }>().orders).toEqual([]);
  });
});
