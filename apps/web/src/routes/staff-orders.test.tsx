import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeShopStaffApi, makeOrder } from '../features/staff/shop/shop-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffOrdersRoute from './staff-orders';

const routes = [{ path: '/staff/pedidos', element: <StaffOrdersRoute /> }];

function setup({ isStaff = true, entry = '/staff/pedidos', orders = defaultOrders() } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  fakeStaffApi();
  const api = fakeShopStaffApi({ orders });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

function defaultOrders() {
  return [
    makeOrder(1, { state: 'pagado', email: 'lucia@example.com' }),
    makeOrder(2, { state: 'pagado', email: 'pablo@example.com', total_cents: 125000 }),
    makeOrder(3, {
      state: 'reembolsado_parcial',
      email: 'ana@example.com',
      refunded_cents: 500,
    }),
    makeOrder(4, {
      state: 'pendiente_pago',
      payment_method: null,
      card_last4: null,
      paid_at: null,
    }),
  ];
}

describe('staff: Pedidos', () => {
  it('lists the orders with code, state, total, refunds and payment', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    expect(await screen.findByText('4 pedidos')).toBeVisible();
    const first = screen.getByRole('link', { name: 'Abrir el pedido HU-000001' });
    expect(first).toHaveAttribute('href', '/staff/pedidos/1');
    const row = first.closest('li')!;
    expect(within(row).getByText('Pagado')).toBeVisible();
    expect(within(row).getByText('30,85 €')).toHaveClass('whitespace-nowrap');
    expect(within(row).getByText(/3 artículos · Visa ···· 4242/)).toBeVisible();
    expect(within(row).getByText(/^Pagado el 22 nov 2026/)).toBeVisible();

    const big = screen.getByRole('link', { name: 'Abrir el pedido HU-000002' }).closest('li')!;
    expect(within(big).getByText('1.250,00 €')).toBeVisible();
    const refunded = screen.getByRole('link', { name: 'Abrir el pedido HU-000003' }).closest('li')!;
    expect(within(refunded).getByText('Reembolsado en parte')).toBeVisible();
    expect(within(refunded).getByText('Reembolsado: 5,00 €')).toBeVisible();
    const unpaid = screen.getByRole('link', { name: 'Abrir el pedido HU-000004' }).closest('li')!;
    expect(within(unpaid).getByText(/^Creado el/)).toBeVisible();
  });

  it('filters by state, with how many wait in the working states, and searches by code or e-mail', async () => {
    const { user, api, router } = setup();
    await screen.findByText('4 pedidos');
    const states = screen.getByRole('combobox', { name: 'Estado de los pedidos' });
    expect(await within(states).findByRole('option', { name: 'Pagado (2)' })).toBeInTheDocument();
    expect(within(states).getByRole('option', { name: 'Preparando (0)' })).toBeInTheDocument();
    expect(within(states).getByRole('option', { name: 'Caducado' })).toBeInTheDocument();

    await user.selectOptions(states, 'pagado');
    expect(await screen.findByText('2 pedidos')).toBeVisible();
    expect(router.state.location.search).toBe('?estado=pagado');
    expect(api.find('GET', '/staff/orders/').at(-1)?.query.get('estado')).toBe('pagado');

    await user.selectOptions(states, '');
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por código o correo' }),
      'pablo@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 pedido')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir el pedido HU-000002' })).toBeVisible();
    expect(api.find('GET', '/staff/orders/').at(-1)?.query.get('q')).toBe('pablo@example.com');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por código o correo' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por código o correo' }),
      'HU-999999',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ningún pedido coincide')).toBeVisible();
  });

  it('pages through many orders', async () => {
    const many = Array.from({ length: 25 }, (_, index) => makeOrder(index + 1));
    const { user, api } = setup({ orders: many });
    expect(await screen.findByText('25 pedidos')).toBeVisible();
    expect(screen.getByText('Página 1 de 2')).toBeVisible();
    await user.click(screen.getByRole('link', { name: /Siguiente/ }));
    expect(await screen.findByText('Página 2 de 2')).toBeVisible();
    expect(api.find('GET', '/staff/orders/').at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Abrir el pedido HU-000025' })).toBeVisible();
  });

  it('says there are none yet', async () => {
    setup({ orders: [] });
    expect(await screen.findByText('No hay pedidos')).toBeVisible();
  });

  it('tells someone who is not staff that it is not for them, and asks the shop nothing', async () => {
    const { api } = setup({ isStaff: false });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
