/**
 * The shop's checkout with the simulated provider (the server's default;
 * issue 16 items 2, 3, 5): a guest's cart (kept in the browser) paid through
 * the test form, the result page's thanks, the confirmation mail with the IVA
 * and the total; a declined card keeps the form; a pending payment shows the
 * verifying page until it completes; the demo adopter's order in Pagos and
 * its page. axe at 375 and 1280 px on /checkout, /return, /pedidos/{id} and Pagos.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatEuros } from '@huella/shared/money';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { shopMessages } from '@huella/shared/messages/shop';
import { shopHeaderMessages } from '@huella/shared/messages/shop-header';
import type { Cart, Product } from '@huella/shared/schemas/shop';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { waitForMail } from '../support/outbox';
import {
  bearer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  openWithSession,
  uniqueEmail,
} from '../support/session';

const simulated = checkoutScreensMessages.simulated;
const result = checkoutScreensMessages.result;
const GUEST_CART_KEY = 'huella.cart.v1';

/** A published product that is shipped and has units left (the seeded demo products). */
async function shippedProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/shop/api/products/?page_size=50');
  expect(response.ok(), await response.text()).toBe(true);
  const products = (await response.json()) as Product[];
  const product = products.find(
    (candidate) =>
      candidate.kind === 'producto' && (candidate.stock === null || candidate.stock > 5),
  );
  if (!product) throw new Error('No seeded product with stock to buy');
  return product;
}

