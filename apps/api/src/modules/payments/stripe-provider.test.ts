/**
 * The Stripe provider against a local fake of Stripe's HTTP API (the SDK's
 * host/port/protocol, through STRIPE_API_BASE), with webhooks signed by the
 * SDK's test-header helper: the session's parameters and idempotency key, the
 * card read from Stripe, refunds with their key, bad signatures refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { shopMessages } from '@huella/shared/messages/shop';
import type { CheckoutSessionCreated, StaffOrder } from '@huella/shared/schemas/shop';
import { orders } from '../../db/schema';
import { createUser, sessionAccessToken, uniqueIp } from '../../test/factories';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createProduct, orderRow, stockOf } from '../orders/test-support';

const WEBHOOK_SECRET = 'whsec_test_fake_stripe_secret';
let ctx: TestContext;
let fake: FakeStripe;
let staff: { authorization: string };

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await buildTestApp({
    PUBLIC_URL: 'https://huella.example',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  const member = await createUser(ctx.app, { isStaff: true });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, member.id)}` };
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function openSession(lines: unknown[]) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/shop/api/checkout/sessions/',
    payload: { lines },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutSessionCreated>();
}

function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

const sessionEvent = (
  id: string,
  type: string,
  session: { id: string; orderId: number; paymentStatus: string; paymentIntent: string | null },
) => ({
  id,
  object: 'event',
  type,
  data: {
    object: {
      id: session.id,
      object: 'checkout.session',
      client_reference_id: String(session.orderId),
      metadata: { order_id: String(session.orderId) },
      payment_status: session.paymentStatus,
      payment_intent: session.paymentIntent,
      customer_details: { email: 'comprador@example.com' },
      collected_information: {
        shipping_details: {
          name: 'Ana Pérez',
          address: { line1: 'Calle Mayor 1', postal_code: '28001', city: 'Madrid', country: 'ES' },
        },
      },
    },
  },
});

const deliver = (body: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/shop/api/webhooks/stripe/',
    payload: body.payload,
    headers: body.headers,
  });

describe('the Stripe provider', () => {
  it('says which provider and publishable key the checkout uses', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/shop/api/checkout/config/' });
    expect(config.json()).toEqual({ provider: 'stripe', publishable_key: 'pk_test_fake' });
  });

  it('opens an embedded_page Checkout Session with the prices from the database and one key per attempt', async () => {
    const product = await createProduct(ctx.app, {
      name: 'Pienso natural',
      priceCents: 1895,
      stock: 4,
    });
    const created = await openSession([{ product_id: product.id, quantity: 2 }]);
    expect(created).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_fake' });
    expect(created.clientSecret).toMatch(/^cs_test_.+_secret_/);
    const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe('Bearer sk_test_fake');
    expect(request.idempotencyKey).toBe(`order-${created.order_id}-attempt-1`);
    expect(request.form).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      locale: 'es',
      return_url: 'https://huella.example/return?session_id={CHECKOUT_SESSION_ID}',
      client_reference_id: String(created.order_id),
      'metadata[order_id]': String(created.order_id),
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1895',
      'line_items[0][price_data][product_data][name]': 'Pienso natural',
      'shipping_address_collection[allowed_countries][0]': 'ES',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '495',
    });
    expect(Object.keys(request.form).some((key) => key.startsWith('payment_method_types'))).toBe(
      false,
    );
    const expiresAt = Number(request.form.expires_at);
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
    expect((await orderRow(ctx.app, created.order_id)).providerSessionId).toMatch(/^cs_test_/);
  });

  it('gives the stock back and answers 502 when Stripe cannot be reached', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    fake.failing = true;
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/shop/api/checkout/sessions/',
        payload: { lines: [{ product_id: product.id, quantity: 1 }] },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toBe(shopMessages.errors.providerUnavailable);
    } finally {
      fake.failing = false;
    }
    expect(await stockOf(ctx.app, product.id)).toBe(2);
  });

  it('a signed checkout.session.completed pays the order, with the card read from Stripe', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const sessionId = (await orderRow(ctx.app, created.order_id)).providerSessionId!;
    const event = signed(
      sessionEvent('evt_paid_1', 'checkout.session.completed', {
        id: sessionId,
        orderId: created.order_id,
        paymentStatus: 'paid',
        paymentIntent: 'pi_test_1',
      }),
    );
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const order = await orderRow(ctx.app, created.order_id);
    expect(order).toMatchObject({
      state: 'pagado',
      email: 'comprador@example.com',
      providerPaymentId: 'pi_test_1',
      paymentMethod: 'card',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents/pi_test_1')).toHaveLength(1);
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/session-status?session_id=${sessionId}`,
    });
    expect(status.json()).toMatchObject({
      status: 'complete',
      customer_email: 'comprador@example.com',
    });

    // A staff refund goes to Stripe with its own idempotency key, once.
    const refund = (key: string, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/shop/api/staff/orders/${created.order_id}/refunds/`,
        headers: staff,
        payload: { amount_cents: amount, reason: 'Llegó dañado', idempotency_key: key },
      });
    expect((await refund('devolucion-1', 500)).statusCode).toBe(201);
    expect((await refund('devolucion-1', 500)).statusCode).toBe(200);
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      idempotencyKey: `refund-${created.order_id}-devolucion-1`,
      form: { payment_intent: 'pi_test_1', amount: '500' },
    });
    const view = (
      await ctx.app.inject({
        method: 'GET',
        url: `/shop/api/staff/orders/${created.order_id}/`,
        headers: staff,
      })
    ).json<StaffOrder>();
    expect(view).toMatchObject({
      state: 'reembolsado_parcial',
      refunded_cents: 500,
      provider: 'stripe',
    });
    expect(view.payment_events.map((e) => e.id)).toEqual(['evt_paid_1']);
  });

  it('answers 503 when Stripe cannot be asked about the payment, so that Stripe delivers it again', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const sessionId = (await orderRow(ctx.app, created.order_id)).providerSessionId!;
    const event = signed(
      sessionEvent('evt_retry_1', 'checkout.session.completed', {
        id: sessionId,
        orderId: created.order_id,
        paymentStatus: 'paid',
        paymentIntent: 'pi_test_retry',
      }),
    );
    fake.failing = true;
    try {
      const down = await deliver(event);
      expect(down.statusCode).toBe(503);
      expect(down.json().error).toBe(shopMessages.errors.providerUnavailable);
    } finally {
      fake.failing = false;
    }
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('pendiente_pago');
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('pagado');
  });

  it('refuses an event signed with another secret, a tampered body and a stale timestamp', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const sessionId = (await orderRow(ctx.app, created.order_id)).providerSessionId!;
    const event = sessionEvent('evt_forged', 'checkout.session.completed', {
      id: sessionId,
      orderId: created.order_id,
      paymentStatus: 'paid',
      paymentIntent: 'pi_forged',
    });
    const forged = await deliver(signed(event, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(shopMessages.errors.webhookSignature);
    const good = signed(event);
    const tampered = await deliver({
      ...good,
      payload: good.payload.replace('pi_forged', 'pi_other'),
    });
    expect(tampered.statusCode).toBe(400);
    const payload = JSON.stringify(event);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const old = await deliver({
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stale },
    });
    expect(old.statusCode).toBe(400);
    // The simulated endpoint does not take Stripe's events either.
    const simulated = await ctx.app.inject({
      method: 'POST',
      url: '/shop/api/webhooks/simulated/',
      payload: good.payload,
      headers: good.headers,
    });
    expect(simulated.statusCode).toBe(400);
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('pendiente_pago');
  });

  it('async payment failed and session expired release the stock; the sweep expires the Stripe session too', async () => {
    const product = await createProduct(ctx.app, { stock: 1 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const sessionId = (await orderRow(ctx.app, created.order_id)).providerSessionId!;
    const base = { id: sessionId, orderId: created.order_id, paymentIntent: 'pi_bizum' };
    await deliver(
      signed(
        sessionEvent('evt_unpaid', 'checkout.session.completed', {
          ...base,
          paymentStatus: 'unpaid',
        }),
      ),
    );
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('pago_pendiente');
    expect(await stockOf(ctx.app, product.id)).toBe(0);
    await deliver(
      signed(
        sessionEvent('evt_failed', 'checkout.session.async_payment_failed', {
          ...base,
          paymentStatus: 'unpaid',
        }),
      ),
    );
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('caducado');
    expect(await stockOf(ctx.app, product.id)).toBe(1);

    const next = await openSession([{ product_id: product.id, quantity: 1 }]);
    const nextSession = (await orderRow(ctx.app, next.order_id)).providerSessionId!;
    await ctx.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, next.order_id));
    expect(await ctx.app.orders.expireOverdue()).toBe(1);
    expect(await stockOf(ctx.app, product.id)).toBe(1);
    expect(
      fake.requests.some((r) => r.path === `/v1/checkout/sessions/${nextSession}/expire`),
    ).toBe(true);
    // Stripe's own expired event afterwards changes nothing.
    await deliver(
      signed(
        sessionEvent('evt_expired', 'checkout.session.expired', {
          id: nextSession,
          orderId: next.order_id,
          paymentStatus: 'unpaid',
          paymentIntent: null,
        }),
      ),
    );
    expect(await stockOf(ctx.app, product.id)).toBe(1);
  });
});
