/**
 * Checkout with the simulated provider: sessions that hold stock, the signed
 * webhook as the only way an order gets paid, repeated and reordered
 * deliveries, expiry, the result page's status, the confirmation mail, Pagos,
 * and who may see an order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_SESSIONS_PER_HOUR } from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';
import { formatEuros } from '@huella/shared/money';
import type {
  CheckoutSessionCreated,
  Order,
  OrderSummary,
  SessionStatus,
  SimulatedSession,
} from '@huella/shared/schemas/shop';
import { cartItems, orderEvents, orders } from '../../db/schema';
import { createShelter, createUser, sessionAccessToken, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createProviders } from '../payments';
import { SHIPPING, createProduct, orderRow, stockOf } from './test-support';

const errors = shopMessages.errors;
let ctx: TestContext;
let smtp: TestSmtpServer;
let buyer: { id: number; email: string };
let buyerAuth: { authorization: string };
let otherAuth: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://huella.example' });
  buyer = await createUser(ctx.app, { firstName: 'Lucía' });
  buyerAuth = { authorization: `Bearer ${await sessionAccessToken(ctx.app, buyer.id)}` };
  const other = await createUser(ctx.app);
  otherAuth = { authorization: `Bearer ${await sessionAccessToken(ctx.app, other.id)}` };
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const checkout = (payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/shop/api/checkout/sessions/',
    headers,
    payload: payload as Record<string, unknown>,
    remoteAddress: uniqueIp(),
  });

async function openSession(lines: unknown[], headers: Record<string, string> = {}) {
  const response = await checkout({ lines }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutSessionCreated>();
}

const pay = (clientSecret: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/shop/api/simulated/sessions/${clientSecret}/pay/`,
    payload: body,
    remoteAddress: uniqueIp(),
  });

const statusOf = async (sessionId: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/session-status?session_id=${sessionId}` })
  ).json<SessionStatus>();

const sessionOf = async (created: CheckoutSessionCreated) =>
  (await orderRow(ctx.app, created.order_id)).providerSessionId!;

describe('opening a checkout session', () => {
  it('prices the lines from the database, holds the stock and answers a client secret', async () => {
    const product = await createProduct(ctx.app, { priceCents: 1295, stock: 5 });
    const created = await openSession([{ product_id: product.id, quantity: 2 }]);
    expect(created).toMatchObject({ provider: 'simulated', publishable_key: null });
    expect(created.clientSecret).toMatch(/^cs_sim_[A-Za-z0-9]+_secret_/);
    expect(await stockOf(ctx.app, product.id)).toBe(3);
    const order = await orderRow(ctx.app, created.order_id);
    expect(order).toMatchObject({
      state: 'pendiente_pago',
      subtotalCents: 2590,
      shippingCents: 495,
      totalCents: 3085,
    });
    const session = await ctx.app.inject({
      method: 'GET',
      url: `/shop/api/simulated/sessions/${created.clientSecret}/`,
    });
    expect(session.json<SimulatedSession>()).toMatchObject({
      status: 'open',
      total_cents: 3085,
      needs_shipping: true,
      lines: [{ quantity: 2, line_total_cents: 2590 }],
    });
  });

  it('ignores nothing the client says about money: a price in the body is refused (400), nothing held', async () => {
    const product = await createProduct(ctx.app, { stock: 5 });
    const response = await checkout({
      lines: [{ product_id: product.id, quantity: 1, price_cents: 1 }],
    });
    expect(response.statusCode).toBe(400);
    const extra = await checkout({
      lines: [{ product_id: product.id, quantity: 1 }],
      total_cents: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect(await stockOf(ctx.app, product.id)).toBe(5);
  });

  it('refuses an empty cart, a product not for sale, too few units and a donation without a shelter', async () => {
    const empty = await checkout({ lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(errors.cartEmpty);
    expect((await checkout()).json().error).toBe(errors.cartEmpty);

    const draft = await createProduct(ctx.app, { state: 'borrador', name: 'Manta borrador' });
    const unavailable = await checkout({ lines: [{ product_id: draft.id, quantity: 1 }] });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error).toBe(errors.productUnavailable('Manta borrador'));

    const scarce = await createProduct(ctx.app, { stock: 1, name: 'Cuenco' });
    const other = await createProduct(ctx.app, { stock: 3 });
    const short = await checkout({
      lines: [
        { product_id: other.id, quantity: 1 },
        { product_id: scarce.id, quantity: 2 },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe(errors.outOfStock('Cuenco', 1));
    expect(await stockOf(ctx.app, other.id)).toBe(3);

    const donation = await createProduct(ctx.app, {
      kind: 'donacion',
      stock: null,
      priceCents: 1000,
    });
    const noShelter = await checkout({ lines: [{ product_id: donation.id, quantity: 1 }] });
    expect(noShelter.statusCode).toBe(400);
    expect(noShelter.json().error).toBe(errors.donationNeedsShelter);
  });

  it('two buyers and one unit at the same moment: exactly one session', async () => {
    const product = await createProduct(ctx.app, { stock: 1 });
    const answers = await Promise.all([
      checkout({ lines: [{ product_id: product.id, quantity: 1 }] }),
      checkout({ lines: [{ product_id: product.id, quantity: 1 }] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(ctx.app, product.id)).toBe(0);
  });

  it('uses the signed-in account’s cart and the spec’s root path', async () => {
    const product = await createProduct(ctx.app, { stock: 4 });
    await ctx.app.db
      .insert(cartItems)
      .values({ userId: buyer.id, productId: product.id, quantity: 1 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: buyerAuth,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = await orderRow(ctx.app, response.json<CheckoutSessionCreated>().order_id);
    expect(order).toMatchObject({ userId: buyer.id, email: buyer.email, totalCents: 1295 + 495 });
  });
});

describe('paying through the simulated provider', () => {
  it('paid: the webhook marks the order paid, empties the cart, mails the confirmation; Pagos shows it', async () => {
    const product = await createProduct(ctx.app, {
      stock: 3,
      name: 'Arnés acolchado',
      priceCents: 2495,
    });
    const shelter = await createShelter(ctx.app, { name: 'Refugio Los Olivos' });
    const donation = await createProduct(ctx.app, {
      kind: 'donacion',
      stock: null,
      priceCents: 1000,
      name: 'Donación',
    });
    await ctx.app.db
      .insert(cartItems)
      .values({ userId: buyer.id, productId: product.id, quantity: 1 });
    const created = await openSession(
      [
        { product_id: product.id, quantity: 1 },
        { product_id: donation.id, quantity: 1, shelter_id: shelter.id },
      ],
      buyerAuth,
    );
    const before = smtp.received.length;
    const answer = await pay(created.clientSecret, {
      outcome: 'pagado',
      email: buyer.email,
      shipping: SHIPPING,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sessionId = await sessionOf(created);
    expect(answer.json()).toEqual({
      status: 'complete',
      declined: false,
      return_url: `https://huella.example/return?session_id=${sessionId}`,
    });
    expect(await statusOf(sessionId)).toEqual({
      status: 'complete',
      customer_email: buyer.email,
      order_id: created.order_id,
    });
    expect(await ctx.app.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toEqual(
      [],
    );

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([buyer.email]);
    expect(mail!.subject).toBe(
      shopMessages.mail.confirmationSubject(`HU-${String(created.order_id).padStart(6, '0')}`),
    );
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain(ctx.config.legal.holder);
    expect(text).toContain(ctx.config.legal.nif);
    expect(text).toContain(`1 × Arnés acolchado: ${formatEuros(2495)}`);
    expect(text).toContain('Donación (para Refugio Los Olivos)');
    expect(text).toContain(`Envío: ${formatEuros(495)}`);
    expect(text).toContain(
      `Total: ${formatEuros(2495 + 1000 + 495)} (IVA incluido: ${formatEuros(433 + 86)})`,
    );
    expect(text).toContain('Visa ···· 4242');
    expect(text).toContain('Calle Mayor 1');
    expect(text).toContain(shopMessages.mail.withdrawalFormTitle);
    expect(text).toContain('Táchese lo que no proceda');
    expect(text).toContain(`https://huella.example/pedidos/${created.order_id}`);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/shop/api/orders/',
      headers: buyerAuth,
    });
    const summaries = list.json<OrderSummary[]>();
    expect(summaries[0]).toMatchObject({
      id: created.order_id,
      state: 'pagado',
      payment_method: 'Visa ···· 4242',
      card_last4: '4242',
      item_count: 2,
    });
    const detail = (
      await ctx.app.inject({
        method: 'GET',
        url: `/shop/api/orders/${created.order_id}/`,
        headers: buyerAuth,
      })
    ).json<Order>();
    expect(detail.events.map((event) => event.kind)).toEqual(['estado', 'pago', 'correo']);
    expect(detail.shipping_address).toMatchObject({ city: 'Madrid', postal_code: '28001' });
    const card = await ctx.app.inject({
      method: 'GET',
      url: '/shop/api/payment-method/',
      headers: buyerAuth,
    });
    expect(card.json()).toMatchObject({ brand: 'visa', last4: '4242', label: 'Visa ···· 4242' });
    // Paid: the session cannot be paid again.
    expect(
      (
        await pay(created.clientSecret, {
          outcome: 'pagado',
          email: buyer.email,
          shipping: SHIPPING,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('declined: nothing is paid and the session stays open', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const answer = await pay(created.clientSecret, {
      outcome: 'rechazado',
      email: 'ana@example.com',
      shipping: SHIPPING,
    });
    expect(answer.json()).toEqual({ status: 'open', declined: true, return_url: null });
    expect((await statusOf(await sessionOf(created))).status).toBe('open');
    expect(await stockOf(ctx.app, product.id)).toBe(1);
  });

  it('pending then paid: pending at once, complete once the money arrives', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const answer = await pay(created.clientSecret, {
      outcome: 'pendiente',
      email: 'bizum@example.com',
      shipping: SHIPPING,
    });
    expect(answer.json()).toMatchObject({ status: 'pending', declined: false });
    const sessionId = await sessionOf(created);
    expect(await statusOf(sessionId)).toMatchObject({
      status: 'pending',
      customer_email: 'bizum@example.com',
    });
    await ctx.app.orders.runPendingPayments();
    expect((await statusOf(sessionId)).status).toBe('complete');
    expect(await stockOf(ctx.app, product.id)).toBe(1);
  });

  it('expired: the stock goes back and the session reads expired', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 2 }]);
    expect(await stockOf(ctx.app, product.id)).toBe(0);
    const answer = await pay(created.clientSecret, {
      outcome: 'caducado',
      email: 'ana@example.com',
    });
    expect(answer.json()).toMatchObject({ status: 'expired' });
    expect(await stockOf(ctx.app, product.id)).toBe(2);
    expect((await statusOf(await sessionOf(created))).status).toBe('expired');
  });

  it('asks for a shipping address when something is shipped', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const answer = await pay(created.clientSecret, { outcome: 'pagado', email: 'ana@example.com' });
    expect(answer.statusCode).toBe(400);
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('pendiente_pago');
  });

  it('an unknown client secret or session is not found', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/shop/api/simulated/sessions/cs_sim_abc_secret_0123456789abcdef0123456789abcdef/',
    });
    expect(unknown.statusCode).toBe(404);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/shop/api/checkout/session-status/?session_id=cs_nada',
    });
    expect(status.statusCode).toBe(404);
    expect(status.json().error).toBe(errors.sessionNotFound);
    expect((await ctx.app.inject({ method: 'GET', url: '/session-status' })).statusCode).toBe(400);
  });
});

describe('the webhook', () => {
  const deliver = (body: string, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/shop/api/webhooks/simulated/',
      payload: body,
      headers,
    });

  function paidEvent(orderId: number, sessionId: string) {
    return createProviders(ctx.config).simulated.signedEvent('checkout.session.completed', {
      sessionId,
      orderId,
      paymentStatus: 'paid',
      paymentId: 'pi_sim_test',
      email: 'ana@example.com',
      shipping: SHIPPING,
    });
  }

  it('refuses a tampered or missing signature (400) and changes nothing', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const signed = paidEvent(created.order_id, await sessionOf(created));
    const tampered = await deliver(signed.body.replace('"paid"', '"paid" '), signed.headers);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe(errors.webhookSignature);
    const unsigned = await deliver(signed.body, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('pendiente_pago');
  });

  it('a repeated delivery changes nothing twice', async () => {
    const product = await createProduct(ctx.app, { stock: 2 });
    const created = await openSession([{ product_id: product.id, quantity: 1 }]);
    const signed = paidEvent(created.order_id, await sessionOf(created));
    expect((await deliver(signed.body, signed.headers)).statusCode).toBe(200);
    expect((await deliver(signed.body, signed.headers)).statusCode).toBe(200);
    const events = await ctx.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, created.order_id));
    expect(events.filter((event) => event.kind === 'pago')).toHaveLength(1);
    expect(events.filter((event) => event.kind === 'correo')).toHaveLength(1);
  });

  it('expired after paid changes nothing; paid after expired takes the stock back when it is there', async () => {
    const provider = createProviders(ctx.config).simulated;
    const product = await createProduct(ctx.app, { stock: 1 });
    const first = await openSession([{ product_id: product.id, quantity: 1 }]);
    const firstSession = await sessionOf(first);
    const paid = provider.signedEvent('checkout.session.completed', {
      sessionId: firstSession,
      orderId: first.order_id,
      paymentStatus: 'paid',
      paymentId: 'pi_1',
      email: 'a@example.com',
      shipping: SHIPPING,
    });
    const expired = provider.signedEvent('checkout.session.expired', {
      sessionId: firstSession,
      orderId: first.order_id,
      paymentStatus: 'unpaid',
      paymentId: null,
      email: null,
      shipping: null,
    });
    await deliver(paid.body, paid.headers);
    await deliver(expired.body, expired.headers);
    expect((await orderRow(ctx.app, first.order_id)).state).toBe('pagado');
    expect(await stockOf(ctx.app, product.id)).toBe(0);

    const other = await createProduct(ctx.app, { stock: 1 });
    const second = await openSession([{ product_id: other.id, quantity: 1 }]);
    const secondSession = await sessionOf(second);
    const late = provider.signedEvent('checkout.session.expired', {
      sessionId: secondSession,
      orderId: second.order_id,
      paymentStatus: 'unpaid',
      paymentId: null,
      email: null,
      shipping: null,
    });
    await deliver(late.body, late.headers);
    expect(await stockOf(ctx.app, other.id)).toBe(1);
    const paidLate = provider.signedEvent('checkout.session.completed', {
      sessionId: secondSession,
      orderId: second.order_id,
      paymentStatus: 'paid',
      paymentId: 'pi_2',
      email: 'b@example.com',
      shipping: SHIPPING,
    });
    await deliver(paidLate.body, paidLate.headers);
    expect((await orderRow(ctx.app, second.order_id)).state).toBe('pagado');
    expect(await stockOf(ctx.app, other.id)).toBe(0);
  });

  it('paid after expired when the unit went to someone else: paid all the same, with a note for staff', async () => {
    const provider = createProviders(ctx.config).simulated;
    const product = await createProduct(ctx.app, { stock: 1 });
    const late = await openSession([{ product_id: product.id, quantity: 1 }]);
    const sessionId = await sessionOf(late);
    const session = {
      sessionId,
      orderId: late.order_id,
      paymentId: 'pi_late',
      email: 'tarde@example.com',
      shipping: SHIPPING,
    };
    const expired = provider.signedEvent('checkout.session.expired', {
      ...session,
      paymentStatus: 'unpaid',
    });
    await deliver(expired.body, expired.headers);
    await openSession([{ product_id: product.id, quantity: 1 }]);
    expect(await stockOf(ctx.app, product.id)).toBe(0);
    const paid = provider.signedEvent('checkout.session.completed', {
      ...session,
      paymentStatus: 'paid',
    });
    expect((await deliver(paid.body, paid.headers)).statusCode).toBe(200);
    expect((await orderRow(ctx.app, late.order_id)).state).toBe('pagado');
    expect(await stockOf(ctx.app, product.id)).toBe(0);
    const notes = await ctx.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, late.order_id));
    expect(notes.find((event) => event.kind === 'nota')?.text).toMatch(/sin unidades suficientes/);
  });

  it('the sweep expires sessions whose time is up and gives their stock back, once', async () => {
    const product = await createProduct(ctx.app, { stock: 3 });
    const created = await openSession([{ product_id: product.id, quantity: 2 }]);
    await ctx.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, created.order_id));
    expect((await statusOf(await sessionOf(created))).status).toBe('expired');
    await Promise.all([ctx.app.orders.expireOverdue(), ctx.app.orders.expireOverdue()]);
    expect(await stockOf(ctx.app, product.id)).toBe(3);
    expect((await orderRow(ctx.app, created.order_id)).state).toBe('caducado');
  });
});

describe('rate limit', () => {
  it('one address opens at most CHECKOUT_SESSIONS_PER_HOUR sessions an hour (429, Spanish)', async () => {
    const address = uniqueIp();
    for (let i = 0; i < CHECKOUT_SESSIONS_PER_HOUR; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        payload: { lines: [] },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(400);
    }
    const over = await ctx.app.inject({
      method: 'POST',
      url: '/shop/api/checkout/sessions/',
      payload: { lines: [] },
      remoteAddress: address,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(errors.tooManySessions);
  });
});

describe('who sees an order', () => {
  it('its owner; nobody else (404, never 403); a guest with the right clave only', async () => {
    const product = await createProduct(ctx.app, { stock: 5 });
    const mine = await openSession([{ product_id: product.id, quantity: 1 }], buyerAuth);
    await pay(mine.clientSecret, { outcome: 'pagado', email: buyer.email, shipping: SHIPPING });
    const url = `/shop/api/orders/${mine.order_id}/`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: buyerAuth })).statusCode).toBe(200);
    const stranger = await ctx.app.inject({ method: 'GET', url, headers: otherAuth });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe(errors.orderNotFound);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // An account's order is not opened by its clave.
    const accountClave = ctx.app.orders.claveOf(mine.order_id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${url}?clave=${accountClave}` })).statusCode,
    ).toBe(404);
    const others = await ctx.app.inject({
      method: 'GET',
      url: '/shop/api/orders/',
      headers: otherAuth,
    });
    expect(others.json()).toEqual([]);

    const guest = await openSession([{ product_id: product.id, quantity: 1 }]);
    await pay(guest.clientSecret, {
      outcome: 'pagado',
      email: 'invitada@example.com',
      shipping: SHIPPING,
    });
    const guestUrl = `/shop/api/orders/${guest.order_id}/`;
    const clave = ctx.app.orders.claveOf(guest.order_id);
    const withKey = await ctx.app.inject({ method: 'GET', url: `${guestUrl}?clave=${clave}` });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json<Order>().email).toBe('invitada@example.com');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${guestUrl}?clave=${clave.slice(0, -1)}x` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: guestUrl, headers: buyerAuth })).statusCode,
    ).toBe(404);
    await ctx.app.mailer.flush();
    const mail = smtp.received.find((received) => received.to.includes('invitada@example.com'));
    expect(mail?.text.replace(/=\r?\n/g, '')).toContain(
      `/pedidos/${guest.order_id}?clave=${clave}`,
    );
  });
});
