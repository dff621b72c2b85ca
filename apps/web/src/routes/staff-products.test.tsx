import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RequireSession } from '../app/guards';
import { fakeShopStaffApi, makeProduct } from '../features/staff/shop/shop-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { Landing, renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffProductsRoute from './staff-products';

const routes = [
  {
    element: <RequireSession />,
    children: [
      { path: '/staff/productos', element: <StaffProductsRoute /> },
      { path: '/dashboard', element: <Landing name="Mi cuenta" /> },
    ],
  },
  { path: '/login', element: <Landing name="Iniciar sesión" /> },
];

function setup({ isStaff = true, entry = '/staff/productos', products = defaultProducts() } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  const blog = fakeStaffApi();
  const api = fakeShopStaffApi({ products });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api, blog };
}

function defaultProducts() {
  return [
    makeProduct(1, {
      name: 'Collar reflectante',
      slug: 'collar-reflectante',
      price_cents: 1295,
      stock: 12,
      reserved: 2,
      sold: 5,
      image: {
        url: 'media/shop/p1-1600.webp',
        width: 1200,
        height: 1200,
        variants: {
          400: 'media/shop/p1-400.webp',
          800: 'media/shop/p1-800.webp',
          1600: 'media/shop/p1-1600.webp',
        },
        alt: 'Un collar',
      },
    }),
    makeProduct(2, {
      name: 'Donación para pienso',
      slug: 'donacion-pienso',
      category: 'donaciones',
      kind: 'donacion',
      price_cents: 125000,
      vat_rate: 0,
      stock: null,
      reserved: 0,
      sold: 1,
    }),
    makeProduct(3, { name: 'Taza Huella', category: 'merchandising', state: 'borrador' }),
  ];
}

describe('staff: Productos', () => {
  it('lists every product with its price, stock, reserved and sold units and state', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos de la tienda' }),
    ).toBeVisible();
    expect(await screen.findByText('3 productos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo producto' })).toHaveAttribute(
      'href',
      '/staff/productos/nuevo',
    );
    const collar = screen.getByRole('link', { name: 'Editar «Collar reflectante»' }).closest('li')!;
    expect(within(collar).getByText('12,95 €')).toHaveClass('whitespace-nowrap');
    expect(within(collar).getByText('Existencias: 12 unidades')).toBeVisible();
    expect(within(collar).getByText('2 reservadas')).toBeVisible();
    expect(within(collar).getByText('5 vendidas')).toBeVisible();
    expect(within(collar).getByText('Publicado')).toBeVisible();
    expect(within(collar).getByText('Accesorios')).toBeVisible();
    expect(
      within(collar).getByRole('link', { name: 'Ver «Collar reflectante» en la tienda' }),
    ).toHaveAttribute('href', '/tienda/collar-reflectante');

    const donation = screen
      .getByRole('link', { name: 'Editar «Donación para pienso»' })
      .closest('li')!;
    expect(within(donation).getByText('1.250,00 €')).toBeVisible();
    expect(within(donation).getByText('Existencias: Sin límite')).toBeVisible();
    expect(within(donation).getByText('1 vendida')).toBeVisible();

    const draft = screen.getByRole('link', { name: 'Editar «Taza Huella»' }).closest('li')!;
    expect(within(draft).getByText('Borrador')).toBeVisible();
    expect(within(draft).queryByRole('link', { name: /en la tienda/ })).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Secciones de Staff' });
    expect(within(nav).getByRole('link', { name: 'Productos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute(
      'href',
      '/staff/pedidos',
    );
    expect(document.title).toBe('Productos de la tienda · Huella');
  });

  it('filters by state and category and searches by name, all in the address', async () => {
    const { user, api, router } = setup();
    await screen.findByText('3 productos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'borrador');
    expect(await screen.findByText('1 producto')).toBeVisible();
    expect(router.state.location.search).toBe('?estado=borrador');
    expect(api.find('GET', '/staff/products/').at(-1)?.query.get('estado')).toBe('borrador');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'donaciones');
    expect(await screen.findByText('1 producto')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Editar «Donación para pienso»' })).toBeVisible();
    expect(api.find('GET', '/staff/products/').at(-1)?.query.get('categoria')).toBe('donaciones');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'nada así');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ningún producto coincide con la búsqueda')).toBeVisible();
    expect(api.find('GET', '/staff/products/').at(-1)?.query.get('q')).toBe('nada así');
    await user.click(screen.getByRole('button', { name: 'Quitar búsqueda' }));
    expect(await screen.findByText('1 producto')).toBeVisible();
    expect(router.state.location.search).toBe('?categoria=donaciones');
  });

  it('invites to create the first product when there are none', async () => {
    setup({ products: [] });
    expect(await screen.findByText('Aún no hay productos')).toBeVisible();
    expect(screen.getByText('Crea el primero con "Nuevo producto".')).toBeVisible();
  });

  it('says so in Spanish when the list cannot be loaded, and retries', async () => {
    const { user } = setup();
    server.use(
      http.get(
        '*/shop/api/staff/products/',
        () =>
          HttpResponse.json(
            { error: 'Error interno', message: 'Error interno', code: 'server_error' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    expect(await screen.findByText('No se pudieron cargar los productos.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Reintentar|Volver a intentar/ }));
    expect(await screen.findByText('3 productos')).toBeVisible();
  });

  it('tells someone who is not staff that it is not for them, and asks the shop nothing', async () => {
    const { api } = setup({ isStaff: false });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
