/**
 * The shop's records as the API sends them, built through its schemas (see
 * testing/api-fixture.ts), and an MSW mock of the catalogue and cart
 * endpoints that prices lines the way the server does (orderTotals), keeps
 * an account's cart, and records what the screens asked for and sent.
 */
import { http, HttpResponse } from 'msw';
import { orderTotals } from '@huella/shared/money';
import { shopMessages } from '@huella/shared/messages/shop';
import {
  cartSchema,
  donationShelterSchema,
  productSchema,
  type Cart,
  type CartLineInput,
  type DonationShelter,
  type Product,
} from '@huella/shared/schemas/shop';
import { apiFixture } from '../../testing/api-fixture';
import { server } from '../../testing/server';

const IMAGE = {
  url: 'media/shop/collar-1600.webp',
  width: 1600,
  height: 1600,
  variants: {
    400: 'media/shop/collar-400.webp',
    800: 'media/shop/collar-800.webp',
    1600: 'media/shop/collar-1600.webp',
  },
  alt: 'Collar de nailon reflectante de color naranja',
};

/** "Collar reflectante", 12,95 €, 21 % IVA, 8 in stock. */
export const productFixture = (overrides: Partial<Product> = {}): Product =>
  apiFixture(productSchema, {
    id: 1,
    slug: 'collar-reflectante',
    name: 'Collar reflectante',
    description: 'Collar de nailon con banda reflectante para los paseos de noche.',
    category: 'accesorios',
    kind: 'producto',
    price_cents: 1295,
    vat_rate: 21,
    stock: 8,
    image: IMAGE,
    ...overrides,
  });

export const donationFixture = (overrides: Partial<Product> = {}): Product =>
  productFixture({
    id: 9,
    slug: 'donacion-10-euros',
    name: 'Donación de 10 €',
    description: 'Tu donación llega íntegra al refugio que elijas.',
    category: 'donaciones',
    kind: 'donacion',
    price_cents: 1000,
    vat_rate: 0,
    stock: null,
    image: null,
    ...overrides,
  });

export const SHOP_PRODUCTS: Product[] = [
  productFixture(),
  productFixture({
    id: 2,
    slug: 'pienso-senior',
    name: 'Pienso para perros senior 3 kg',
    category: 'alimentacion',
    price_cents: 2450,
    vat_rate: 10,
    stock: 2,
  }),
  productFixture({
    id: 3,
    slug: 'taza-huella',
    name: 'Taza Huella',
    category: 'merchandising',
    price_cents: 900,
    stock: 0,
  }),
  donationFixture(),
];

export const SHELTERS: DonationShelter[] = [
  apiFixture(donationShelterSchema, { id: 4, name: 'Refugio Arca', city: 'Valencia' }),
  apiFixture(donationShelterSchema, { id: 5, name: 'Protectora Huellas', city: 'Madrid' }),
];

/** Prices lines as the server does: from the products, never from the client. */
export function priceCart(lines: readonly CartLineInput[], products = SHOP_PRODUCTS): Cart {
  const priced = lines.flatMap((line) => {
    const product = products.find((candidate) => candidate.id === line.product_id);
    if (!product || line.quantity < 1) return [];
    const shelter = SHELTERS.find((candidate) => candidate.id === line.shelter_id) ?? null;
    const problem =
      product.stock !== null && line.quantity > product.stock
        ? shopMessages.errors.outOfStock(product.name, product.stock)
        : null;
    return [
      {
        product,
        shelter,
        quantity: line.quantity,
        line_total_cents: product.price_cents * line.quantity,
        problem,
      },
    ];
  });
  const totals = orderTotals(
    priced.map((line) => ({
      kind: line.product.kind,
      unitPriceCents: line.product.price_cents,
      vatRate: line.product.vat_rate,
      quantity: line.quantity,
    })),
  );
  return apiFixture(cartSchema, {
    lines: priced,
    subtotal_cents: totals.subtotalCents,
    shipping_cents: totals.shippingCents,
    total_cents: totals.totalCents,
    vat_cents: totals.vatCents,
    needs_shipping: totals.needsShipping,
    item_count: priced.reduce((sum, line) => sum + line.quantity, 0),
  });
}

const sameKey = (a: CartLineInput, b: CartLineInput) =>
  a.product_id === b.product_id && (a.shelter_id ?? null) === (b.shelter_id ?? null);

interface ShopApiOptions {
  products?: Product[];
  total?: number;
  /** The account's cart lines on the server. */
  account?: CartLineInput[];
  failList?: boolean;
}

/** Mocks the catalogue and the cart; returns what was asked and the account's lines. */
export function mockShopApi({
  products = SHOP_PRODUCTS,
  total,
  account = [],
  failList = false,
}: ShopApiOptions = {}) {
  const calls = {
    lists: [] as URLSearchParams[],
    quotes: [] as CartLineInput[][],
    puts: [] as CartLineInput[],
    merges: [] as CartLineInput[][],
    account: account.map((line) => ({ ...line })),
  };
  server.use(
    http.get('*/shop/api/products/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      if (failList) return HttpResponse.json({ error: 'Error interno' }, { status: 500 });
      const categoria = params.get('categoria');
      const found = products.filter((product) => !categoria || product.category === categoria);
      return HttpResponse.json(found, {
        headers: { 'X-Total-Count': String(total ?? found.length) },
      });
    }),
    http.get('*/shop/api/products/:key/', ({ params }) => {
      const product = products.find(
        (candidate) => candidate.slug === params.key || String(candidate.id) === params.key,
      );
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ error: shopMessages.errors.productNotFound }, { status: 404 });
    }),
    http.get('*/shop/api/shelters/', () => HttpResponse.json(SHELTERS)),
    http.post('*/shop/api/cart/quote/', async ({ request }) => {
      const { lines } = (await request.json()) as { lines: CartLineInput[] };
      calls.quotes.push(lines);
      return HttpResponse.json(priceCart(lines, products));
    }),
    http.get('*/shop/api/cart/', () => HttpResponse.json(priceCart(calls.account, products))),
    http.put('*/shop/api/cart/lines/', async ({ request }) => {
      const line = (await request.json()) as CartLineInput;
      calls.puts.push(line);
      const index = calls.account.findIndex((own) => sameKey(own, line));
      if (line.quantity === 0) {
        if (index >= 0) calls.account.splice(index, 1);
      } else if (index >= 0) calls.account[index] = line;
      else calls.account.push(line);
      return HttpResponse.json(priceCart(calls.account, products));
    }),
    http.post('*/shop/api/cart/merge/', async ({ request }) => {
      const { lines } = (await request.json()) as { lines: CartLineInput[] };
      calls.merges.push(lines);
      for (const line of lines) {
        const own = calls.account.find((candidate) => sameKey(candidate, line));
        if (own) own.quantity += line.quantity;
        else calls.account.push({ ...line });
      }
      return HttpResponse.json(priceCart(calls.account, products));
    }),
  );
  return calls;
}
