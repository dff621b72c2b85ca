/**
 * The cart's calls: a guest's lines priced by POST cart/quote/; a signed-in
 * account's cart by GET cart/, PUT cart/lines/ (one line's quantity, 0
 * removes it), DELETE cart/ and, once at sign-in, POST cart/merge/.
 */
import type { Cart, CartLineInput } from '@huella/shared/schemas/shop';
import { api } from '../../../lib/api-client';

export const quoteCart = (lines: CartLineInput[], signal?: AbortSignal) =>
  api<Cart>('/shop/api/cart/quote/', { method: 'POST', body: { lines }, signal, auth: false });

export const getCart = (signal?: AbortSignal) => api<Cart>('/shop/api/cart/', { signal });

export const setCartLine = (line: CartLineInput) =>
  api<Cart>('/shop/api/cart/lines/', { method: 'PUT', body: line });

export const emptyCart = () => api<Cart>('/shop/api/cart/', { method: 'DELETE' });

export const mergeCart = (lines: CartLineInput[]) =>
  api<Cart>('/shop/api/cart/merge/', { method: 'POST', body: { lines } });

/** A cart with nothing in it (what an empty guest cart is, without asking). */
export const EMPTY_CART: Cart = {
  lines: [],
  subtotal_cents: 0,
  shipping_cents: 0,
  total_cents: 0,
  vat_cents: 0,
  needs_shipping: false,
  item_count: 0,
};
