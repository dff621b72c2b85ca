import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { CartButton } from '../features/shop/components/cart-button';
import { GUEST_CART_KEY, type GuestCartLine } from '../features/shop/cart-storage';
import { mockShopApi } from '../features/shop/test-fixtures';
import { renderRoutes } from '../testing/render';
import ShopCartPage from './shop-cart';

const seedGuestCart = (lines: GuestCartLine[]) =>
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
const guestCart = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown;

const renderPage = (session = false) =>
  renderRoutes(
    [
      {
        element: (
          <>
            <CartButton />
            <Outlet />
          </>
        ),
        children: [{ path: '/carrito', element: <ShopCartPage /> }],
      },
    ],
    { initialEntries: ['/carrito'], session },
  );

const summary = () => within(screen.getByRole('region', { name: 'Resumen del pedido' }));
const lines = () => within(screen.getByRole('region', { name: 'Productos en el carrito' }));
const row = (name: string | RegExp) => within(lines().getByRole('link', { name }).closest('li')!);

describe('/carrito', () => {
  it('prices a guest’s lines on the server and shows shipping, total, IVA and how much is missing for free shipping', async () => {
    seedGuestCart([
      { product_id: 1, quantity: 2, shelter_id: null },
      { product_id: 9, quantity: 1, shelter_id: 4 },
    ]);
    const calls = mockShopApi();
    renderPage();
    await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(calls.quotes[0]).toEqual([
      { product_id: 1, quantity: 2, shelter_id: null },
      { product_id: 9, quantity: 1, shelter_id: 4 },
    ]);
    expect(row('Collar reflectante').getByText('25,90 €')).toBeVisible();
    expect(row('Donación de 10 €').getByText('Para Refugio Arca')).toBeVisible();
    // Goods 25,90 € + donation 10,00 €; shipping 4,95 € (goods under 50,00 €).
    expect(summary().getByText('35,90 €')).toBeVisible();
    expect(summary().getByText('4,95 €')).toBeVisible();
    expect(summary().getByText('40,85 €')).toBeVisible();
    expect(summary().getByText(/^IVA incluido: \d+,\d\d €$/)).toBeVisible();
    expect(summary().getByText('Te faltan 24,10 € para el envío gratuito.')).toBeVisible();
    expect(summary().getByRole('link', { name: 'Tramitar pedido' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Carrito, 3 productos' })).toBeInTheDocument();
  });

  it('says Envío gratuito from 50,00 € of goods', async () => {
    seedGuestCart([{ product_id: 1, quantity: 4, shelter_id: null }]);
    mockShopApi();
    renderPage();
    await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(summary().getByText('Envío gratuito')).toBeVisible();
    // Subtotal and total alike: nothing is added for shipping.
    expect(summary().getAllByText('51,80 €')).toHaveLength(2);
    expect(summary().queryByText(/Te faltan/)).not.toBeInTheDocument();
  });

  it('changes a quantity and removes a line, which Deshacer puts back', async () => {
    seedGuestCart([
      { product_id: 1, quantity: 1, shelter_id: null },
      { product_id: 2, quantity: 1, shelter_id: null },
    ]);
    mockShopApi();
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Resumen del pedido' });
    await user.click(
      row('Collar reflectante').getByRole('button', {
        name: 'Añadir una unidad de «Collar reflectante»',
      }),
    );
    await waitFor(() => expect(row('Collar reflectante').getByText('25,90 €')).toBeVisible());
    expect(guestCart()).toEqual([
      { product_id: 1, quantity: 2, shelter_id: null },
      { product_id: 2, quantity: 1, shelter_id: null },
    ]);

    await user.click(
      screen.getByRole('button', { name: 'Eliminar «Collar reflectante» del carrito' }),
    );
    await waitFor(() =>
      expect(lines().queryByRole('link', { name: 'Collar reflectante' })).not.toBeInTheDocument(),
    );
    expect(guestCart()).toEqual([{ product_id: 2, quantity: 1, shelter_id: null }]);
    expect(
      await screen.findByText('«Collar reflectante» se ha quitado del carrito.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await lines().findByRole('link', { name: 'Collar reflectante' })).toBeVisible();
    expect(guestCart()).toEqual([
      { product_id: 1, quantity: 2, shelter_id: null },
      { product_id: 2, quantity: 1, shelter_id: null },
    ]);
  });

  it('shows each line’s problem and holds back Tramitar pedido with the reason', async () => {
    seedGuestCart([{ product_id: 2, quantity: 3, shelter_id: null }]);
    mockShopApi();
    renderPage();
    expect(
      await screen.findByText('Solo quedan 2 unidades de «Pienso para perros senior 3 kg».'),
    ).toBeVisible();
    const button = summary().getByRole('button', { name: 'Tramitar pedido' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Revisa los productos marcados antes de tramitar el pedido.',
    );
  });

  it('an empty cart says so, with a link to the shop, and asks nothing', async () => {
    const calls = mockShopApi();
    renderPage();
    expect(await screen.findByText('Tu carrito está vacío.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/tienda');
    expect(screen.queryByRole('link', { name: 'Tramitar pedido' })).not.toBeInTheDocument();
    expect(calls.quotes).toEqual([]);
  });

  it('signed in: the account’s cart from the server, changed with PUT lines', async () => {
    const calls = mockShopApi({ account: [{ product_id: 1, quantity: 3, shelter_id: null }] });
    const { user } = renderPage(true);
    await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(row('Collar reflectante').getByText('38,85 €')).toBeVisible();
    await user.click(
      row('Collar reflectante').getByRole('button', {
        name: 'Quitar una unidad de «Collar reflectante»',
      }),
    );
    await waitFor(() => expect(row('Collar reflectante').getByText('25,90 €')).toBeVisible());
    expect(calls.puts).toEqual([{ product_id: 1, quantity: 2, shelter_id: null }]);
    expect(screen.getByRole('link', { name: 'Carrito, 2 productos' })).toBeInTheDocument();
  });

  it('signed in: two quick clicks count from each other', async () => {
    const calls = mockShopApi({ account: [{ product_id: 1, quantity: 1, shelter_id: null }] });
    const { user } = renderPage(true);
    await screen.findByRole('region', { name: 'Resumen del pedido' });
    const more = row('Collar reflectante').getByRole('button', {
      name: 'Añadir una unidad de «Collar reflectante»',
    });
    await user.click(more);
    await user.click(more);
    await waitFor(() => expect(calls.puts).toHaveLength(2));
    expect(calls.puts.map((line) => line.quantity)).toEqual([2, 3]);
    await waitFor(() => expect(row('Collar reflectante').getByText('38,85 €')).toBeVisible());
  });

  it('at sign-in the guest’s lines are merged into the account once, then leave the browser', async () => {
    seedGuestCart([{ product_id: 2, quantity: 1, shelter_id: null }]);
    const calls = mockShopApi({ account: [{ product_id: 1, quantity: 1, shelter_id: null }] });
    renderPage(true);
    await screen.findByRole('region', { name: 'Productos en el carrito' });
    expect(await lines().findByRole('link', { name: /Pienso/ })).toBeVisible();
    expect(lines().getByRole('link', { name: 'Collar reflectante' })).toBeVisible();
    expect(calls.merges).toEqual([[{ product_id: 2, quantity: 1, shelter_id: null }]]);
    await waitFor(() => expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull());
    expect(screen.getByRole('link', { name: 'Carrito, 2 productos' })).toBeInTheDocument();
    expect(calls.merges).toHaveLength(1);
  });
});
