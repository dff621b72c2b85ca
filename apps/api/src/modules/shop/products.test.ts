import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHOP_PAGE_SIZE } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages';
import { shopMessages } from '@huella/shared/messages/shop';
import type { DonationShelter, Product, StaffProduct } from '@huella/shared/schemas/shop';
import { products } from '../../db/schema';
import { createShelter, createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { makeJpeg, makePng, makeTextFile } from '../../test/images';
import { multipart } from '../../test/multipart';
import { createDonation, createOrderWith, createProduct } from './test-support';

const errors = shopMessages.errors;
let ctx: TestContext;
let staff: { authorization: string };
let member: { authorization: string };

beforeAll(async () => {
  // Its own database: lists count every product.
  ctx = await buildTestApp();
  const staffUser = await createUser(ctx.app, { isStaff: true });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, staffUser.id)}` };
  const user = await createUser(ctx.app);
  member = { authorization: `Bearer ${await sessionAccessToken(ctx.app, user.id)}` };
});
afterAll(() => ctx.close());

const get = (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });
const staffProducts = '/shop/api/staff/products/';
const staffProduct = (id: number) => `/shop/api/staff/products/${id}/`;
const create = (body: Record<string, unknown>, headers = staff) =>
  ctx.app.inject({ method: 'POST', url: staffProducts, headers, payload: body });
const patch = (id: number, body: Record<string, unknown>, headers = staff) =>
  ctx.app.inject({ method: 'PATCH', url: staffProduct(id), headers, payload: body });

async function createStaffProduct(body: Record<string, unknown>): Promise<StaffProduct> {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StaffProduct>();
}

describe('the catalogue (public)', () => {
  it('lists published products only, newest first, by category, in pages of SHOP_PAGE_SIZE', async () => {
    const hour = 60 * 60 * 1000;
    const made: number[] = [];
    for (let i = 0; i < SHOP_PAGE_SIZE + 2; i += 1) {
      const row = await createProduct(ctx.app, {
        category: 'merchandising',
        createdAt: new Date(Date.now() - (i + 1) * hour),
      });
      made.push(row.id);
    }
    const draft = await createProduct(ctx.app, { category: 'merchandising', state: 'borrador' });
    const archived = await createProduct(ctx.app, {
      category: 'merchandising',
      state: 'archivado',
    });
    const food = await createProduct(ctx.app, { category: 'alimentacion' });

    const first = await get('/shop/api/products/?categoria=merchandising');
    expect(first.statusCode).toBe(200);
    const items = first.json<Product[]>();
    expect(items.map((item) => item.id)).toEqual(made.slice(0, SHOP_PAGE_SIZE));
    expect(first.headers['x-total-count']).toBe(String(SHOP_PAGE_SIZE + 2));
    expect(first.headers.link).toContain('rel="next"');
    expect(items[0]).toEqual({
      id: made[0],
      slug: expect.any(String),
      name: expect.stringMatching(/^Collar reflectante/),
      description: 'Un collar que se ve de noche.',
      category: 'merchandising',
      kind: 'producto',
      price_cents: 1295,
      vat_rate: 21,
      stock: 10,
      image: null,
    });
    expect(items[0]).not.toHaveProperty('state');

    const second = await get('/shop/api/products/?categoria=merchandising&page=2');
    expect(second.json<Product[]>().map((item) => item.id)).toEqual(made.slice(SHOP_PAGE_SIZE));

    const all = (await get('/shop/api/products/?page_size=100')).json<Product[]>();
    const ids = all.map((item) => item.id);
    expect(ids).toContain(food.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(archived.id);

    const bad = await get('/shop/api/products/?categoria=animales');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { categoria: [commonMessages.errors.invalidChoice] },
    });
  });

  it('answers with an ETag, revalidated every time, and a 304 while nothing changed', async () => {
    const product = await createProduct(ctx.app, { stock: 5 });
    const first = await get(`/shop/api/products/${product.slug}/`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/shop/api/products/${product.slug}/`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // A sale changes the stock: the old copy is not good any more. Written
    // straight to the database, as another process would: its trigger tells
    // this one's cache a moment later.
    await ctx.app.db.update(products).set({ stock: 4 }).where(eq(products.id, product.id));
    const revalidate = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/shop/api/products/${product.slug}/`,
        headers: { 'if-none-match': etag },
      });
    await expect.poll(async () => (await revalidate()).statusCode, { timeout: 5000 }).toBe(200);
    expect((await revalidate()).json<Product>().stock).toBe(4);
  });

  it('answers guests from memory; a change by staff is seen at once, and staff get their own answers', async () => {
    const product = await createStaffProduct({
      name: 'Taza de la protectora',
      category: 'merchandising',
      kind: 'producto',
      price_cents: 950,
      stock: 3,
    });
    expect((await patch(product.id, { state: 'publicado' })).statusCode).toBe(200);
    const url = `/shop/api/products/${product.id}/`;
    const list = '/shop/api/products/?categoria=merchandising&page_size=100';
    expect((await get(url)).headers['x-cache']).toBe('miss');
    // The database's notice of the publication may come a moment after this process's own
    // emptying and empty the cache once more: from then on, guests are answered from memory.
    const fromMemory = (path: string) =>
      expect.poll(async () => (await get(path)).headers['x-cache'], { timeout: 5000 }).toBe('hit');
    await fromMemory(url);
    const kept = await get(url);
    expect(kept.headers['cache-control']).toBe('no-cache');
    expect(kept.json<Product>().price_cents).toBe(950);
    await fromMemory(list);

    expect((await patch(product.id, { price_cents: 1100 })).statusCode).toBe(200);
    const changed = await get(url);
    expect(changed.headers['x-cache']).toBe('miss');
    expect(changed.json<Product>().price_cents).toBe(1100);
    const listed = (await get(list)).json<Product[]>();
    expect(listed.find((item) => item.id === product.id)?.price_cents).toBe(1100);

    // Withdrawn: gone for guests at once; staff still read it, with its state, never kept for guests.
    expect((await patch(product.id, { state: 'archivado' })).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    const byStaff = await get(url, staff);
    expect(byStaff.json<StaffProduct>().state).toBe('archivado');
    expect(byStaff.headers['x-cache']).toBe('miss');
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(list)).json<Product[]>().map((item) => item.id)).not.toContain(product.id);
  });

  it('shows one published product by id or slug; others are not found except to staff', async () => {
    const product = await createProduct(ctx.app);
    expect((await get(`/shop/api/products/${product.id}/`)).json()).toMatchObject({
      id: product.id,
      slug: product.slug,
    });
    expect((await get(`/shop/api/products/${product.slug}/`)).json()).toMatchObject({
      id: product.id,
    });
    const draft = await createProduct(ctx.app, { state: 'borrador' });
    for (const key of [draft.id, draft.slug, 'no-existe', 999_999]) {
      for (const headers of [undefined, member]) {
        const response = await get(`/shop/api/products/${key}/`, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: errors.productNotFound });
      }
    }
    const seen = await get(`/shop/api/products/${draft.slug}/`, staff);
    expect(seen.json()).toMatchObject({ id: draft.id, state: 'borrador', reserved: 0, sold: 0 });
    // Not an address at all: the contract's own answer, with the same words.
    const odd = await get('/shop/api/products/Mayusculas/');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ fields: { id: [errors.productNotFound] } });
  });

  it('lists the verified shelters a donation can go to, by name', async () => {
    const verified = await createShelter(ctx.app, {
      name: 'Aaa Refugio Verificado',
      city: 'Toledo',
    });
    const unverified = await createShelter(ctx.app, { name: 'Aaa Sin verificar', verified: false });
    const response = await get('/shop/api/shelters/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const shelters = response.json<DonationShelter[]>();
    expect(shelters).toContainEqual({ id: verified.id, name: verified.name, city: 'Toledo' });
    expect(shelters.map((shelter) => shelter.id)).not.toContain(unverified.id);
    const names = shelters.map((shelter) => shelter.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('Productos (staff)', () => {
  it('is for staff only: guests 401, members 403', async () => {
    const product = await createProduct(ctx.app);
    const requests: [string, string, Record<string, unknown>?][] = [
      ['GET', staffProducts],
      [
        'POST',
        staffProducts,
        { name: 'X', category: 'accesorios', kind: 'producto', price_cents: 100 },
      ],
      ['GET', staffProduct(product.id)],
      ['PATCH', staffProduct(product.id), { name: 'Otro' }],
      ['DELETE', `${staffProduct(product.id)}image/`],
    ];
    for (const [method, url, payload] of requests) {
      const guest = await ctx.app.inject({ method: method as 'GET', url, payload });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      const other = await ctx.app.inject({
        method: method as 'GET',
        url,
        payload,
        headers: member,
      });
      expect(other.statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await ctx.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.name).toBe(product.name);
  });

  it('creates a draft with a slug from the name (-2, -3), 21 % IVA and no units; a taken slug is 409', async () => {
    const first = await createStaffProduct({
      name: 'Cama lavable «Siesta» Ñandú',
      category: 'accesorios',
      kind: 'producto',
      price_cents: 3495,
    });
    expect(first).toMatchObject({
      slug: 'cama-lavable-siesta-nandu',
      state: 'borrador',
      vat_rate: 21,
      stock: 0,
      description: '',
      reserved: 0,
      sold: 0,
      image: null,
    });
    const second = await createStaffProduct({
      name: 'Cama lavable Siesta Ñandú',
      category: 'accesorios',
      kind: 'producto',
      price_cents: 3495,
    });
    expect(second.slug).toBe('cama-lavable-siesta-nandu-2');
    expect(
      (
        await createStaffProduct({
          name: '2027',
          category: 'merchandising',
          kind: 'producto',
          price_cents: 995,
        })
      ).slug,
    ).toBe('producto-2027');
    // The cart page's address is no reason to refuse a product's.
    expect(
      (
        await createStaffProduct({
          name: 'Carrito',
          category: 'accesorios',
          kind: 'producto',
          price_cents: 995,
        })
      ).slug,
    ).toMatch(/^carrito(-\d+)?$/);

    const taken = await create({
      name: 'Otra',
      slug: first.slug,
      category: 'accesorios',
      kind: 'producto',
      price_cents: 100,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: errors.slugTaken,
      fields: { slug: [errors.slugTaken] },
    });
    expect((await patch(second.id, { slug: first.slug })).statusCode).toBe(409);
  });

  it('makes donations without IVA or stock limit, and refuses IVA on them', async () => {
    const donation = await createStaffProduct({
      name: 'Donación a un refugio (10 €)',
      category: 'donaciones',
      kind: 'donacion',
      price_cents: 1000,
      state: 'publicado',
    });
    expect(donation).toMatchObject({ kind: 'donacion', vat_rate: 0, stock: null });
    const refused = await create({
      name: 'Donación con IVA',
      category: 'donaciones',
      kind: 'donacion',
      price_cents: 1000,
      vat_rate: 21,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { vat_rate: [commonMessages.errors.invalidChoice] },
    });
    // A good becomes a donation: its IVA goes.
    const good = await createStaffProduct({
      name: 'Calendario',
      category: 'merchandising',
      kind: 'producto',
      price_cents: 1200,
      vat_rate: 4,
    });
    expect(good.vat_rate).toBe(4);
    expect((await patch(good.id, { kind: 'donacion' })).json()).toMatchObject({ vat_rate: 0 });
  });

  it('answers validation errors in Spanish (price range among them) and stores nothing', async () => {
    const before = (await ctx.app.db.select({ id: products.id }).from(products)).length;
    const base = {
      name: 'Taza Huella',
      category: 'merchandising',
      kind: 'producto',
      price_cents: 995,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, price_cents: 49 }, 'price_cents', errors.priceRange],
      [{ ...base, price_cents: 200_001 }, 'price_cents', errors.priceRange],
      [{ ...base, category: 'animales' }, 'category', commonMessages.errors.invalidChoice],
      [{ ...base, kind: 'animal' }, 'kind', commonMessages.errors.invalidChoice],
      [{ ...base, vat_rate: 7 }, 'vat_rate', commonMessages.errors.invalidChoice],
      [{ ...base, stock: -1 }, 'stock', commonMessages.errors.invalidType],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        fields: { [field]: [message] },
      });
    }
    const price = await create({ ...base, price_cents: 10 });
    expect(price.json()).toMatchObject({ error: errors.priceRange, message: errors.priceRange });
    expect((await ctx.app.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it('changes price, stock and state; publishing shows it in the shop', async () => {
    const product = await createStaffProduct({
      name: 'Comedero de acero',
      category: 'accesorios',
      kind: 'producto',
      price_cents: 1495,
    });
    expect((await get(`/shop/api/products/${product.slug}/`)).statusCode).toBe(404);
    const changed = await patch(product.id, { price_cents: 1295, stock: 7, state: 'publicado' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ price_cents: 1295, stock: 7, state: 'publicado' });
    expect((await get(`/shop/api/products/${product.slug}/`)).json()).toMatchObject({
      price_cents: 1295,
      stock: 7,
    });
    // Renaming keeps the address.
    expect((await patch(product.id, { name: 'Comedero doble' })).json()).toMatchObject({
      name: 'Comedero doble',
      slug: product.slug,
    });
    expect((await patch(999_999, { name: 'Nada' })).json()).toMatchObject({
      error: errors.productNotFound,
    });
  });

  it('lists every product for staff with filters, and the units reserved and sold', async () => {
    const product = await createProduct(ctx.app, {
      name: 'Bolsa de tela Huella',
      state: 'borrador',
    });
    await createOrderWith(ctx.app, product, 2, 'pendiente_pago');
    await createOrderWith(ctx.app, product, 3, 'pagado');
    await createOrderWith(ctx.app, product, 1, 'entregado');
    await createOrderWith(ctx.app, product, 4, 'caducado');
    const list = await get(
      `${staffProducts}?estado=borrador&q=${encodeURIComponent('tela huella')}`,
      staff,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json<StaffProduct[]>()).toEqual([
      expect.objectContaining({ id: product.id, reserved: 2, sold: 4, state: 'borrador' }),
    ]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await get(staffProduct(product.id), staff)).json()).toMatchObject({
      reserved: 2,
      sold: 4,
    });
    const none = await get(`${staffProducts}?categoria=donaciones&q=tela`, staff);
    expect(none.json()).toEqual([]);
    const donation = await createDonation(ctx.app);
    const donations = (await get(`${staffProducts}?categoria=donaciones`, staff)).json<
      StaffProduct[]
    >();
    expect(donations.map((item) => item.id)).toContain(donation.id);
    // Awkward words are words.
    expect((await get(`${staffProducts}?q=${encodeURIComponent("%_'")}`, staff)).json()).toEqual(
      [],
    );
  });
});

describe("the product's picture (staff)", () => {
  const upload = (id: number, content: Buffer, type = 'image/jpeg') => {
    const form = multipart({}, { filename: 'foto', type, content });
    return ctx.app.inject({
      method: 'PUT',
      url: `${staffProduct(id)}image/`,
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
  };

  it('goes through the image pipeline, is replaced and removed', async () => {
    const product = await createProduct(ctx.app, { imageAlt: 'Collar naranja' });
    const response = await upload(product.id, await makeJpeg(1600, 1200));
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json<StaffProduct>();
    expect(image).toMatchObject({ width: 1600, height: 1200, alt: 'Collar naranja' });
    expect(image!.url).toMatch(/^media\/shop\/[0-9a-f]+-1600\.webp$/);
    for (const path of Object.values(image!.variants)) {
      const file = await get(`/${path}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    expect((await get(`/shop/api/products/${product.id}/`)).json()).toMatchObject({ image });

    const second = (
      await upload(product.id, await makePng(800, 600), 'image/png')
    ).json<StaffProduct>();
    expect(second.image).toMatchObject({ width: 800, height: 600 });
    expect((await get(`/${image!.url}`)).statusCode).toBe(404);

    const notImage = await upload(product.id, makeTextFile(), 'image/png');
    expect(notImage.statusCode).toBe(400);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${staffProduct(product.id)}image/`,
      headers: staff,
    });
    expect(removed.json()).toMatchObject({ image: null });
    expect((await get(`/${second.image!.url}`)).statusCode).toBe(404);
  });
});
