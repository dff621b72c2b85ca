/**
 * A guest's cart, kept in this browser only (issue 16: a signed-in account's
 * cart lives on the server and takes these lines at sign-in). Lines only —
 * product, quantity, and the shelter of a donation — never prices: the server
 * prices every line (POST /shop/api/cart/quote/). Whatever the storage holds
 * is checked before it is used; anything odd is dropped, never trusted.
 */
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@huella/shared/constants';
import type { CartLineInput } from '@huella/shared/schemas/shop';

export const GUEST_CART_KEY = 'huella.cart.v1';
/** Fired on window when this tab changes the guest cart (other tabs get 'storage'). */
export const GUEST_CART_EVENT = 'huella:cart';

export interface GuestCartLine {
  product_id: number;
  quantity: number;
  shelter_id: number | null;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function validLine(value: unknown): GuestCartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  if (!isId(line.product_id)) return null;
  const quantity = line.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const shelter = line.shelter_id ?? null;
  if (shelter !== null && !isId(shelter)) return null;
  return {
    product_id: line.product_id,
    quantity: Math.min(quantity, CART_QUANTITY_MAX),
    shelter_id: shelter,
  };
}

/** The same product for another shelter is another line. */
export const sameLine = (a: GuestCartLine, b: Pick<GuestCartLine, 'product_id' | 'shelter_id'>) =>
  a.product_id === b.product_id && (a.shelter_id ?? null) === (b.shelter_id ?? null);

export function readGuestCart(): GuestCartLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: GuestCartLine[] = [];
  for (const candidate of parsed) {
    const line = validLine(candidate);
    if (line && !lines.some((other) => sameLine(other, line))) lines.push(line);
    if (lines.length === CART_LINES_MAX) break;
  }
  return lines;
}

export function writeGuestCart(lines: readonly GuestCartLine[]) {
  if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY);
  else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines.slice(0, CART_LINES_MAX)));
  window.dispatchEvent(new Event(GUEST_CART_EVENT));
}

export function clearGuestCart() {
  writeGuestCart([]);
}

/** The lines as the API takes them (POST cart/quote/, cart/merge/, checkout/sessions/). */
export const toLineInputs = (lines: readonly GuestCartLine[]): CartLineInput[] =>
  lines.map(({ product_id, quantity, shelter_id }) => ({ product_id, quantity, shelter_id }));
