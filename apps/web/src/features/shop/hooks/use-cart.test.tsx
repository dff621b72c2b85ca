import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '../../../lib/session-store';
import { TEST_SESSION } from '../../../testing/render';
import { server } from '../../../testing/server';
import { GUEST_CART_KEY } from '../cart-storage';
import { mockShopApi } from '../test-fixtures';
import { useCart } from './use-cart';

function renderCart(signedIn = false) {
  sessionStore.clear();
  if (signedIn)
    sessionStore.start(
      { access: TEST_SESSION.access, refresh: TEST_SESSION.refresh },
      TEST_SESSION.email,
    );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCart(), { wrapper });
}

const guestCart = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown;

describe('useCart', () => {
  it('a guest’s empty cart is empty without asking the server', async () => {
    const calls = mockShopApi();
    const { result } = renderCart();
    await waitFor(() => expect(result.current.cart?.item_count).toBe(0));
    expect(calls.quotes).toEqual([]);
  });

  it('adds for a guest within the stock and the 20-unit maximum, and prices the lines by quote', async () => {
    const calls = mockShopApi();
    const { result } = renderCart();
    await act(() => result.current.add({ product_id: 2, shelter_id: null }, 5, 2));
    expect(guestCart()).toEqual([{ product_id: 2, quantity: 2, shelter_id: null }]);
    await act(() => result.current.add({ product_id: 1, shelter_id: null }, 15, null));
    await act(() => result.current.add({ product_id: 1, shelter_id: null }, 15, null));
    expect(guestCart()).toEqual([
      { product_id: 2, quantity: 2, shelter_id: null },
      { product_id: 1, quantity: 20, shelter_id: null },
    ]);
    await waitFor(() => expect(result.current.cart?.item_count).toBe(22));
    expect(calls.quotes.at(-1)).toEqual([
      { product_id: 2, quantity: 2, shelter_id: null },
      { product_id: 1, quantity: 20, shelter_id: null },
    ]);
  });

  it('the same donation for two shelters is two lines', async () => {
    mockShopApi();
    const { result } = renderCart();
    await act(() => result.current.add({ product_id: 9, shelter_id: 4 }, 1, null));
    await act(() => result.current.add({ product_id: 9, shelter_id: 5 }, 2, null));
    expect(guestCart()).toEqual([
      { product_id: 9, quantity: 1, shelter_id: 4 },
      { product_id: 9, quantity: 2, shelter_id: 5 },
    ]);
  });

  it('signed in, adds to the server’s cart and never touches the browser’s', async () => {
    const calls = mockShopApi({ account: [{ product_id: 1, quantity: 3, shelter_id: null }] });
    const { result } = renderCart(true);
    await waitFor(() => expect(result.current.cart?.item_count).toBe(3));
    await act(() => result.current.add({ product_id: 1, shelter_id: null }, 2, 8));
    expect(calls.puts).toEqual([{ product_id: 1, quantity: 5, shelter_id: null }]);
    // The server's cart reaches the hook through TanStack Query's notifications,
    // on a timer of their own; on Node 24 that timer fires after act() returns.
    await waitFor(() => expect(result.current.cart?.item_count).toBe(5));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('merges a guest’s lines once at sign-in and clears them only when the server took them', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([{ product_id: 2, quantity: 1, shelter_id: null }]),
    );
    const calls = mockShopApi();
    const { result } = renderCart(true);
    await waitFor(() => expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull());
    expect(calls.merges).toEqual([[{ product_id: 2, quantity: 1, shelter_id: null }]]);
    await waitFor(() => expect(result.current.cart?.item_count).toBe(1));
    expect(calls.merges).toHaveLength(1);
  });

  it('keeps the guest’s lines in the browser when the merge fails', async () => {
    const lines = [{ product_id: 2, quantity: 1, shelter_id: null }];
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    mockShopApi();
    let tried = 0;
    server.use(
      http.post('*/shop/api/cart/merge/', () => {
        tried += 1;
        return HttpResponse.json({ error: 'Error interno' }, { status: 500 });
      }),
    );
    const { result } = renderCart(true);
    await waitFor(() => expect(tried).toBe(1));
    await waitFor(() => expect(result.current.cart).toBeDefined());
    expect(guestCart()).toEqual(lines);
  });
});
