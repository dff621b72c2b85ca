/**
 * Carts (issue 16, item 1): a guest's lines priced on request (quote), and a
 * signed-in account's cart kept in the database, which takes the guest's
 * lines at sign-in (merge). Prices always come from the database; totals
 * from orderTotals() (packages/shared money.ts), the one rule the checkout,
 * the order and its mail use too.
 *
 * A line that cannot be bought as it is says why in `problem` (withdrawn,
 * fewer units left, a donation without a verified shelter, a shelter on
 * goods) and is left out of the totals; `item_count` counts every unit.
 * - quote: shows problems; lines of products that do not exist are dropped
 *   (a browser may keep lines of products long gone), repeated lines summed.
 * - PUT cart/lines/: refuses (400 with the problem's message; 404 for a
 *   product that does not exist); quantity 0 removes the line whatever its
 *   product's state.
 * - merge: clamps — quantities summed with the account's, bounded by
 *   CART_QUANTITY_MAX and stock; lines that cannot be bought, or beyond
 *   CART_LINES_MAX lines, are left out.
 */
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';
import { orderTotals } from '@huella/shared/money';
import type { Cart, CartLine, CartLineInput } from '@huella/shared/schemas/shop';
import type { Database } from '../../db/client';
import { Invalid, invalidField } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { createCartRepository } from './cart-repository';
import { presentProduct } from './present';
import { createShopRepository, type ProductRow, type ShelterRow } from './repository';
import { productNotFound } from './service';

const errors = shopMessages.errors;

/** One line as the cart keeps it: a product, a shelter for donations, units. */
export interface LineRequest {
  productId: number;
  shelterId: number | null;
  quantity: number;
}

/** What keeps a line from being bought as it is, or null. */
export function lineProblem(
  product: ProductRow,
  shelterId: number | null,
  shelter: ShelterRow | undefined,
  quantity: number,
): { field: 'product_id' | 'shelter_id' | 'quantity'; message: string } | null {
  if (product.state !== 'publicado') {
    return { field: 'product_id', message: errors.productUnavailable(product.name) };
  }
  if (product.kind === 'donacion') {
    if (shelterId === null) return { field: 'shelter_id', message: errors.donationNeedsShelter };
    if (!shelter) return { field: 'shelter_id', message: errors.shelterNotFound };
  } else if (shelterId !== null) {
    return { field: 'shelter_id', message: errors.shelterOnlyForDonations };
  }
  if (product.stock !== null && quantity > product.stock) {
    return { field: 'quantity', message: errors.outOfStock(product.name, product.stock) };
  }
  return null;
}

const keyOf = (line: { productId: number; shelterId: number | null }) =>
  `${line.productId}:${line.shelterId ?? 0}`;

export const EMPTY_CART: Cart = {
  lines: [],
  subtotal_cents: 0,
  shipping_cents: 0,
  total_cents: 0,
  vat_cents: 0,
  needs_shipping: false,
  item_count: 0,
};

