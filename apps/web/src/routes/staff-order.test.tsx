import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffOrder } from '@huella/shared/schemas/shop';
import { fakeShopStaffApi, makeOrder } from '../features/staff/shop/shop-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffOrderRoute from './staff-order';

const routes = [{ path: '/staff/pedidos/:id', element: <StaffOrderRoute /> }];

function setup({
  isStaff = true,
  entry = '/staff/pedidos/1',
  orders = [makeOrder(1)] as StaffOrder[],
} = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  fakeStaffApi();
  const api = fakeShopStaffApi({ orders });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

const region = (name: string) => screen.getByRole('region', { name });
const actions = () => screen.getByRole('region', { name: 'Acciones del pedido' });
const lastBody = (requests: Array<{ body: unknown }>) => requests[requests.length - 1]?.body;

describe('staff: one order', () => {
  it('shows the buyer, lines, totals, address, payment, history and the provider’s events', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido HU-000001' }),
    ).toBeVisible();
    expect(document.title).toBe('Pedido HU-000001 · Huella');
    const lines = region('Artículos');
    expect(within(lines).getByText('Collar reflectante')).toBeVisible();
    expect(within(lines).getByText('25,90 €')).toHaveClass('whitespace-nowrap');
    expect(within(lines).getByText(/Para Refugio Esperanza/)).toBeVisible();
    expect(within(lines).getByText('4,95 €')).toBeVisible();
    expect(within(lines).getAllByText('30,85 €')[0]).toBeVisible();
    expect(within(lines).getByText('Total (IVA incluido)')).toBeVisible();

    const buyer = region('Comprador');
    expect(within(buyer).getByText('lucia@example.com')).toBeVisible();
    expect(within(buyer).getByText('Lucía García (lucia@example.com)')).toBeVisible();
    expect(within(region('Dirección de envío')).getByText(/Calle Mayor 1/)).toBeVisible();
    const payment = region('Pago');
    expect(within(payment).getByText('Simulada (pruebas)')).toBeVisible();
    expect(within(payment).getByText('Visa ···· 4242')).toBeVisible();
    expect(within(payment).getByText('sim_pi_1')).toBeVisible();
    expect(
      within(region('Historial')).getByText('Pago confirmado con tarjeta ···· 4242'),
    ).toBeVisible();
    expect(within(region('Historial')).getByText(/Pasarela de pago/)).toBeVisible();
    expect(
      within(region('Eventos de la pasarela')).getByText('checkout.session.completed'),
    ).toBeVisible();
  });

  it('takes a paid order through preparing, shipped with tracking and delivered', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Marcar en preparación' }));
    expect(await screen.findByText('Pedido en preparación')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/orders/1/state/'))).toEqual({ estado: 'preparando' });

    await user.click(await within(actions()).findByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como enviado' });
    const tracking = within(dialog).getByRole('textbox', {
      name: 'Número o enlace de seguimiento',
    });
    expect(tracking).toHaveFocus();
    await user.type(tracking, 'CORREOS-PK123456ES');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    expect(await screen.findByText('Pedido marcado como enviado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/orders/1/state/'))).toEqual({
      estado: 'enviado',
      tracking: 'CORREOS-PK123456ES',
    });
    expect(screen.queryByRole('dialog', { name: 'Marcar como enviado' })).not.toBeInTheDocument();
    expect(within(region('Dirección de envío')).getByText('CORREOS-PK123456ES')).toBeVisible();

    await user.click(
      await within(actions()).findByRole('button', { name: 'Marcar como entregado' }),
    );
    expect(await screen.findByText('Pedido marcado como entregado')).toBeInTheDocument();
    expect(await screen.findByText(/^Entregado el/)).toBeVisible();
    expect(within(region('Historial')).getAllByText(/Marta Ruiz/)).toHaveLength(3);
    expect(within(actions()).queryByRole('button', { name: /^Marcar/ })).not.toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Reembolsar' })).toBeVisible();
  });

  it('cancels a paid order after saying it is refunded in full', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar el pedido?' });
    expect(
      within(confirm).getByText(/se reembolsará el importe completo \(30,85 €\)/),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.find('POST', '/staff/orders/1/state/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Cancelar el pedido?' })).getByRole(
        'button',
        { name: 'Cancelar pedido' },
      ),
    );
    expect(await screen.findByText('Pedido cancelado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/orders/1/state/'))).toEqual({ estado: 'cancelado' });
    expect(await screen.findByText('Este pedido no admite más cambios de estado.')).toBeVisible();
  });

  it('cancels an unpaid order without a refund, and offers nothing else', async () => {
    const { user, api } = setup({
      orders: [
        makeOrder(1, {
          state: 'pendiente_pago',
          paid_at: null,
          payment_method: null,
          card_last4: null,
        }),
      ],
    });
    expect(await screen.findByText('Sin pagar todavía')).toBeVisible();
    expect(within(actions()).getAllByRole('button')).toHaveLength(1);
    await user.click(within(actions()).getByRole('button', { name: 'Cancelar pedido' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar el pedido?' });
    expect(
      within(confirm).getByText(
        'El pedido se cancelará y sus unidades volverán a estar a la venta.',
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Pedido cancelado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/orders/1/state/'))).toEqual({ estado: 'cancelado' });
    expect(api.state.orders[0]!.refunded_cents).toBe(0);
  });

  it('refunds part of an order once, however often the button is pressed', async () => {
    const { user, api } = setup({ orders: [makeOrder(1, { state: 'entregado' })] });
    await user.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar' });
    const amount = within(dialog).getByRole('textbox', { name: 'Importe a reembolsar (€)' });
    expect(amount).toHaveFocus();
    expect(
      within(dialog).getByText('Como mucho 30,85 €, lo que queda por devolver.'),
    ).toBeVisible();

    // Too much, not an amount, no reason: said here, nothing sent.
    await user.type(amount, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(
      await within(dialog).findByText('El reembolso supera lo que queda por devolver (30,85 €).'),
    ).toBeVisible();
    expect(within(dialog).getByText('Escribe el motivo del reembolso.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, 'cinco');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(
      await within(dialog).findByText('Escribe el importe en euros, por ejemplo 12,95.'),
    ).toBeVisible();
    expect(api.find('POST', '/staff/orders/1/refunds/')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '5,50');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo' }),
      'El collar llegó rayado',
    );
    const submit = within(dialog).getByRole('button', { name: 'Reembolsar' });
    await user.dblClick(submit);
    expect(await screen.findByText('Reembolso de 5,50 € hecho')).toBeInTheDocument();
    const sent = api.find('POST', '/staff/orders/1/refunds/');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(
      sent.map((request) => (request.body as { idempotency_key: string }).idempotency_key),
    );
    expect(keys.size).toBe(1);
    expect(sent[0]!.body).toMatchObject({ amount_cents: 550, reason: 'El collar llegó rayado' });
    expect([...keys][0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

    const refunds = await screen.findByRole('region', { name: 'Reembolsos' });
    expect(within(refunds).getByText('5,50 €')).toBeVisible();
    expect(within(refunds).getByText('El collar llegó rayado')).toBeVisible();
    expect(
      screen.getByText('Reembolsado en parte', { selector: '#order-state span' }),
    ).toBeVisible();
    expect(within(region('Artículos')).getByText('25,35 €')).toBeVisible();

    // A new opening is a new refund, with a new key; "Todo lo que queda" fills what is left.
    await user.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const again = await screen.findByRole('dialog', { name: 'Reembolsar' });
    await user.click(within(again).getByRole('button', { name: 'Todo lo que queda' }));
    expect(within(again).getByRole('textbox', { name: 'Importe a reembolsar (€)' })).toHaveValue(
      '25,35',
    );
    await user.type(within(again).getByRole('textbox', { name: 'Motivo' }), 'Devolución');
    await user.click(within(again).getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Reembolso de 25,35 € hecho')).toBeInTheDocument();
    const all = api.find('POST', '/staff/orders/1/refunds/');
    expect(
      new Set(all.map((request) => (request.body as { idempotency_key: string }).idempotency_key))
        .size,
    ).toBe(2);
    expect(await screen.findByText('Este pedido no admite más cambios de estado.')).toBeVisible();
  });

  it('shows the server’s refusal in Spanish', async () => {
    const { user } = setup();
    server.use(
      http.post('*/shop/api/staff/orders/1/state/', () =>
        HttpResponse.json(
          {
            error: 'Un pedido en estado «Cancelado» no puede pasar a «Preparando».',
            message: 'Un pedido en estado «Cancelado» no puede pasar a «Preparando».',
            code: 'invalid_transition',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Marcar en preparación' }));
    expect(
      await within(actions()).findByText(
        'Un pedido en estado «Cancelado» no puede pasar a «Preparando».',
      ),
    ).toBeVisible();
  });

  it('says the order does not exist', async () => {
    setup({ entry: '/staff/pedidos/999' });
    expect(await screen.findByText('Ese pedido no existe.')).toBeVisible();
  });

  it('asks nothing of the shop for someone who is not staff', async () => {
    const { api } = setup({ isStaff: false });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
