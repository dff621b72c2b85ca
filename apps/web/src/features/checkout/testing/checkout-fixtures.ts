/**
 * The checkout's, orders' and Pagos' records as the API sends them, built
 * through the shop's schemas (testing/api-fixture.ts), and an MSW mock of
 * their endpoints that records what the screens asked for and sent.
 */
import { http, HttpResponse } from 'msw';
import {
  cartSchema,
  checkoutSessionCreatedSchema,
  orderSchema,
  orderSummarySchema,
  sessionStatusSchema,
  simulatedSessionSchema,
  withdrawalSchema,
  type Cart,
  type CheckoutSessionCreated,
  type Order,
  type OrderSummary,
  type SessionStatus,
  type SimulatedPayResult,
  type SimulatedSession,
} from '@huella/shared/schemas/shop';
import { apiFixture } from '../../../testing/api-fixture';
import { server } from '../../../testing/server';

const IMAGE = {
  url: 'media/shop/collar-800.webp',
  width: 800,
  height: 800,
  variants: {
    400: 'media/shop/collar-400.webp',
    800: 'media/shop/collar-800.webp',
    1600: 'media/shop/collar-800.webp',
  },
  alt: 'Collar de nailon azul con chapa de huella',
};

const product = {
  id: 1,
  slug: 'collar-azul',
  name: 'Collar azul',
  description: 'Collar de nailon.',
  category: 'accesorios' as const,
  kind: 'producto' as const,
  price_cents: 1295,
  vat_rate: 21,
  stock: 10,
  image: IMAGE,
};

/** A collar (12,95 €) and shipping (4,95 €): 17,90 €. */
export const cartFixture = (overrides: Partial<Cart> = {}): Cart =>
  apiFixture(cartSchema, {
    lines: [{ product, shelter: null, quantity: 1, line_total_cents: 1295, problem: null }],
    subtotal_cents: 1295,
    shipping_cents: 495,
    total_cents: 1790,
    vat_cents: 311,
    needs_shipping: true,
    item_count: 1,
    ...overrides,
  });

export const sessionCreatedFixture = (
  overrides: Partial<CheckoutSessionCreated> = {},
): CheckoutSessionCreated =>
  apiFixture(checkoutSessionCreatedSchema, {
    clientSecret: 'sim_cs_test_123_secret_abc',
    provider: 'simulated',
    publishable_key: null,
    order_id: 42,
    ...overrides,
  });

export const simulatedSessionFixture = (
  overrides: Partial<SimulatedSession> = {},
): SimulatedSession =>
  apiFixture(simulatedSessionSchema, {
    order_id: 42,
    code: 'HU-000042',
    status: 'open',
    lines: [{ name: 'Collar azul', quantity: 1, line_total_cents: 1295 }],
    shipping_cents: 495,
    total_cents: 1790,
    needs_shipping: true,
    email: null,
    expires_at: '2026-11-24T19:00:00.000Z',
    ...overrides,
  });

export const sessionStatusFixture = (overrides: Partial<SessionStatus> = {}): SessionStatus =>
  apiFixture(sessionStatusSchema, {
    status: 'complete',
    customer_email: 'ana@example.com',
    order_id: 42,
    ...overrides,
  });

export const orderSummaryFixture = (overrides: Partial<OrderSummary> = {}): OrderSummary =>
  apiFixture(orderSummarySchema, {
    id: 42,
    code: 'HU-000042',
    state: 'pagado',
    total_cents: 1790,
    refunded_cents: 0,
    payment_method: 'Visa ···· 4242',
    card_last4: '4242',
    item_count: 1,
    paid_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T09:58:00.000Z',
    ...overrides,
  });

export const orderFixture = (overrides: Partial<Order> = {}): Order =>
  apiFixture(orderSchema, {
    ...orderSummaryFixture(),
    email: 'ana@example.com',
    lines: [
      {
        product_id: 1,
        name: 'Collar azul',
        kind: 'producto',
        shelter_name: null,
        unit_price_cents: 1295,
        vat_rate: 21,
        quantity: 1,
        line_total_cents: 1295,
        image: IMAGE,
      },
    ],
    subtotal_cents: 1295,
    shipping_cents: 495,
    vat_cents: 311,
    shipping_address: {
      name: 'Ana García',
      line1: 'Calle Luna 3',
      postal_code: '28001',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
    },
    tracking: null,
    shipped_at: null,
    delivered_at: null,
    withdrawal_until: null,
    can_withdraw: false,
    events: [
      {
        id: 1,
        kind: 'pago',
        from_state: 'pendiente_pago',
        to_state: 'pagado',
        text: 'Pago confirmado con tarjeta ···· 4242',
        actor: 'proveedor',
        actor_name: null,
        created_at: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 2,
        kind: 'correo',
        from_state: null,
        to_state: null,
        text: 'Correo de confirmación enviado',
        actor: 'sistema',
        actor_name: null,
        created_at: '2026-11-20T10:00:05.000Z',
      },
    ],
    refunds: [],
    withdrawals: [],
    ...overrides,
  });

