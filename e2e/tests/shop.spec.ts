/**
 * The shop as a guest and then an account lives it (issue 16 item 1): browse
 * /tienda, filter a category, open a product and add two, give a donation to
 * a chosen shelter, see the cart with shipping and total, change a quantity,
 * remove a line and undo; then sign in and find the guest's cart in the
 * account's. Axe at 375 and 1280 px on /tienda, a product and /carrito.
 */
import { expect, test, type Page } from '@playwright/test';
import { authMessages } from '@huella/shared/messages';
import { shopMessages } from '@huella/shared/messages/shop';
import { shopHeaderMessages } from '@huella/shared/messages/shop-header';
import { shopScreensMessages } from '@huella/shared/messages/shop-screens';
import { formatEuros } from '@huella/shared/money';
import { SHIPPING_FLAT_CENTS, SHIPPING_FREE_FROM_CENTS } from '@huella/shared/constants';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { createAccount, logIn, TEST_PASSWORD, uniqueEmail } from '../support/session';
import {
  accountCart,
  addToCartAsGuest,
  buyableProduct,
  donationProduct,
  donationShelters,
  guestCartOf,
} from '../support/shop';

const header = shopHeaderMessages;
const cartText = shopScreensMessages.cart;
const productText = shopScreensMessages.product;

const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: header.label(count), exact: true });

test('a guest browses the shop, fills the cart, changes it and undoes a removal', async ({
  page,
  request,
}) => {
  const product = await buyableProduct(request);
  const donation = await donationProduct(request);
  const [shelter] = await donationShelters(request);

  await page.goto('/tienda');
  await expect(
    page.getByRole('heading', { level: 1, name: shopScreensMessages.list.title }),
  ).toBeVisible();
  await expect(
    page.getByText(
      shopScreensMessages.list.shipping(
        formatEuros(SHIPPING_FLAT_CENTS),
        formatEuros(SHIPPING_FREE_FROM_CENTS),
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, '/tienda');

  // Filter the product's category, in the address.
  await page
    .getByRole('navigation', { name: shopScreensMessages.list.categories })
    .getByRole('link', { name: shopMessages.categories[product.category], exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tienda\\?categoria=${product.category}$`));
  await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tienda/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(formatEuros(product.price_cents)).first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(shopMessages.vatIncluded).first()).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(trail.getByText(product.name)).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, `/tienda/${product.slug}`);

  // Two units.
  await page.getByRole('button', { name: productText.increase }).click();
  await expect(page.getByRole('spinbutton', { name: productText.quantity })).toHaveValue('2');
  await page.getByRole('button', { name: productText.addToCart }).click();
  await expect(page.getByText(productText.added(product.name, 2))).toBeVisible();
  await expect(cartButton(page, 2)).toBeVisible();

  // A donation needs its shelter.
  await page.goto(`/tienda/${donation.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: donation.name })).toBeVisible();
  await page.getByRole('button', { name: productText.addToCart }).click();
  await expect(page.getByText(shopMessages.errors.donationNeedsShelter)).toBeVisible();
  await page
    .getByRole('combobox', { name: productText.shelter })
    .selectOption({ label: `${shelter!.name} (${shelter!.city})` });
  await page.getByRole('button', { name: productText.addToCart }).click();
  await expect(page.getByText(productText.added(donation.name, 1))).toBeVisible();
  await expect(cartButton(page, 3)).toBeVisible();

  // The cart: lines, shipping and total.
  await cartButton(page, 3).click();
  await expect(page).toHaveURL(/\/carrito$/);
  const lines = page.getByRole('region', { name: cartText.lines });
  await expect(lines.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expect(lines.getByText(cartText.shelter(shelter!.name))).toBeVisible();
  const summary = page.getByRole('region', { name: cartText.summary });
  const goods = product.price_cents * 2;
  const shipping = goods >= SHIPPING_FREE_FROM_CENTS ? 0 : SHIPPING_FLAT_CENTS;
  await expect(summary.getByText(cartText.shipping, { exact: true })).toBeVisible();
  await expect(
    summary.getByText(shipping === 0 ? shopMessages.freeShipping : formatEuros(shipping), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    // The total is the summary's last amount (the subtotal can read the same).
    summary.getByText(formatEuros(goods + donation.price_cents + shipping), { exact: true }).last(),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: cartText.checkout })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await expectNoAxeViolationsAtEveryWidth(page, '/carrito');

  // One more unit, then remove the donation and undo.
  await lines.getByRole('button', { name: cartText.increaseOf(product.name) }).click();
  await expect(
    lines.getByRole('spinbutton', { name: cartText.quantityOf(product.name) }),
  ).toHaveValue('3');
  await expect(cartButton(page, 4)).toBeVisible();
  await lines.getByRole('button', { name: cartText.removeOf(donation.name) }).click();
  await expect(lines.getByRole('link', { name: donation.name, exact: true })).toHaveCount(0);
  await expect(cartButton(page, 3)).toBeVisible();
  await page.getByRole('button', { name: cartText.undo }).click();
  await expect(lines.getByRole('link', { name: donation.name, exact: true })).toBeVisible();
  await expect(cartButton(page, 4)).toBeVisible();
});

test('signing in merges the guest’s cart into the account’s, once', async ({ page, request }) => {
  const product = await buyableProduct(request);
  const email = uniqueEmail('tienda');
  await createAccount(request, { email });

  await addToCartAsGuest(page, [{ product_id: product.id, quantity: 2, shelter_id: null }]);
  const lines = page.getByRole('region', { name: cartText.lines });
  await expect(lines.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expect(cartButton(page, 2)).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(authMessages.login.email).fill(email);
  await page.getByLabel(authMessages.login.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: authMessages.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // The header takes the lines to the account and the browser lets them go.
  await expect(cartButton(page, 2)).toBeVisible();
  await expect.poll(() => guestCartOf(page)).toBeNull();
  const session = await logIn(request, email, TEST_PASSWORD);
  const cart = await accountCart(request, session);
  expect(cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([[product.id, 2]]);

  await page.goto('/carrito');
  await expect(lines.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expect(
    lines.getByRole('spinbutton', { name: cartText.quantityOf(product.name) }),
  ).toHaveValue('2');
  // A reload sends nothing again: still two.
  await page.reload();
  await expect(
    lines.getByRole('spinbutton', { name: cartText.quantityOf(product.name) }),
  ).toHaveValue('2');
  expect((await accountCart(request, session)).item_count).toBe(2);
});
