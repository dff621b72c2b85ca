/**
 * A signed-in account's cart in the database (cart_items). One line per
 * product and shelter (the same donation for two shelters is two lines).
 * Every write runs in a transaction that first locks the account's row, so
 * that two requests of one account at once cannot both add a line past
 * CART_LINES_MAX or lose each other's quantities.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CART_LINES_MAX } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { cartItems, users } from '../../db/schema';

export interface CartItemRow {
  productId: number;
  shelterId: number | null;
  quantity: number;
}

/** The line of (product, shelter): `shelter_id IS NULL` when there is none. */
const lineOf = (userId: number, productId: number, shelterId: number | null) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.productId, productId),
    shelterId === null ? isNull(cartItems.shelterId) : eq(cartItems.shelterId, shelterId),
  );

/** What a write sees and does inside its transaction. */
export interface CartWriter {
  lines(): Promise<CartItemRow[]>;
  /** Sets a line's quantity (inserts it when new); 0 removes it. */
  set(productId: number, shelterId: number | null, quantity: number): Promise<void>;
}

export function createCartRepository(db: Database) {
  const readLines = (tx: Database, userId: number): Promise<CartItemRow[]> =>
    tx
      .select({
        productId: cartItems.productId,
        shelterId: cartItems.shelterId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      // Never more than the cart can hold (bounded work per request).
      .limit(CART_LINES_MAX);

  return {
    /** The account's lines, oldest first. */
    lines: (userId: number) => readLines(db, userId),

    /** Empties the account's cart. */
    async clear(userId: number): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    /**
     * Runs `work` with the account's row locked (one cart write of an account
     * at a time); an error thrown by `work` undoes everything it did.
     */
    async write<T>(userId: number, work: (cart: CartWriter) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const writer: CartWriter = {
          lines: () => readLines(tx, userId),
          async set(productId, shelterId, quantity) {
            if (quantity <= 0) {
              await tx.delete(cartItems).where(lineOf(userId, productId, shelterId));
              return;
            }
            const updated = await tx
              .update(cartItems)
              .set({ quantity, updatedAt: sql`now()` })
              .where(lineOf(userId, productId, shelterId))
              .returning({ id: cartItems.id });
            if (updated.length === 0) {
              await tx.insert(cartItems).values({ userId, productId, shelterId, quantity });
            }
          },
        };
        return work(writer);
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
