import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { CartButton } from '../features/shop/components/cart-button';
import { GUEST_CART_KEY } from '../features/shop/cart-storage';
import { mockShopApi } from '../features/shop/test-fixtures';
import { MainLayout } from '../app/layouts/main-layout';
import { renderRoutes } from '../testing/render';
import ShopProductPage from './shop-product';

const renderPage = (path: string, session = false) =>
  renderRoutes(
    [
      {
        element: (
          <>
            <CartButton />
            <Outlet />
          </>
        ),
        children: [{ path: '/tienda/:id', element: <ShopProductPage /> }],
      },
    ],
    { initialEntries: [path], session },
  );

const guestCart = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown;

describe('/tienda/{slug}', () => {
  it('shows the product with price, IVA, stock, description and the shipping costs', async () => {
    mockShopApi();
    renderPage('/tienda/collar-reflectante');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collar reflectante' }),
    ).toBeVisible();
    expect(document.title).toBe('Collar reflectante · Huella');
    expect(screen.getByText('12,95 €')).toHaveClass('whitespace-nowrap');
    expect(screen.getByText('IVA incluido')).toBeVisible();
    expect(screen.getByText('Disponible')).toBeVisible();
    expect(screen.getByText(/Collar de nailon con banda reflectante/)).toBeVisible();
    expect(
      screen.getByText('Envío a España: 4,95 €. Gratis en pedidos de productos desde 50,00 €.'),
    ).toBeVisible();
    expect(screen.getByRole('img')).toHaveAttribute(
      'alt',
      'Collar de nailon reflectante de color naranja',
    );
  });

  it('adds the chosen quantity for a guest: kept in the browser, a toast, and the badge counts it', async () => {
    mockShopApi();
    const { user } = renderPage('/tienda/collar-reflectante');
    await screen.findByRole('heading', { level: 1, name: 'Collar reflectante' });
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir una unidad' }));
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(
      await screen.findByText('2 × «Collar reflectante» añadidos al carrito.'),
    ).toBeInTheDocument();
    expect(guestCart()).toEqual([{ product_id: 1, quantity: 2, shelter_id: null }]);
    expect(screen.getByRole('link', { name: 'Carrito, 2 productos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/carrito');
  });

  it('bounds the quantity by the stock', async () => {
    mockShopApi();
    const { user } = renderPage('/tienda/pienso-senior');
    await screen.findByRole('heading', { level: 1, name: /Pienso/ });
    expect(screen.getByText('Últimas 2 unidades')).toBeVisible();
    const more = screen.getByRole('button', { name: 'Añadir una unidad' });
    await user.click(more);
    expect(more).toBeDisabled();
    const field = screen.getByRole('spinbutton', { name: 'Cantidad' });
    await user.clear(field);
    await user.type(field, '9');
    await user.tab();
    expect(field).toHaveValue(2);
  });

  it('a sold-out product cannot be added', async () => {
    mockShopApi();
    renderPage('/tienda/taza-huella');
    await screen.findByRole('heading', { level: 1, name: 'Taza Huella' });
    expect(screen.getByRole('button', { name: 'Agotado' })).toBeDisabled();
  });

  it('a donation needs a shelter before it is added, and goes to that shelter', async () => {
    mockShopApi();
    const { user } = renderPage('/tienda/donacion-10-euros');
    await screen.findByRole('heading', { level: 1, name: 'Donación de 10 €' });
    expect(screen.getByText(/Las donaciones no tienen gastos de envío/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Elige el refugio que recibirá tu donación.',
    );
    expect(guestCart()).toEqual([]);
    const picker = screen.getByRole('combobox', { name: 'Refugio que recibe la donación' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(screen.getByRole('option', { name: 'Elige el refugio…' })).toBeInTheDocument();
    await user.selectOptions(picker, 'Protectora Huellas (Madrid)');
    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    await screen.findByText('«Donación de 10 €» añadido al carrito.');
    expect(guestCart()).toEqual([{ product_id: 9, quantity: 1, shelter_id: 5 }]);
  });

  it('adds to the account cart when signed in', async () => {
    const calls = mockShopApi({ account: [{ product_id: 1, quantity: 1, shelter_id: null }] });
    const { user } = renderPage('/tienda/collar-reflectante', true);
    await screen.findByRole('heading', { level: 1, name: 'Collar reflectante' });
    expect(await screen.findByRole('link', { name: 'Carrito, 1 producto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    await screen.findByText('«Collar reflectante» añadido al carrito.');
    expect(calls.puts).toEqual([{ product_id: 1, quantity: 2, shelter_id: null }]);
    expect(await screen.findByRole('link', { name: 'Carrito, 2 productos' })).toBeInTheDocument();
    expect(guestCart()).toEqual([]);
  });

  it('the breadcrumb reads Inicio › Tienda › the product, and the header’s cart is there', async () => {
    mockShopApi();
    renderRoutes(
      [
        {
          element: <MainLayout />,
          children: [
            {
              path: '/tienda',
              handle: { crumb: 'tienda' },
              children: [{ path: ':id', element: <ShopProductPage /> }],
            },
          ],
        },
      ],
      { initialEntries: ['/tienda/collar-reflectante'] },
    );
    await screen.findByRole('heading', { level: 1, name: 'Collar reflectante' });
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    await waitFor(() => expect(trail).toHaveTextContent('Collar reflectante'));
    expect(within(trail).getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/tienda');
    expect(within(trail).getByText('Collar reflectante')).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Carrito' }),
    ).toHaveAttribute('href', '/carrito');
  });

  it('an unknown product: Producto no encontrado, with a way back', async () => {
    mockShopApi();
    renderPage('/tienda/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
      'href',
      '/tienda',
    );
  });
});
