/** The demo adopter's orders (db/demo/shop-orders.ts): Pagos with the test card, Desistir open on one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderSummary } from '@huella/shared/schemas/shop';
import { seedDemoShopOrders } from '../../db/demo/shop-orders';
import { createShelter, createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createProduct } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('demo orders', () => {
  it('does nothing without products; then three paid orders, once', async () => {
    const adopter = await createUser(ctx.app);
    const account = { adopterId: adopter.id, email: adopter.email };
    expect(await seedDemoShopOrders(ctx.app.db, account)).toBe(0);
    for (let i = 0; i < 4; i += 1) await createProduct(ctx.app, { priceCents: 1500 + i * 100 });
    await createProduct(ctx.app, { kind: 'donacion', stock: null, priceCents: 1000 });
    await createShelter(ctx.app);
    expect(await seedDemoShopOrders(ctx.app.db, account)).toBe(3);
    expect(await seedDemoShopOrders(ctx.app.db, account)).toBe(0);

    const headers = { authorization: `Bearer ${await sessionAccessToken(ctx.app, adopter.id)}` };
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/shop/api/orders/?page_size=10',
      headers,
    });
    const summaries = list.json<OrderSummary[]>();
    expect(summaries.map((o) => o.state)).toEqual(['pagado', 'enviado', 'entregado']);
    expect(summaries.every((o) => o.payment_method === 'Visa ···· 4242')).toBe(true);
    const delivered = await ctx.app.inject({
      method: 'GET',
      url: `/shop/api/orders/${summaries[2]!.id}/`,
      headers,
    });
    expect(delivered.json<Order>()).toMatchObject({ can_withdraw: true, tracking: 'PK4242ES' });
    // Three a page by default (Pagos).
    const firstPage = await ctx.app.inject({ method: 'GET', url: '/shop/api/orders/', headers });
    expect(firstPage.json<OrderSummary[]>()).toHaveLength(3);
    expect(firstPage.headers['x-total-count']).toBe('3');
  });
});
