/**
 * The shop for the journeys (issue 16): products read through the public API,
 * a guest's cart written as the web app keeps it (lines only, in this
 * browser), and an account's cart read and emptied through the API.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ShopCategory } from '@huella/shared/constants';
import type { Cart, CartLineInput, DonationShelter, Product } from '@huella/shared/schemas/shop';
import { bearer, type Session } from './session';

/** Where the web app keeps a guest's cart (apps/web/src/features/shop/cart-storage.ts). */
export const GUEST_CART_KEY = 'huella.cart.v1';

/** Published products, newest first (one category, or all). */
export async function listProducts(
  request: APIRequestContext,
  categoria?: ShopCategory,
): Promise<Product[]> {
  const response = await request.get('/shop/api/products/', {
    params: { page_size: '100', ...(categoria ? { categoria } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Product[];
}

export async function productBySlug(request: APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/shop/api/products/${slug}/`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Product;
}

/**
 * A shipped product with room to add a few units (stock of `atLeast` or no
 * limit), from a category other than donations; the demo shop has several.
 */
export async function buyableProduct(request: APIRequestContext, atLeast = 5): Promise<Product> {
  const products = await listProducts(request);
  const found = products.find(
    (product) =>
      product.kind === 'producto' && (product.stock === null || product.stock >= atLeast),
  );
  expect(found, 'the demo shop has a product in stock').toBeTruthy();
  return found!;
}

export async function donationProduct(request: APIRequestContext): Promise<Product> {
  const products = await listProducts(request, 'donaciones');
  const found = products.find((product) => product.kind === 'donacion');
  expect(found, 'the demo shop has a donation').toBeTruthy();
  return found!;
}

export async function donationShelters(request: APIRequestContext): Promise<DonationShelter[]> {
  const response = await request.get('/shop/api/shelters/');
  expect(response.status(), await response.text()).toBe(200);
  const shelters = (await response.json()) as DonationShelter[];
  expect(shelters.length, 'a verified shelter can receive donations').toBeGreaterThan(0);
  return shelters;
}

/**
 * Puts lines in a guest's cart as the web app does, before the app's code runs
 * on the next navigation to `path` (the page stays signed out).
 */
export async function addToCartAsGuest(page: Page, lines: CartLineInput[], path = '/carrito') {
  const script = await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: GUEST_CART_KEY,
    value: JSON.stringify(
      lines.map(({ product_id, quantity, shelter_id }) => ({
        product_id,
        quantity,
        shelter_id: shelter_id ?? null,
      })),
    ),
  });
  await page.goto(path);
  await script.dispose();
}

/** The guest cart this browser holds (parsed), or null when there is none. */
export const guestCartOf = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  }, GUEST_CART_KEY);

export async function accountCart(request: APIRequestContext, session: Session): Promise<Cart> {
  const response = await request.get('/shop/api/cart/', { headers: bearer(session) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Cart;
}

export async function emptyAccountCart(request: APIRequestContext, session: Session) {
  const response = await request.delete('/shop/api/cart/', { headers: bearer(session) });
  expect(response.ok(), await response.text()).toBe(true);
}