interface CheckoutApiOptions {
  cart?: Cart;
  session?: CheckoutSessionCreated | { status: number; error: string; code?: string };
  simulated?: SimulatedSession;
  pay?: (body: unknown) => SimulatedPayResult;
}

/** POST checkout/sessions/, cart/quote/, GET cart/, config and the simulated session. */
export function mockCheckoutApi({
  cart = cartFixture(),
  session = sessionCreatedFixture(),
  simulated = simulatedSessionFixture(),
  pay = () => ({
    status: 'complete',
    declined: false,
    return_url: '/return?session_id=sim_cs_test_123',
  }),
}: CheckoutApiOptions = {}) {
  const calls = {
    sessionBodies: [] as unknown[],
    quoteBodies: [] as unknown[],
    payBodies: [] as unknown[],
  };
  const provider = 'provider' in session ? session.provider : 'simulated';
  server.use(
    http.get('/shop/api/checkout/config/', () =>
      HttpResponse.json({
        provider,
        publishable_key: 'provider' in session ? session.publishable_key : null,
      }),
    ),
    http.post('/shop/api/checkout/sessions/', async ({ request }) => {
      const text = await request.text();
      calls.sessionBodies.push(text ? JSON.parse(text) : undefined);
      if ('status' in session)
        return HttpResponse.json(
          { error: session.error, code: session.code ?? 'error' },
          { status: session.status },
        );
      return HttpResponse.json(session, { status: 201 });
    }),
    http.post('/shop/api/cart/quote/', async ({ request }) => {
      calls.quoteBodies.push(await request.json());
      return HttpResponse.json(cart);
    }),
    http.get('/shop/api/cart/', () => HttpResponse.json(cart)),
    http.get('/shop/api/simulated/sessions/:secret/', () => HttpResponse.json(simulated)),
    http.post('/shop/api/simulated/sessions/:secret/pay/', async ({ request }) => {
      const body = await request.json();
      calls.payBodies.push(body);
      return HttpResponse.json(pay(body));
    }),
  );
  return calls;
}

/** GET orders/{id}/ and POST its withdrawal/. */
export function mockOrderApi(order: Order | 'missing' = orderFixture()) {
  const calls = { urls: [] as string[], withdrawals: [] as unknown[] };
  let current = order;
  server.use(
    http.get('/shop/api/orders/:id/', ({ request }) => {
      calls.urls.push(request.url);
      if (current === 'missing')
        return HttpResponse.json(
          { error: 'Pedido no encontrado', code: 'not_found' },
          { status: 404 },
        );
      return HttpResponse.json(current);
    }),
    http.post('/shop/api/orders/:id/withdrawal/', async ({ request }) => {
      const body = (await request.json()) as { message?: string };
      calls.withdrawals.push(body);
      if (current === 'missing')
        return HttpResponse.json(
          { error: 'Pedido no encontrado', code: 'not_found' },
          { status: 404 },
        );
      const withdrawal = apiFixture(withdrawalSchema, {
        id: 7,
        message: body.message ?? '',
        state: 'recibida',
        created_at: '2026-11-24T12:00:00.000Z',
      });
      current = { ...current, can_withdraw: false, withdrawals: [withdrawal] };
      return HttpResponse.json(current, { status: 201 });
    }),
  );
  return calls;
}

/** GET orders/ paged like the API (X-Total-Count). */
export function mockOrdersApi(orders: OrderSummary[]) {
  const pages: string[] = [];
  server.use(
    http.get('/shop/api/orders/', ({ request }) => {
      const url = new URL(request.url);
      pages.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return HttpResponse.json(orders.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(orders.length) },
      });
    }),
  );
  return pages;
}

export function mockSessionStatus(answers: Array<SessionStatus | number>) {
  let index = 0;
  const asked: string[] = [];
  server.use(
    http.get('/shop/api/checkout/session-status/', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('session_id') ?? '');
      const answer = answers[Math.min(index, answers.length - 1)];
      index += 1;
      if (typeof answer === 'number')
        return HttpResponse.json(
          { error: 'No se pudo encontrar la sesión de pago.', code: 'not_found' },
          { status: answer },
        );
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}
