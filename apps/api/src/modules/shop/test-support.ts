/**
 * Test helpers of the shop: products inserted straight into `products`, and
 * orders holding or having sold units of them (as the orders module writes
 * them), for the staff's reserved and sold counts.
 */
import { randomBytes } from 'node:crypto';
import type { OrderState } from '@huella/shared/constants';
import type { App } from '../../app';
import { orderLines, orders, products } from '../../db/schema';

export type ProductOverrides = Partial<Omit<typeof products.$inferInsert, 'id'>>;

/** A published good (12,95 €, 21 % IVA, 10 units), unless told otherwise. */
export async function createProduct(app: App, overrides: ProductOverrides = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await app.db
    .insert(products)
    .values({
      slug: `producto-${suffix}`,
      name: `Collar reflectante ${suffix}`,
      description: 'Un collar que se ve de noche.',
      category: 'accesorios',
      kind: 'producto',
      priceCents: 1295,
      vatRate: 21,
      stock: 10,
      state: 'publicado',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A donation product (5,00 €, no IVA, no stock limit), published. */
export const createDonation = (app: App, overrides: ProductOverrides = {}) =>
  createProduct(app, {
    name: `Donación a un refugio ${randomBytes(3).toString('hex')}`,
    category: 'donaciones',
    kind: 'donacion',
    priceCents: 500,
    vatRate: 0,
    stock: null,
    ...overrides,
  });

/** An order in `state` with one line of `quantity` units of the product. */
export async function createOrderWith(
  app: App,
  product: { id: number; name: string; priceCents: number },
  quantity: number,
  state: OrderState,
) {
  const total = product.priceCents * quantity;
  const [order] = await app.db
    .insert(orders)
    .values({
      state,
      provider: 'simulated',
      providerSessionId: `sim_${randomBytes(8).toString('hex')}`,
      subtotalCents: total,
      shippingCents: 0,
      vatCents: 0,
      totalCents: total,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: orders.id });
  await app.db.insert(orderLines).values({
    orderId: order!.id,
    productId: product.id,
    name: product.name,
    kind: 'producto',
    unitPriceCents: product.priceCents,
    vatRate: 21,
    quantity,
  });
  return order!.id;
}
