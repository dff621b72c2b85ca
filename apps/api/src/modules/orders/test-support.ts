/** Test data for the orders' tests: products (the shop's factories) and helpers. */
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { orders, products } from '../../db/schema';
import {
  createDonation,
  createProduct as createShopProduct,
  type ProductOverrides,
} from '../shop/test-support';

/** A published product (shop's test factory), a donation when `kind` says so. */
export function createProduct(app: App, overrides: ProductOverrides = {}) {
  return overrides.kind === 'donacion'
    ? createDonation(app, overrides)
    : createShopProduct(app, overrides);
}

export async function stockOf(app: App, productId: number) {
  const [row] = await app.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

export async function orderRow(app: App, orderId: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export const SHIPPING = {
  name: 'Ana Pérez',
  line1: 'Calle Mayor 1',
  postal_code: '28001',
  city: 'Madrid',
  country: 'ES',
} as const;