/** What the server prices these lines at (the total the form and the mail must show). */
async function quote(request: APIRequestContext, productId: number): Promise<Cart> {
  const response = await request.post('/shop/api/cart/quote/', {
    data: { lines: [{ product_id: productId, quantity: 1, shelter_id: null }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Cart;
}

/** Opens /checkout as a guest whose cart (in this browser) holds one unit of the product. */
async function openGuestCheckout(page: Page, productId: number) {
  const script = await page.addInitScript(
    ({ key, lines }) => localStorage.setItem(key, JSON.stringify(lines)),
    { key: GUEST_CART_KEY, lines: [{ product_id: productId, quantity: 1, shelter_id: null }] },
  );
  await page.goto('/checkout');
  await script.dispose();
}

/** Fills the simulated test form and pays with the chosen outcome. */
async function payWith(
  page: Page,
  outcome: keyof typeof shopMessages.simulatedOutcomes,
  email?: string,
) {
  const form = page.getByRole('form', { name: simulated.title });
  await form.waitFor();
  if (email) await form.getByLabel(simulated.email).fill(email);
  await form.getByLabel(simulated.name).fill('Lucía Prueba');
  await form.getByLabel(simulated.line1, { exact: true }).fill('Calle del Olmo 12');
  await form.getByLabel(simulated.postalCode).fill('28012');
  await form.getByLabel(simulated.city).fill('Madrid');
  await form.getByRole('radio', { name: shopMessages.simulatedOutcomes[outcome] }).check();
  await form.getByRole('button', { name: /^Pagar / }).click();
}

test.describe('checkout with the simulated provider', () => {
  test('a guest pays, sees the thanks and gets the mail with IVA and the total', async ({
    page,
  }) => {
    const product = await shippedProduct(page.request);
    const cart = await quote(page.request, product.id);
    const total = formatEuros(cart.total_cents);
    const email = uniqueEmail('compra');

    await openGuestCheckout(page, product.id);
    const summary = page.getByRole('region', {
      name: checkoutScreensMessages.checkout.summaryTitle,
    });
    await expect(summary.getByText(product.name)).toBeVisible();
    await expect(summary.getByText(total, { exact: true })).toBeVisible();
    await expect(summary.getByText(shopMessages.vatIncluded)).toBeVisible();
    const form = page.getByRole('form', { name: simulated.title });
    await expect(form.getByText(simulated.cardNumber)).toBeVisible();
    await expect(form.getByRole('button', { name: simulated.pay(total) })).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, '/checkout');

    await payWith(page, 'pagado', email);
    await expect(page).toHaveURL(/\/return\?session_id=/);
    await expect(page.getByRole('heading', { name: result.thanksTitle })).toBeVisible();
    await expect(page.getByText(result.mailSent(email))).toBeVisible();
    await page.getByRole('button', { name: result.stay }).click();
    await expectNoAxeViolationsAtEveryWidth(page, '/return');
    // The guest cart is emptied once paid.
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY)).toBeNull();

    const mail = await waitForMail(email, { subject: /^Confirmación de tu pedido HU-/ });
    expect(mail.text).toContain('IVA');
    expect(mail.text).toContain(total);
    expect(mail.text).toContain(product.name);
    // The mail's link opens the order without an account (its clave).
    const link = mail.links.find((url) => new URL(url).pathname.startsWith('/pedidos/'));
    expect(link, mail.links.join(', ')).toBeTruthy();
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { level: 1, name: /^Pedido HU-/ })).toBeVisible();
    await expect(page.getByText(shopMessages.orderStates.pagado)).toBeVisible();
  });

  test('a declined card keeps the form, with the bank’s refusal', async ({ page }) => {
    const product = await shippedProduct(page.request);
    await openGuestCheckout(page, product.id);
    await payWith(page, 'rechazado', uniqueEmail('rechazo'));
    await expect(page.getByRole('alert')).toContainText(/^Tarjeta rechazada/);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: /^Pagar / })).toBeEnabled();
  });

  test('a pending payment shows the verifying page, then completes', async ({ page }) => {
    const product = await shippedProduct(page.request);
    await openGuestCheckout(page, product.id);
    await payWith(page, 'pendiente', uniqueEmail('pendiente'));
    await expect(page).toHaveURL(/\/return\?session_id=/);
    await expect(page.getByText(shopMessages.result.verifying)).toBeVisible();
    await expect(page.getByText(result.pendingHint)).toBeVisible();
    await expect(page.getByRole('heading', { name: result.thanksTitle })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the demo adopter pays; the order is in Pagos and opens with its history', async ({
    page,
  }) => {
    const product = await shippedProduct(page.request);
    const session = await logIn(page.request, DEMO_ACCOUNTS.adopter, DEMO_PASSWORD);
    // The account's cart lives on the server.
    const emptied = await page.request.delete('/shop/api/cart/', { headers: bearer(session) });
    expect(emptied.ok(), await emptied.text()).toBe(true);
    const added = await page.request.put('/shop/api/cart/lines/', {
      headers: bearer(session),
      data: { product_id: product.id, quantity: 1, shelter_id: null },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await openWithSession(page, session, '/checkout');
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Carrito/ });
    await expect(cartLink).toHaveAccessibleName(shopHeaderMessages.label(1));
    const form = page.getByRole('form', { name: simulated.title });
    await expect(form.getByLabel(simulated.email)).toHaveValue(DEMO_ACCOUNTS.adopter);
    await payWith(page, 'pagado');
    await expect(page.getByRole('heading', { name: result.thanksTitle })).toBeVisible();
    // Paid: the account's cart is empty, and the header says so at once.
    await expect(cartLink).toHaveAccessibleName(shopHeaderMessages.label(0));
    await page.getByRole('link', { name: result.viewOrder }).click();

    const heading = page.getByRole('heading', { level: 1, name: /^Pedido HU-\d+$/ });
    await expect(heading).toBeVisible();
    const code = (await heading.textContent())!.replace('Pedido ', '');
    const history = page.getByRole('region', {
      name: checkoutScreensMessages.order.historyTitle,
    });
    // The confirmation mail is recorded in the history once sent (maybe just after the payment).
    await expect(async () => {
      await page.reload();
      await expect(history.getByText(/correo/i).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: checkoutScreensMessages.order.paymentTitle }),
    ).toContainText('4242');
    await expectNoAxeViolationsAtEveryWidth(page, '/pedidos/{id}');

    await page.goto('/dashboard?seccion=pagos');
    const payments = page.getByRole('list', { name: checkoutScreensMessages.payments.listLabel });
    const row = payments.getByRole('link', { name: new RegExp(code) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('4242');
    await expectNoAxeViolationsAtEveryWidth(page, 'Mi cuenta → Pagos');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  });
});
