import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@huella/shared/money';
import type { Product } from '@huella/shared/schemas/shop';
import { buildTestApp, type TestContext } from '../../test/helper';
import { products } from '../schema';
import { seedDemoShop } from './shop-seed';
import { DEMO_PRODUCTS } from './shop-products';

let ctx: TestContext;
let storedImages: string[];
beforeAll(async () => {
  ctx = await buildTestApp();
  storedImages = [];
  await seedDemoShop(ctx.app.db, { storage: ctx.app.storage, storedImages });
});
afterAll(() => ctx.close());

const catalogue = async () =>
  (await ctx.app.inject({ url: '/shop/api/products/?page_size=100' })).json<Product[]>();

describe('the demo shop', () => {
  it('publishes goods of every category and three donations, newest first', async () => {
    const listed = await catalogue();
    expect(listed.map((product) => product.slug)).toEqual(DEMO_PRODUCTS.map((p) => p.slug));
    expect(new Set(listed.map((product) => product.category))).toEqual(
      new Set(['accesorios', 'alimentacion', 'merchandising', 'donaciones']),
    );
    const donations = listed.filter((product) => product.kind === 'donacion');
    expect(donations.map((product) => formatEuros(product.price_cents))).toEqual([
      '5,00 €',
      '10,00 €',
      '25,00 €',
    ]);
    for (const donation of donations) {
      expect(donation).toMatchObject({ category: 'donaciones', vat_rate: 0, stock: null });
    }
    for (const good of listed.filter((product) => product.kind === 'producto')) {
      expect(good.vat_rate).toBe(21);
      expect(good.stock).not.toBeNull();
      expect(good.description.length).toBeGreaterThan(60);
    }
    // Stock varies: one product is nearly gone, one is sold out.
    expect(listed.filter((product) => product.stock === 2)).toHaveLength(1);
    expect(listed.filter((product) => product.stock === 0)).toHaveLength(1);
  });

  it('has pictures drawn by the project, through the image pipeline', async () => {
    for (const product of await catalogue()) {
      expect(product.image).toMatchObject({ width: 1200, height: 1200 });
      expect(product.image!.alt).not.toBe('');
      const file = await ctx.app.inject({ url: `/${product.image!.variants['400']}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    expect(storedImages).toHaveLength(DEMO_PRODUCTS.length);
  });

  it('adds nothing when seeded again', async () => {
    const before = await ctx.app.db.select({ id: products.id }).from(products);
    const again: string[] = [];
    expect(await seedDemoShop(ctx.app.db, { storage: ctx.app.storage, storedImages: again })).toBe(
      0,
    );
    expect(again).toEqual([]);
    expect(await ctx.app.db.select({ id: products.id }).from(products)).toEqual(before);
  });
});
