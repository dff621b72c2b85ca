/**
 * The shop's staff screens against the real API (issue 16 item 6): the demo
 * staff account creates a product with a picture (a PNG drawn by the
 * browser, through the image pipeline), publishes it and finds it on
 * /tienda; a guest buys two units through the simulated provider (called
 * here as the test form would); staff find the order in Pedidos, mark it
 * preparing, shipped with its tracking and delivered, refund part of it and
 * read the history. Axe on every staff shop screen, at 1280 px and 375 px.
 *
 * Journeys run in parallel on one database: the product has a name of its
 * own and is archived at the end; the order is bought by an address no one
 * else uses.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatEuros } from '@huella/shared/money';
import { shopMessages } from '@huella/shared/messages/shop';
import { staffMessages } from '@huella/shared/messages/staff';
import type {
  CheckoutSessionCreated,
  SimulatedPayResult,
  StaffOrder,
  StaffProduct,
} from '@huella/shared/schemas/shop';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import {
  bearer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  openWithSession,
  uniqueEmail,
  type Session,
} from '../support/session';

const text = staffMessages.shop;
const toast = (page: Page, message: string) =>
  page.getByRole('status').filter({ hasText: message });
const staffSession = (page: Page) => logIn(page.request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);

/** A small PNG, drawn on a canvas by the browser itself. */
async function drawPng(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4e3c1';
    context.fillRect(0, 0, 400, 400);
    context.fillStyle = '#c2410c';
    context.fillRect(80, 140, 240, 120);
    return canvas.toDataURL('image/png');
  });
  return {
    name: 'producto.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

/** A product made through the staff API (for the screens that need one). */
async function createProduct(
  request: APIRequestContext,
  session: Session,
  name: string,
): Promise<StaffProduct> {
  const response = await request.post('/shop/api/staff/products/', {
    headers: bearer(session),
    data: {
      name,
      description: 'Un producto de prueba de los recorridos de Staff.',
      category: 'merchandising',
      kind: 'producto',
      price_cents: 1495,
      vat_rate: 21,
      stock: 20,
      state: 'publicado',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StaffProduct;
}

async function archiveProduct(request: APIRequestContext, session: Session, id: number) {
  const archived = await request.patch(`/shop/api/staff/products/${id}/`, {
    headers: bearer(session),
    data: { state: 'archivado' },
  });
  expect(archived.status(), await archived.text()).toBe(200);
}

/**
 * A guest's paid order: a checkout session for the lines, then the simulated
 * provider's test form answered "pagado" (its signed webhook marks the order
 * paid); waits until staff see it paid.
 */
async function paidOrder(
  request: APIRequestContext,
  session: Session,
  productId: number,
  quantity: number,
): Promise<StaffOrder> {
  const created = await request.post('/shop/api/checkout/sessions/', {
    data: { lines: [{ product_id: productId, quantity }] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { clientSecret, order_id } = (await created.json()) as CheckoutSessionCreated;
  const paid = await request.post(
    `/shop/api/simulated/sessions/${encodeURIComponent(clientSecret)}/pay/`,
    {
      data: {
        outcome: 'pagado',
        email: uniqueEmail('pedido'),
        shipping: {
          name: 'Lucía García',
          line1: 'Calle Mayor 1',
          postal_code: '28013',
          city: 'Madrid',
          province: 'Madrid',
          country: 'ES',
        },
      },
    },
  );
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as SimulatedPayResult).declined).toBe(false);
  let order: StaffOrder | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/shop/api/staff/orders/${order_id}/`, {
          headers: bearer(session),
        });
        order = response.ok() ? ((await response.json()) as StaffOrder) : null;
        return order?.state;
      },
      { timeout: 15_000 },
    )
    .toBe('pagado');
  return order!;
}

test('staff create a product with a picture, publish it and it is on /tienda', async ({ page }) => {
  const session = await staffSession(page);
  const stamp = Date.now().toString(36);
  const name = `Bandana Huella ${stamp}`;
  let productId: number | null = null;
  try {
    await openWithSession(page, session, '/staff/productos');
    // The editor's fields (the footer's newsletter has a "Nombre" too).
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: text.products.title })).toBeVisible();
    await page.getByRole('link', { name: text.products.newProduct }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.editor.newTitle })).toBeVisible();
    await main.getByRole('textbox', { name: text.editor.name }).fill(name);
    await main
      .getByRole('textbox', { name: text.editor.description })
      .fill('Bandana de algodón con la huella bordada. Talla única.');
    await main.getByRole('combobox', { name: text.editor.category }).selectOption('merchandising');
    await main.getByRole('textbox', { name: text.editor.price }).fill('12,95');
    await expect(page.getByText(text.editor.pricePreview(formatEuros(1295)))).toBeVisible();
    await main.getByRole('spinbutton', { name: text.editor.stock }).fill('8');
    await page.getByRole('button', { name: text.editor.save }).click();
    await expect(toast(page, text.editor.created)).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/productos\/\d+$/);
    productId = Number(new URL(page.url()).pathname.split('/').pop());

    // The picture goes up at once, through the image pipeline.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: text.editor.picture.choose }).click();
    await (await chooser).setFiles(await drawPng(page));
    await expect(toast(page, text.editor.picture.uploaded)).toBeVisible();
    const picture = page.getByRole('img', { name: text.editor.picture.current });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await main
      .getByRole('textbox', { name: text.editor.picture.alt })
      .fill('Una bandana naranja con una huella');

    // Published, with the description of its picture.
    await main.getByRole('combobox', { name: text.editor.state }).selectOption('publicado');
    await page.getByRole('button', { name: text.editor.saveChanges }).click();
    await expect(toast(page, text.editor.saved)).toBeVisible();
    await expect(
      page.getByText(shopMessages.productStates.publicado, { exact: true }).first(),
    ).toBeVisible();

    // In the staff list with its price and stock.
    await page.getByRole('link', { name: text.editor.backToList }).click();
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText(formatEuros(1295))).toBeVisible();
    await expect(row.getByText(`${text.products.stock}: ${text.products.units(8)}`)).toBeVisible();

    // Public: on /tienda, and its own page with the picture and the price.
    await page.goto('/tienda?categoria=merchandising');
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(formatEuros(1295)).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Una bandana naranja con una huella' }).first(),
    ).toBeVisible();
  } finally {
    // Out of the shop again, so other journeys see the catalogue they expect.
    if (productId !== null) await archiveProduct(page.request, session, productId);
  }
});

test('staff take a paid order through preparing, shipped and delivered, refund part and read the history', async ({
  page,
}) => {
  const session = await staffSession(page);
  const product = await createProduct(
    page.request,
    session,
    `Taza Huella ${Date.now().toString(36)}`,
  );
  try {
    const order = await paidOrder(page.request, session, product.id, 2);
    // 2 × 14,95 € plus shipping (under the free-shipping threshold).
    expect(order.total_cents).toBe(2 * 1495 + order.shipping_cents);

    await openWithSession(page, session, '/staff/pedidos');
    await expect(page.getByRole('heading', { level: 1, name: text.orders.title })).toBeVisible();
    await page.getByRole('searchbox', { name: text.orders.searchLabel }).fill(order.code);
    await page.getByRole('button', { name: text.orders.searchButton }).click();
    await expect(page.getByText(text.orders.total(1))).toBeVisible();
    await page.getByRole('link', { name: text.orders.open(order.code) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text.order.title(order.code) }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: text.order.lines }).getByText(product.name),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: text.order.payment, exact: true })
        .getByText(text.order.providers.simulated),
    ).toBeVisible();

    const actions = page.getByRole('region', { name: text.order.actions.label });
    await actions.getByRole('button', { name: text.order.actions.preparando }).click();
    await expect(toast(page, text.order.done.preparando)).toBeVisible();

    await actions.getByRole('button', { name: text.order.actions.enviado }).click();
    const ship = page.getByRole('dialog', { name: text.order.ship.title });
    await ship.getByRole('textbox', { name: text.order.ship.tracking }).fill('PK123456789ES');
    await ship.getByRole('button', { name: text.order.ship.confirm }).click();
    await expect(toast(page, text.order.done.enviado)).toBeVisible();
    await expect(
      page.getByRole('region', { name: text.order.address }).getByText('PK123456789ES'),
    ).toBeVisible();

    await actions.getByRole('button', { name: text.order.actions.entregado }).click();
    await expect(toast(page, text.order.done.entregado)).toBeVisible();

    // Refund part: 5,00 €; a double press refunds once.
    await actions.getByRole('button', { name: text.order.actions.refund }).click();
    const refund = page.getByRole('dialog', { name: text.order.refund.title });
    await refund.getByRole('textbox', { name: text.order.refund.amount }).fill('5,00');
    await refund
      .getByRole('textbox', { name: text.order.refund.reason })
      .fill('La taza llegó con un desconchón');
    await refund.getByRole('button', { name: text.order.refund.confirm }).dblclick();
    await expect(toast(page, text.order.refund.done(formatEuros(500)))).toBeVisible();
    const refunds = page.getByRole('region', { name: text.order.refunds });
    await expect(refunds.getByText('La taza llegó con un desconchón')).toHaveCount(1);

    const after = await page.request.get(`/shop/api/staff/orders/${order.id}/`, {
      headers: bearer(session),
    });
    const refunded = (await after.json()) as StaffOrder;
    expect(refunded.refunded_cents).toBe(500);
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.tracking).toBe('PK123456789ES');
    expect(refunded.delivered_at).not.toBeNull();

    // The history tells every step: paid, preparing, shipped, delivered, refunded.
    const history = page.getByRole('region', { name: text.order.history });
    for (const state of ['pagado', 'preparando', 'enviado', 'entregado'] as const)
      await expect(
        history.getByText(shopMessages.orderStates[state], { exact: true }).first(),
      ).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(refunded.events.length);
    expect(refunded.events.length).toBeGreaterThanOrEqual(5);
    await expect(
      page.getByRole('region', { name: text.order.providerEvents }).getByRole('listitem').first(),
    ).toBeVisible();
  } finally {
    await archiveProduct(page.request, session, product.id);
  }
});

test('the staff shop screens pass axe at both widths', async ({ page }) => {
  const session = await staffSession(page);
  const product = await createProduct(
    page.request,
    session,
    `Llavero Huella ${Date.now().toString(36)}`,
  );
  try {
    const order = await paidOrder(page.request, session, product.id, 1);
    const screens: Array<[string, string]> = [
      ['/staff', staffMessages.overview.title],
      ['/staff/productos', text.products.title],
      ['/staff/productos/nuevo', text.editor.newTitle],
      [`/staff/productos/${product.id}`, text.editor.editTitle],
      ['/staff/pedidos', text.orders.title],
      [`/staff/pedidos/${order.id}`, text.order.title(order.code)],
    ];
    await openWithSession(page, session, screens[0]![0]);
    for (const [path, heading] of screens) {
      if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolationsAtEveryWidth(page, path);
    }
    // The order with its refund dialog open, and the shipment's.
    const actions = page.getByRole('region', { name: text.order.actions.label });
    await actions.getByRole('button', { name: text.order.actions.refund }).click();
    await expect(page.getByRole('dialog', { name: text.order.refund.title })).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, `/staff/pedidos/${order.id} (refund dialog)`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: text.order.refund.title })).toHaveCount(0);
    await actions.getByRole('button', { name: text.order.actions.preparando }).click();
    await expect(toast(page, text.order.done.preparando)).toBeVisible();
    await actions.getByRole('button', { name: text.order.actions.enviado }).click();
    await expect(page.getByRole('dialog', { name: text.order.ship.title })).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, `/staff/pedidos/${order.id} (ship dialog)`);
  } finally {
    await archiveProduct(page.request, session, product.id);
  }
});