export function createCartService({ db }: { db: Database }) {
  const catalogue = createShopRepository(db);
  const carts = createCartRepository(db);

  /** The products and verified shelters of these lines, in two queries. */
  async function lookUp(lines: readonly LineRequest[]) {
    const [products, shelters] = await Promise.all([
      catalogue.findMany([...new Set(lines.map((line) => line.productId))]),
      catalogue.verifiedShelters([
        ...new Set(lines.flatMap((line) => (line.shelterId === null ? [] : [line.shelterId]))),
      ]),
    ]);
    return { products, shelters };
  }

  /** Prices lines (products that do not exist are left out) and totals the ones that can be bought. */
  async function price(lines: readonly LineRequest[]): Promise<Cart> {
    if (lines.length === 0) return EMPTY_CART;
    const { products, shelters } = await lookUp(lines);
    const priced: CartLine[] = [];
    const buyable: Parameters<typeof orderTotals>[0][number][] = [];
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) continue;
      const shelter = line.shelterId === null ? undefined : shelters.get(line.shelterId);
      const problem = lineProblem(product, line.shelterId, shelter, line.quantity);
      priced.push({
        product: presentProduct(product),
        shelter: product.kind === 'donacion' && shelter ? shelter : null,
        quantity: line.quantity,
        line_total_cents: product.priceCents * line.quantity,
        problem: problem?.message ?? null,
      });
      if (!problem) {
        buyable.push({
          kind: product.kind,
          unitPriceCents: product.priceCents,
          vatRate: product.vatRate,
          quantity: line.quantity,
        });
      }
    }
    const totals = orderTotals(buyable);
    return {
      lines: priced,
      subtotal_cents: totals.subtotalCents,
      shipping_cents: totals.shippingCents,
      total_cents: totals.totalCents,
      vat_cents: totals.vatCents,
      needs_shipping: totals.needsShipping,
      item_count: priced.reduce((sum, line) => sum + line.quantity, 0),
    };
  }

  /** Client lines as requests: zero quantities dropped, repeated lines summed (up to the maximum). */
  function requests(inputs: readonly CartLineInput[]): LineRequest[] {
    const byKey = new Map<string, LineRequest>();
    for (const input of inputs) {
      if (input.quantity <= 0) continue;
      const line = {
        productId: input.product_id,
        shelterId: input.shelter_id ?? null,
        quantity: input.quantity,
      };
      const previous = byKey.get(keyOf(line));
      if (previous) {
        previous.quantity = Math.min(previous.quantity + line.quantity, CART_QUANTITY_MAX);
      } else byKey.set(keyOf(line), line);
    }
    return [...byKey.values()];
  }

  const accountCart = async (userId: number) => price(await carts.lines(userId));

  return {
    /** Any lines (a guest's), priced and checked. */
    quote: (inputs: readonly CartLineInput[]): Promise<Cart> => price(requests(inputs)),

    get: (viewer: AuthUser): Promise<Cart> => accountCart(viewer.id),

    async clear(viewer: AuthUser): Promise<Cart> {
      await carts.clear(viewer.id);
      return EMPTY_CART;
    },

    /** Sets one line's quantity (0 removes it); refuses what could not be bought. */
    async setLine(viewer: AuthUser, input: CartLineInput): Promise<Cart> {
      const line: LineRequest = {
        productId: input.product_id,
        shelterId: input.shelter_id ?? null,
        quantity: input.quantity,
      };
      if (line.quantity > 0) {
        // Read before the cart's transaction (an embedded database has one connection).
        const { products, shelters } = await lookUp([line]);
        const product = products.get(line.productId);
        if (!product) throw productNotFound();
        const shelter = line.shelterId === null ? undefined : shelters.get(line.shelterId);
        const problem = lineProblem(product, line.shelterId, shelter, line.quantity);
        if (problem) throw invalidField(problem.field, problem.message);
      }
      await carts.write(viewer.id, async (cart) => {
        if (line.quantity > 0) {
          const current = await cart.lines();
          const isNew = !current.some((other) => keyOf(other) === keyOf(line));
          if (isNew && current.length >= CART_LINES_MAX) {
            throw new Invalid(errors.tooManyLines(CART_LINES_MAX), {
              lines: [errors.tooManyLines(CART_LINES_MAX)],
            });
          }
        }
        await cart.set(line.productId, line.shelterId, line.quantity);
      });
      return accountCart(viewer.id);
    },

    /**
     * Adds a guest's lines to the account's cart: quantities summed, bounded
     * by CART_QUANTITY_MAX and stock; lines that cannot be bought, or that
     * would take the cart past CART_LINES_MAX lines, are left out.
     */
    async merge(viewer: AuthUser, inputs: readonly CartLineInput[]): Promise<Cart> {
      const guest = requests(inputs);
      if (guest.length > 0) {
        const { products, shelters } = await lookUp(guest);
        await carts.write(viewer.id, async (cart) => {
          const current = await cart.lines();
          const held = new Map(current.map((line) => [keyOf(line), line.quantity]));
          let lineCount = current.length;
          for (const line of guest) {
            const product = products.get(line.productId);
            if (!product) continue;
            const shelter = line.shelterId === null ? undefined : shelters.get(line.shelterId);
            // Shelter and state first; the quantity is clamped below, not refused.
            if (lineProblem(product, line.shelterId, shelter, 0)) continue;
            const before = held.get(keyOf(line));
            if (before === undefined && lineCount >= CART_LINES_MAX) continue;
            // The account's own quantity is never lowered here (its line shows any problem).
            const quantity = Math.max(
              before ?? 0,
              Math.min(
                (before ?? 0) + line.quantity,
                CART_QUANTITY_MAX,
                product.stock ?? Number.POSITIVE_INFINITY,
              ),
            );
            if (quantity === (before ?? 0)) continue;
            await cart.set(line.productId, line.shelterId, quantity);
            if (before === undefined) lineCount += 1;
          }
        });
      }
      return accountCart(viewer.id);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
