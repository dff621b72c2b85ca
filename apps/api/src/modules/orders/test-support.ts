/** Test data for the orders' tests: products (lane api-shop's seed is not there yet) and helpers. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { orders, products } from '../../db/schema';

let sequence = 0;

export async function createProduct(
  app: App,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await app.db
    .insert(products)
    .values({
      slug: `producto-${sequence}-${randomBytes(3).toString('hex')}`,
      name: overrides.name ?? `Collar reflectante ${sequence}`,
      category: overrides.kind === 'donacion' ? 'donaciones' : 'accesorios',
      kind: 'producto',
      priceCents: 1295,
      vatRate: overrides.kind === 'donacion' ? 0 : 21,
      stock: 10,
      state: 'publicado',
      ...overrides,
    })
    .returning();
  return row!;
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
