import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CART_LINES_MAX, CART_QUANTITY_MAX, SHIPPING_FLAT_CENTS } from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';
import { orderTotals } from '@huella/shared/money';
import type { Cart } from '@huella/shared/schemas/shop';
import { cartItems, products } from '../../db/schema';
import { createShelter, createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createDonation, createProduct } from './test-support';

const errors = shopMessages.errors;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function signedIn() {
  const user = await createUser(ctx.app);
  return {
    id: user.id,
    headers: { authorization: `Bearer ${await sessionAccessToken(ctx.app, user.id)}` },
  };
}

type Line = { product_id: number; quantity: number; shelter_id?: number | null };
const quote = (lines: Line[]) =>
  ctx.app.inject({ method: 'POST', url: '/shop/api/cart/quote/', payload: { lines } });
const putLine = (headers: Record<string, string>, line: Line) =>
  ctx.app.inject({ method: 'PUT', url: '/shop/api/cart/lines/', headers, payload: line });
const merge = (headers: Record<string, string>, lines: Line[]) =>
  ctx.app.inject({ method: 'POST', url: '/shop/api/cart/merge/', headers, payload: { lines } });
const cartOf = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/shop/api/cart/', headers })).json<Cart>();

describe('a guest’s cart priced (quote)', () => {
  it('prices lines from the database with the totals of orderTotals, whatever else is sent', async () => {
    const collar = await createProduct(ctx.app, { priceCents: 1295, stock: 5 });
    const treats = await createProduct(ctx.app, {
      category: 'alimentacion',
      priceCents: 495,
      vatRate: 21,
      stock: 50,
    });
    const response = await quote([
      { product_id: collar.id, quantity: 2 },
      { product_id: treats.id, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json<Cart>();
    const totals = orderTotals([
      { kind: 'producto', unitPriceCents: 1295, vatRate: 21, quantity: 2 },
      { kind: 'producto', unitPriceCents: 495, vatRate: 21, quantity: 1 },
    ]);
    expect(cart).toMatchObject({
      subtotal_cents: 3085,
      shipping_cents: SHIPPING_FLAT_CENTS,
      total_cents: 3085 + SHIPPING_FLAT_CENTS,
      vat_cents: totals.vatCents,
      needs_shipping: true,
      item_count: 3,
    });
    expect(cart.lines[0]).toMatchObject({
      product: { id: collar.id, price_cents: 1295 },
      shelter: null,
      quantity: 2,
      line_total_cents: 2590,
      problem: null,
    });

    // A price sent by the client is refused, never used.
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/shop/api/cart/quote/',
      payload: { lines: [{ product_id: collar.id, quantity: 1, price_cents: 1 }] },
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('says why a line cannot be bought and leaves it out of the totals', async () => {
    const shelter = await createShelter(ctx.app);
    const unverified = await createShelter(ctx.app, { verified: false });
    const soldOut = await createProduct(ctx.app, { name: 'Correa roja', stock: 0 });
    const lastTwo = await createProduct(ctx.app, { name: 'Cama lavable', stock: 2 });
    const lastOne = await createProduct(ctx.app, { name: 'Taza', stock: 1 });
    const archived = await createProduct(ctx.app, { name: 'Camiseta 2024', state: 'archivado' });
    const draft = await createProduct(ctx.app, { name: 'Borrador', state: 'borrador' });
    const donation = await createDonation(ctx.app, { priceCents: 1000 });
    const good = await createProduct(ctx.app, { priceCents: 2000, stock: 3 });
    const cart = (
      await quote([
        { product_id: soldOut.id, quantity: 1 },
        { product_id: lastTwo.id, quantity: 3 },
        { product_id: lastOne.id, quantity: 2 },
        { product_id: archived.id, quantity: 1 },
        { product_id: draft.id, quantity: 1 },
        { product_id: donation.id, quantity: 1 },
        { product_id: donation.id, quantity: 1, shelter_id: unverified.id },
        { product_id: good.id, quantity: 1, shelter_id: shelter.id },
        { product_id: donation.id, quantity: 2, shelter_id: shelter.id },
        { product_id: 999_999, quantity: 1 },
      ])
    ).json<Cart>();
    expect(cart.lines.map((line) => line.problem)).toEqual([
      errors.outOfStock('Correa roja', 0),
      errors.outOfStock('Cama lavable', 2),
      errors.outOfStock('Taza', 1),
      errors.productUnavailable('Camiseta 2024'),
      errors.productUnavailable('Borrador'),
      errors.donationNeedsShelter,
      errors.shelterNotFound,
      errors.shelterOnlyForDonations,
      null,
    ]);
    expect(errors.outOfStock('Correa roja', 0)).toBe('No quedan unidades de «Correa roja».');
    // Only the donation to a verified shelter counts: no IVA, nothing shipped.
    expect(cart).toMatchObject({
      subtotal_cents: 2000,
      shipping_cents: 0,
      total_cents: 2000,
      vat_cents: 0,
      needs_shipping: false,
    });
    expect(cart.lines.at(-1)).toMatchObject({
      shelter: { id: shelter.id, name: shelter.name, city: shelter.city },
      line_total_cents: 2000,
    });
  });

  it('sums repeated lines, drops zero ones, and bounds the request', async () => {
    const product = await createProduct(ctx.app, { stock: 100 });
    const cart = (
      await quote([
        { product_id: product.id, quantity: 15 },
        { product_id: product.id, quantity: 15 },
        { product_id: product.id, quantity: 0 },
      ])
    ).json<Cart>();
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(CART_QUANTITY_MAX);
    expect((await quote([])).json()).toMatchObject({ lines: [], total_cents: 0, item_count: 0 });

    const tooMany = await quote(
      Array.from({ length: CART_LINES_MAX + 1 }, (_, i) => ({ product_id: i + 1, quantity: 1 })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      fields: { lines: [errors.tooManyLines(CART_LINES_MAX)] },
    });
    const tooHigh = await quote([{ product_id: product.id, quantity: CART_QUANTITY_MAX + 1 }]);
    expect(tooHigh.statusCode).toBe(400);
    expect(JSON.stringify(tooHigh.json())).toContain(errors.quantityTooHigh(CART_QUANTITY_MAX));
  });
});

describe('an account’s cart', () => {
  it('is for signed-in people only', async () => {
    const product = await createProduct(ctx.app);
    const requests = [
      { method: 'GET', url: '/shop/api/cart/' },
      { method: 'DELETE', url: '/shop/api/cart/' },
      {
        method: 'PUT',
        url: '/shop/api/cart/lines/',
        payload: { product_id: product.id, quantity: 1 },
      },
      { method: 'POST', url: '/shop/api/cart/merge/', payload: { lines: [] } },
    ] as const;
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
    }
    expect(await ctx.app.db.select().from(cartItems)).toEqual([]);
  });

  it('sets, changes and removes lines; each person sees and changes only their own', async () => {
    const ana = await signedIn();
    const luis = await signedIn();
    const shelter = await createShelter(ctx.app);
    const collar = await createProduct(ctx.app, { priceCents: 1295, stock: 5 });
    const donation = await createDonation(ctx.app, { priceCents: 2500 });

    let cart = (await putLine(ana.headers, { product_id: collar.id, quantity: 2 })).json<Cart>();
    expect(cart).toMatchObject({ item_count: 2, subtotal_cents: 2590 });
    cart = (
      await putLine(ana.headers, { product_id: donation.id, quantity: 1, shelter_id: shelter.id })
    ).json<Cart>();
    expect(
      cart.lines.map((line) => [line.product.id, line.quantity, line.shelter?.id ?? null]),
    ).toEqual([
      [collar.id, 2, null],
      [donation.id, 1, shelter.id],
    ]);
    // Setting is setting, not adding.
    cart = (await putLine(ana.headers, { product_id: collar.id, quantity: 4 })).json<Cart>();
    expect(cart.lines[0]!.quantity).toBe(4);

    // Luis's cart is his own: empty, and his changes never touch Ana's.
    expect((await cartOf(luis.headers)).lines).toEqual([]);
    await putLine(luis.headers, { product_id: collar.id, quantity: 1 });
    await putLine(luis.headers, { product_id: collar.id, quantity: 0 });
    await ctx.app.inject({ method: 'DELETE', url: '/shop/api/cart/', headers: luis.headers });
    expect((await cartOf(ana.headers)).item_count).toBe(5);

    cart = (await putLine(ana.headers, { product_id: collar.id, quantity: 0 })).json<Cart>();
    expect(cart.lines.map((line) => line.product.id)).toEqual([donation.id]);
    const emptied = await ctx.app.inject({
      method: 'DELETE',
      url: '/shop/api/cart/',
      headers: ana.headers,
    });
    expect(emptied.json()).toMatchObject({ lines: [], item_count: 0, total_cents: 0 });
    expect(await ctx.app.db.select().from(cartItems).where(eq(cartItems.userId, ana.id))).toEqual(
      [],
    );
  });

  it('refuses what cannot be bought, with the reason, and keeps the cart as it was', async () => {
    const ana = await signedIn();
    const shelter = await createShelter(ctx.app);
    const unverified = await createShelter(ctx.app, { verified: false });
    const lastTwo = await createProduct(ctx.app, { name: 'Cama lavable', stock: 2 });
    const archived = await createProduct(ctx.app, { name: 'Camiseta 2024', state: 'archivado' });
    const donation = await createDonation(ctx.app);
    await putLine(ana.headers, { product_id: lastTwo.id, quantity: 1 });
    const cases: [Line, number, string, string][] = [
      [
        { product_id: lastTwo.id, quantity: 3 },
        400,
        'quantity',
        errors.outOfStock('Cama lavable', 2),
      ],
      [
        { product_id: archived.id, quantity: 1 },
        400,
        'product_id',
        errors.productUnavailable('Camiseta 2024'),
      ],
      [{ product_id: donation.id, quantity: 1 }, 400, 'shelter_id', errors.donationNeedsShelter],
      [
        { product_id: donation.id, quantity: 1, shelter_id: unverified.id },
        400,
        'shelter_id',
        errors.shelterNotFound,
      ],
      [
        { product_id: donation.id, quantity: 1, shelter_id: 999_999 },
        400,
        'shelter_id',
        errors.shelterNotFound,
      ],
      [
        { product_id: lastTwo.id, quantity: 1, shelter_id: shelter.id },
        400,
        'shelter_id',
        errors.shelterOnlyForDonations,
      ],
    ];
    for (const [line, status, field, message] of cases) {
      const response = await putLine(ana.headers, line);
      expect(response.statusCode, JSON.stringify(line)).toBe(status);
      expect(response.json(), JSON.stringify(line)).toMatchObject({
        error: message,
        fields: { [field]: [message] },
      });
    }
    const missing = await putLine(ana.headers, { product_id: 999_999, quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: errors.productNotFound });
    const tooHigh = await putLine(ana.headers, {
      product_id: lastTwo.id,
      quantity: CART_QUANTITY_MAX + 1,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      fields: { quantity: [errors.quantityTooHigh(CART_QUANTITY_MAX)] },
    });
    const cart = await cartOf(ana.headers);
    expect(cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([[lastTwo.id, 1]]);

    // A line whose product is withdrawn later shows why, and can still be removed.
    await ctx.app.db
      .update(products)
      .set({ state: 'archivado' })
      .where(eq(products.id, lastTwo.id));
    const later = await cartOf(ana.headers);
    expect(later.lines[0]!.problem).toBe(errors.productUnavailable('Cama lavable'));
    expect(later.total_cents).toBe(0);
    expect(
      (await putLine(ana.headers, { product_id: lastTwo.id, quantity: 0 })).json<Cart>().lines,
    ).toEqual([]);
  });

  it(`holds at most ${CART_LINES_MAX} lines`, async () => {
    const ana = await signedIn();
    const made = [];
    for (let i = 0; i <= CART_LINES_MAX; i += 1) made.push(await createProduct(ctx.app));
    for (const product of made.slice(0, CART_LINES_MAX)) {
      expect((await putLine(ana.headers, { product_id: product.id, quantity: 1 })).statusCode).toBe(
        200,
      );
    }
    const over = await putLine(ana.headers, { product_id: made.at(-1)!.id, quantity: 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: errors.tooManyLines(CART_LINES_MAX) });
    // Changing a line it has is fine.
    expect((await putLine(ana.headers, { product_id: made[0]!.id, quantity: 2 })).statusCode).toBe(
      200,
    );
    expect((await cartOf(ana.headers)).lines).toHaveLength(CART_LINES_MAX);
  });

  it('lets only one of two requests at once take the last free line', async () => {
    const ana = await signedIn();
    const made = [];
    for (let i = 0; i < CART_LINES_MAX + 1; i += 1) made.push(await createProduct(ctx.app));
    for (const product of made.slice(0, CART_LINES_MAX - 1)) {
      await putLine(ana.headers, { product_id: product.id, quantity: 1 });
    }
    const [a, b] = await Promise.all([
      putLine(ana.headers, { product_id: made.at(-2)!.id, quantity: 1 }),
      putLine(ana.headers, { product_id: made.at(-1)!.id, quantity: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const rows = await ctx.app.db.select().from(cartItems).where(eq(cartItems.userId, ana.id));
    expect(rows).toHaveLength(CART_LINES_MAX);
  });

  it('takes a guest’s lines at sign-in: summed, bounded by the maximum and by stock', async () => {
    const ana = await signedIn();
    const shelter = await createShelter(ctx.app);
    const collar = await createProduct(ctx.app, { stock: 4 });
    const bowl = await createProduct(ctx.app, { stock: 100 });
    const soldOut = await createProduct(ctx.app, { stock: 0 });
    const archived = await createProduct(ctx.app, { state: 'archivado' });
    const donation = await createDonation(ctx.app);
    await putLine(ana.headers, { product_id: collar.id, quantity: 3 });
    await putLine(ana.headers, { product_id: bowl.id, quantity: 15 });

    const response = await merge(ana.headers, [
      { product_id: collar.id, quantity: 3 },
      { product_id: bowl.id, quantity: 10 },
      { product_id: soldOut.id, quantity: 1 },
      { product_id: archived.id, quantity: 1 },
      { product_id: donation.id, quantity: 1 },
      { product_id: donation.id, quantity: 2, shelter_id: shelter.id },
      { product_id: 999_999, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json<Cart>();
    expect(cart.lines.map((line) => [line.product.id, line.quantity, line.problem])).toEqual([
      [collar.id, 4, null],
      [bowl.id, CART_QUANTITY_MAX, null],
      [donation.id, 2, null],
    ]);
    // Merging the same lines again changes nothing past the bounds.
    const again = (await merge(ana.headers, [{ product_id: collar.id, quantity: 3 }])).json<Cart>();
    expect(again.lines[0]!.quantity).toBe(4);
  });

  it(`merges no more than ${CART_LINES_MAX} lines in all`, async () => {
    const ana = await signedIn();
    const made = [];
    for (let i = 0; i < CART_LINES_MAX; i += 1) made.push(await createProduct(ctx.app));
    await putLine(ana.headers, { product_id: made[0]!.id, quantity: 1 });
    const extra = await createProduct(ctx.app);
    const lines = [...made.slice(1), extra].map((product) => ({
      product_id: product.id,
      quantity: 1,
    }));
    const cart = (await merge(ana.headers, lines)).json<Cart>();
    expect(cart.lines).toHaveLength(CART_LINES_MAX);
    expect(cart.lines.map((line) => line.product.id)).not.toContain(extra.id);
  });
});
