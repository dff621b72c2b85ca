/**
 * Test stand-in for the staff's shop API (contract: packages/shared
 * schemas/shop.ts): products and orders held in memory and changed by the
 * contract's rules, records built through the shared schemas so they cannot
 * drift, and every request recorded for the tests to check.
 */
import { http, HttpResponse } from 'msw';
import type { OrderState, ProductState, ShopCategory } from '@huella/shared/constants';
import { formatEuros } from '@huella/shared/money';
import { shopMessages } from '@huella/shared/messages/shop';
import {
  orderStateInputSchema,
  orderSummarySchema,
  productInputSchema,
  productPatchSchema,
  refundInputSchema,
  staffOrderSchema,
  staffProductSchema,
  type StaffOrder,
  type StaffProduct,
} from '@huella/shared/schemas/shop';
import { apiFixture } from '../../../testing/api-fixture';
import { server } from '../../../testing/server';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const variants = (key: string) => ({
  400: `${key}-400.webp`,
  800: `${key}-800.webp`,
  1600: `${key}-1600.webp`,
});

export function makeProduct(id: number, overrides: Partial<StaffProduct> = {}): StaffProduct {
  return apiFixture(staffProductSchema, {
    id,
    slug: `producto-${id}`,
    name: `Producto ${id}`,
    description: `Descripción del producto ${id}.`,
    category: 'accesorios',
    kind: 'producto',
    price_cents: 1295,
    vat_rate: 21,
    stock: 10,
    image: null,
    state: 'publicado',
    reserved: 1,
    sold: 3,
    created_at: '2026-11-19T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

export function makeOrder(id: number, overrides: Partial<StaffOrder> = {}): StaffOrder {
  return apiFixture(staffOrderSchema, {
    id,
    code: `HU-${String(id).padStart(6, '0')}`,
    state: 'pagado',
    total_cents: 3085,
    refunded_cents: 0,
    payment_method: 'Visa ···· 4242',
    card_last4: '4242',
    item_count: 3,
    paid_at: '2026-11-22T10:05:00.000Z',
    created_at: '2026-11-22T10:00:00.000Z',
    email: 'lucia@example.com',
    lines: [
      {
        product_id: 1,
        name: 'Collar reflectante',
        kind: 'producto',
        shelter_name: null,
        unit_price_cents: 1295,
        vat_rate: 21,
        quantity: 2,
        line_total_cents: 2590,
        image: null,
      },
      {
        product_id: 2,
        name: 'Donación de 5 €',
        kind: 'donacion',
        shelter_name: 'Refugio Esperanza',
        unit_price_cents: 500,
        vat_rate: 0,
        quantity: 1,
        line_total_cents: 500,
        image: null,
      },
    ],
    subtotal_cents: 3090,
    shipping_cents: 495,
    vat_cents: 536,
    shipping_address: {
      name: 'Lucía García',
      line1: 'Calle Mayor 1',
      line2: '2º B',
      postal_code: '28013',
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
        created_at: '2026-11-22T10:05:00.000Z',
      },
    ],
    refunds: [],
    withdrawals: [],
    user: { id: 7, email: 'lucia@example.com', name: 'Lucía García' },
    provider: 'simulated',
    provider_session_id: `sim_cs_${id}`,
    provider_payment_id: `sim_pi_${id}`,
    payment_events: [
      {
        id: `evt_${id}_1`,
        type: 'checkout.session.completed',
        received_at: '2026-11-22T10:05:01.000Z',
      },
    ],
    ...overrides,
  });
}

const error = (status: number, message: string, code: string, fields?: Record<string, string[]>) =>
  HttpResponse.json({ error: message, message, code, ...(fields ? { fields } : {}) }, { status });

const invalid = (fields: Record<string, string[]>) =>
  error(400, 'Los datos enviados no son válidos.', 'validation_error', fields);

const slugify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const TRANSITIONS: Partial<Record<OrderState, OrderState[]>> = {
  pendiente_pago: ['cancelado'],
  pago_pendiente: ['cancelado'],
  pagado: ['preparando', 'enviado', 'cancelado'],
  preparando: ['enviado', 'cancelado'],
  enviado: ['entregado'],
};

/** The staff's shop API over `products` and `orders`; `requests` lists what was asked. */
export function fakeShopStaffApi({
  products = [] as StaffProduct[],
  orders = [] as StaffOrder[],
} = {}) {
  const requests: RecordedRequest[] = [];
  const state = { products: [...products], orders: [...orders] };
  let nextId = Math.max(100, ...state.products.map((product) => product.id + 1));
  let nextEvent = 1000;
  const refundKeys = new Map<string, number>();

  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown = null;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) body = await request.json();
    else if (type.includes('multipart/form-data')) body = await request.formData();
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };
  const page = <T>(url: URL, found: T[]) => {
    const number = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 20);
    return HttpResponse.json(found.slice((number - 1) * size, number * size), {
      headers: { 'X-Total-Count': String(found.length) },
    });
  };
  const findProduct = (id: unknown) => state.products.find((item) => item.id === Number(id));
  const findOrder = (id: unknown) => state.orders.find((item) => item.id === Number(id));
  const saveProduct = (product: StaffProduct, status = 200) => {
    state.products = state.products.some((item) => item.id === product.id)
      ? state.products.map((item) => (item.id === product.id ? product : item))
      : [product, ...state.products];
    return HttpResponse.json(product, { status });
  };
  const saveOrder = (order: StaffOrder) => {
    state.orders = state.orders.map((item) => (item.id === order.id ? order : item));
    return HttpResponse.json(order);
  };
  const productNotFound = () => error(404, shopMessages.errors.productNotFound, 'not_found');
  const orderNotFound = () => error(404, shopMessages.errors.orderNotFound, 'not_found');
  const event = (order: StaffOrder, to: OrderState | null, text: string, kind = 'estado') => ({
    id: nextEvent++,
    kind,
    from_state: to ? order.state : null,
    to_state: to,
    text,
    actor: 'equipo',
    actor_name: 'Marta Ruiz',
    created_at: new Date().toISOString(),
  });

  server.use(
    http.get('*/shop/api/staff/products/', async ({ request }) => {
      const { url } = await record(request);
      const estado = url.searchParams.get('estado') as ProductState | null;
      const categoria = url.searchParams.get('categoria') as ShopCategory | null;
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      return page(
        url,
        state.products.filter(
          (product) =>
            (!estado || product.state === estado) &&
            (!categoria || product.category === categoria) &&
            product.name.toLowerCase().includes(q),
        ),
      );
    }),
    http.post('*/shop/api/staff/products/', async ({ request }) => {
      const { body } = await record(request);
      const parsed = productInputSchema.safeParse(body);
      if (!parsed.success)
        return invalid({
          [String(parsed.error.issues[0]!.path[0])]: [parsed.error.issues[0]!.message],
        });
      const input = parsed.data;
      const slug = input.slug ?? slugify(input.name);
      if (state.products.some((product) => product.slug === slug))
        return invalid({ slug: [shopMessages.errors.slugTaken] });
      return saveProduct(
        makeProduct(nextId++, {
          name: input.name,
          slug,
          description: input.description ?? '',
          category: input.category,
          kind: input.kind,
          price_cents: input.price_cents,
          vat_rate: input.vat_rate ?? 21,
          stock: input.stock === undefined ? 0 : input.stock,
          state: input.state ?? 'borrador',
          reserved: 0,
          sold: 0,
        }),
        201,
      );
    }),
    http.get('*/shop/api/staff/products/:id/', async ({ request, params }) => {
      await record(request);
      const product = findProduct(params.id);
      return product ? HttpResponse.json(product) : productNotFound();
    }),
    http.patch('*/shop/api/staff/products/:id/', async ({ request, params }) => {
      const { body } = await record(request);
      const product = findProduct(params.id);
      if (!product) return productNotFound();
      const parsed = productPatchSchema.safeParse(body);
      if (!parsed.success)
        return invalid({
          [String(parsed.error.issues[0]!.path[0])]: [parsed.error.issues[0]!.message],
        });
      const { image_alt, ...patch } = parsed.data;
      if (
        patch.slug &&
        state.products.some((item) => item.slug === patch.slug && item.id !== product.id)
      )
        return invalid({ slug: [shopMessages.errors.slugTaken] });
      return saveProduct({
        ...product,
        ...patch,
        description: patch.description ?? product.description,
        image:
          product.image && image_alt !== undefined
            ? { ...product.image, alt: image_alt }
            : product.image,
        updated_at: new Date().toISOString(),
      } as StaffProduct);
    }),
    http.put('*/shop/api/staff/products/:id/image/', async ({ request, params }) => {
      await record(request);
      const product = findProduct(params.id);
      if (!product) return productNotFound();
      const key = `media/shop/product-${product.id}`;
      return saveProduct({
        ...product,
        image: {
          url: `${key}-1600.webp`,
          width: 1200,
          height: 1200,
          variants: variants(key),
          alt: '',
        },
      });
    }),
    http.delete('*/shop/api/staff/products/:id/image/', async ({ request, params }) => {
      await record(request);
      const product = findProduct(params.id);
      if (!product) return productNotFound();
      return saveProduct({ ...product, image: null });
    }),
    http.get('*/shop/api/staff/orders/', async ({ request }) => {
      const { url } = await record(request);
      const estado = url.searchParams.get('estado') as OrderState | null;
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const found = state.orders.filter(
        (order) =>
          (!estado || order.state === estado) &&
          (!q || order.code.toLowerCase() === q || (order.email ?? '').toLowerCase() === q),
      );
      return page(
        url,
        found.map((order) =>
          apiFixture(
            orderSummarySchema,
            Object.fromEntries(
              Object.keys(orderSummarySchema.shape).map((key) => [
                key,
                order[key as keyof StaffOrder],
              ]),
            ) as never,
          ),
        ),
      );
    }),
    http.get('*/shop/api/staff/orders/:id/', async ({ request, params }) => {
      await record(request);
      const order = findOrder(params.id);
      return order ? HttpResponse.json(order) : orderNotFound();
    }),
    http.post('*/shop/api/staff/orders/:id/state/', async ({ request, params }) => {
      const { body } = await record(request);
      const order = findOrder(params.id);
      if (!order) return orderNotFound();
      const parsed = orderStateInputSchema.safeParse(body);
      if (!parsed.success) return invalid({ estado: [parsed.error.issues[0]!.message] });
      const { estado, tracking } = parsed.data;
      if (!(TRANSITIONS[order.state] ?? []).includes(estado))
        return error(
          409,
          shopMessages.errors.invalidTransition(
            shopMessages.orderStates[order.state],
            shopMessages.orderStates[estado],
          ),
          'invalid_transition',
        );
      const now = new Date().toISOString();
      const refundAll =
        estado === 'cancelado' && order.paid_at ? order.total_cents - order.refunded_cents : 0;
      return saveOrder({
        ...order,
        state: estado,
        tracking: tracking ?? order.tracking,
        shipped_at: estado === 'enviado' ? now : order.shipped_at,
        delivered_at: estado === 'entregado' ? now : order.delivered_at,
        refunded_cents: order.refunded_cents + refundAll,
        events: [
          ...order.events,
          event(order, estado, `Pedido ${shopMessages.orderStates[estado].toLowerCase()}`),
        ],
      });
    }),
    http.post('*/shop/api/staff/orders/:id/refunds/', async ({ request, params }) => {
      const { body } = await record(request);
      const order = findOrder(params.id);
      if (!order) return orderNotFound();
      const parsed = refundInputSchema.safeParse(body);
      if (!parsed.success)
        return invalid({
          [String(parsed.error.issues[0]!.path[0])]: [parsed.error.issues[0]!.message],
        });
      const { amount_cents, reason, idempotency_key } = parsed.data;
      if (refundKeys.has(idempotency_key)) return HttpResponse.json(findOrder(order.id));
      const left = order.total_cents - order.refunded_cents;
      if (amount_cents > left)
        return invalid({ amount_cents: [shopMessages.errors.refundTooLarge(formatEuros(left))] });
      refundKeys.set(idempotency_key, order.id);
      const refunded = order.refunded_cents + amount_cents;
      const to: OrderState = refunded >= order.total_cents ? 'reembolsado' : 'reembolsado_parcial';
      return saveOrder({
        ...order,
        state: to,
        refunded_cents: refunded,
        refunds: [
          ...order.refunds,
          {
            id: order.refunds.length + 1,
            amount_cents,
            reason,
            state: 'completado',
            created_at: new Date().toISOString(),
          },
        ],
        events: [
          ...order.events,
          event(order, to, `Reembolso de ${formatEuros(amount_cents)}: ${reason}`, 'reembolso'),
        ],
      });
    }),
  );

  return {
    requests,
    state,
    find: (method: string, pathEnd: string) =>
      requests.filter((request) => request.method === method && request.path.endsWith(pathEnd)),
  };
}
