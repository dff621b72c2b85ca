/**
 * The cart, whoever asks (issue 16 item 1). A guest's lines live in this
 * browser (cart-storage.ts) and are priced by POST /shop/api/cart/quote/; a
 * signed-in account's cart lives on the server (GET, PUT lines, DELETE). At
 * sign-in the guest's lines go to POST cart/merge/ once, and leave the
 * browser when the server has taken them. Quantities are bounded by
 * CART_QUANTITY_MAX here and by stock on the server, which says so in each
 * line's `problem`.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CART_QUANTITY_MAX } from '@huella/shared/constants';
import { shopHeaderMessages } from '@huella/shared/messages/shop-header';
import type { Cart } from '@huella/shared/schemas/shop';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { EMPTY_CART, getCart, mergeCart, quoteCart, setCartLine } from '../api/cart';
import { shopKeys } from '../api/keys';
import {
  clearGuestCart,
  readGuestCart,
  sameLine,
  toLineInputs,
  writeGuestCart,
  type GuestCartLine,
} from '../cart-storage';
import { guestItemCount, useGuestCartLines } from './use-guest-cart';

/** Which line: a product, and for a donation the shelter it goes to. */
export interface CartLineKey {
  product_id: number;
  shelter_id: number | null;
}

const bound = (quantity: number, stock?: number | null) =>
  Math.max(0, Math.min(quantity, CART_QUANTITY_MAX, stock ?? CART_QUANTITY_MAX));

const isLine = (line: Cart['lines'][number], key: CartLineKey) =>
  line.product.id === key.product_id && (line.shelter?.id ?? null) === (key.shelter_id ?? null);

/** The cart with one line's quantity changed, until the server prices it. */
function withQuantity(cart: Cart, key: CartLineKey, quantity: number): Cart {
  const lines = cart.lines
    .map((line) =>
      isLine(line, key)
        ? { ...line, quantity, line_total_cents: line.product.price_cents * quantity }
        : line,
    )
    .filter((line) => line.quantity > 0);
  return { ...cart, lines, item_count: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

let merging = false;

/**
 * Sends a guest's lines to the account once it signs in (any screen with the
 * header or the cart runs it); the browser keeps them until the server has.
 */
export function useMergeGuestCart() {
  const { isAuthenticated, email } = useSession();
  const lines = useGuestCartLines();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated || lines.length === 0 || merging) return;
    merging = true;
    mergeCart(toLineInputs(lines))
      .then((cart) => {
        clearGuestCart();
        queryClient.setQueryData(queryKeys.shopCart(email), cart);
        toast.success(shopHeaderMessages.merged);
      })
      // The lines stay in the browser; the next sign-in or visit tries again.
      .catch(() => undefined)
      .finally(() => {
        merging = false;
      });
  }, [isAuthenticated, email, lines, queryClient]);
}

/** The account's cart query (shared by the header's badge, /carrito and the checkout). */
export function useAccountCart(enabled: boolean) {
  const { email } = useSession();
  return useQuery({
    queryKey: queryKeys.shopCart(email),
    queryFn: ({ signal }) => getCart(signal),
    enabled,
  });
}

/** Units in the cart, for the header: the browser's lines for a guest, the server's count once signed in. */
export function useCartCount(): number {
  const { isAuthenticated } = useSession();
  const guestLines = useGuestCartLines();
  useMergeGuestCart();
  const account = useAccountCart(isAuthenticated);
  return isAuthenticated ? (account.data?.item_count ?? 0) : guestItemCount(guestLines);
}

export function useCart() {
  const { isAuthenticated, email } = useSession();
  const queryClient = useQueryClient();
  const guestLines = useGuestCartLines();
  useMergeGuestCart();
  const inputs = useMemo(() => toLineInputs(guestLines), [guestLines]);

  const account = useAccountCart(isAuthenticated);
  const quote = useQuery({
    queryKey: shopKeys.quote(inputs),
    queryFn: ({ signal }) => quoteCart(inputs, signal),
    enabled: !isAuthenticated && inputs.length > 0,
    // The last prices stay on screen while a changed cart is priced again.
    placeholderData: keepPreviousData,
  });

  let cart: Cart | undefined;
  if (isAuthenticated) cart = account.data;
  else if (inputs.length === 0) cart = EMPTY_CART;
  else if (quote.data)
    // A line just removed leaves the screen at once, before the new quote comes.
    cart = quote.isPlaceholderData
      ? {
          ...quote.data,
          lines: quote.data.lines.filter((line) =>
            guestLines.some((own) =>
              sameLine(own, { product_id: line.product.id, shelter_id: line.shelter?.id ?? null }),
            ),
          ),
        }
      : quote.data;
  const query = isAuthenticated ? account : quote;
  const accountKey = queryKeys.shopCart(email);

  /** Sets a line's quantity (0 removes it); `position` puts a guest's line back where it was. */
  const setQuantity = useCallback(
    async (key: CartLineKey, quantity: number, position?: number): Promise<void> => {
      const next = bound(quantity);
      if (!isAuthenticated) {
        const lines: GuestCartLine[] = readGuestCart();
        const index = lines.findIndex((line) => sameLine(line, key));
        if (next === 0) {
          if (index >= 0) lines.splice(index, 1);
        } else if (index >= 0) lines[index] = { ...lines[index]!, quantity: next };
        else
          lines.splice(position ?? lines.length, 0, {
            product_id: key.product_id,
            shelter_id: key.shelter_id,
            quantity: next,
          });
        writeGuestCart(lines);
        return;
      }
      // Shown at once (a second click counts from the first), then the server's prices.
      queryClient.setQueryData<Cart>(accountKey, (old) => old && withQuantity(old, key, next));
      try {
        queryClient.setQueryData(accountKey, await setCartLine({ ...key, quantity: next }));
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: accountKey });
        throw error;
      }
    },
    [isAuthenticated, queryClient, accountKey],
  );

  /** Adds units of a product (a donation: for its shelter), bounded by its stock and the maximum. */
  const add = useCallback(
    async (key: CartLineKey, quantity: number, stock?: number | null): Promise<void> => {
      let current = 0;
      if (!isAuthenticated) {
        current = readGuestCart().find((line) => sameLine(line, key))?.quantity ?? 0;
      } else {
        const known =
          queryClient.getQueryData<Cart>(accountKey) ??
          (await queryClient.fetchQuery<Cart>({ queryKey: accountKey, queryFn: () => getCart() }));
        current = known.lines.find((line) => isLine(line, key))?.quantity ?? 0;
      }
      await setQuantity(key, bound(current + quantity, stock));
    },
    [isAuthenticated, queryClient, accountKey, setQuantity],
  );

  return {
    cart,
    isPending: !cart && !query.isError,
    isError: query.isError && !cart,
    error: query.error,
    isRefreshing: query.isFetching && Boolean(cart),
    refetch: () => void query.refetch(),
    setQuantity,
    add,
    isAuthenticated,
  };
}
