import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockOrderApi, orderFixture } from '../features/checkout/testing/checkout-fixtures';
import { renderRoutes } from '../testing/render';
import OrderPage from './order';

const open = (path: string, session = true) =>
  renderRoutes([{ path: '/pedidos/:id', element: <OrderPage /> }], {
    initialEntries: [path],
    session,
  });

describe('/pedidos/{id}', () => {
  it('shows the order: code, state, lines, totals with IVA, payment, address and history', async () => {
    mockOrderApi();
    open('/pedidos/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido HU-000042' }),
    ).toBeVisible();
    expect(document.title).toBe('Pedido HU-000042 · Huella');
    expect(screen.getByText('Pagado')).toBeVisible();

    const lines = within(screen.getByRole('region', { name: 'Productos' }));
    expect(lines.getByText('Collar azul')).toBeVisible();
    expect(
      lines.getByRole('img', { name: 'Collar de nailon azul con chapa de huella' }),
    ).toBeVisible();
    expect(lines.getByText('1 × 12,95 €')).toBeVisible();
    expect(lines.getByText('4,95 €')).toBeVisible();
    expect(lines.getByText('3,11 €')).toBeVisible();
    expect(lines.getByText('IVA incluido en el total')).toBeVisible();
    expect(lines.getByText('17,90 €')).toBeVisible();

    const payment = within(screen.getByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Visa ···· 4242')).toBeVisible();
    expect(payment.getByText('ana@example.com')).toBeVisible();
    const address = within(screen.getByRole('region', { name: 'Dirección de envío' }));
    expect(address.getByText(/Calle Luna 3/)).toBeVisible();
    expect(address.getByText(/28001 Madrid/)).toBeVisible();

    const history = within(screen.getByRole('region', { name: 'Historial del pedido' }));
    expect(history.getByText('Pago confirmado con tarjeta ···· 4242')).toBeVisible();
    expect(history.getByText('Correo de confirmación enviado')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Desistir' })).not.toBeInTheDocument();
  });

  it("sends the mail's clave, and shows a donation's shelter and the refunds", async () => {
    const calls = mockOrderApi(
      orderFixture({
        state: 'reembolsado_parcial',
        refunded_cents: 495,
        lines: [
          {
            product_id: 9,
            name: 'Donación de 10 €',
            kind: 'donacion',
            shelter_name: 'Protectora Sol',
            unit_price_cents: 1000,
            vat_rate: 0,
            quantity: 1,
            line_total_cents: 1000,
            image: null,
          },
        ],
        refunds: [
          {
            id: 3,
            amount_cents: 495,
            reason: 'Envío cobrado de más',
            state: 'completado',
            created_at: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
    );
    open('/pedidos/42?clave=abc123', false);
    expect(await screen.findByText('Donación para Protectora Sol')).toBeVisible();
    expect(screen.getByText('Reembolsado en parte')).toBeVisible();
    const refunds = within(screen.getByRole('region', { name: 'Reembolsos' }));
    expect(refunds.getByText('Envío cobrado de más')).toBeVisible();
    expect(refunds.getByText('4,95 €')).toBeVisible();
    expect(calls.urls[0]).toMatch(/\/shop\/api\/orders\/42\/\?clave=abc123$/);
  });

  it('"Desistir" opens a dialog, sends the message and then shows the request', async () => {
    const calls = mockOrderApi(
      orderFixture({
        state: 'entregado',
        delivered_at: '2026-11-22T10:00:00.000Z',
        withdrawal_until: '2026-12-06T10:00:00.000Z',
        can_withdraw: true,
      }),
    );
    const { user } = open('/pedidos/42');
    expect(
      await screen.findByText(
        'Puedes desistir de este pedido sin dar explicaciones hasta el 6 de diciembre de 2026.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Desistir' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desistir del pedido' }));
    await user.type(dialog.getByLabelText('Mensaje (opcional)'), 'No le queda bien a mi perra.');
    await user.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(calls.withdrawals).toEqual([{ message: 'No le queda bien a mi perra.' }]),
    );
    expect(await screen.findByText('Solicitud enviada el 24 de noviembre de 2026')).toBeVisible();
    expect(screen.getByText('No le queda bien a mi perra.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Desistir' })).not.toBeInTheDocument();
  });

  it('a guest with the clave is told how to withdraw instead of a button that needs the account', async () => {
    mockOrderApi(orderFixture({ state: 'entregado', can_withdraw: true }));
    open('/pedidos/42?clave=abc123', false);
    expect(await screen.findByText(/Para desistir, entra en la cuenta/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Desistir' })).not.toBeInTheDocument();
  });

  it('an unknown order (or someone else’s): "Pedido no encontrado"', async () => {
    mockOrderApi('missing');
    open('/pedidos/99');
    expect(await screen.findByRole('heading', { name: 'Pedido no encontrado' })).toBeVisible();
  });

  it('an address that is no order id asks nothing', async () => {
    const calls = mockOrderApi();
    open('/pedidos/abc');
    expect(await screen.findByRole('heading', { name: 'Pedido no encontrado' })).toBeVisible();
    expect(calls.urls).toEqual([]);
  });
});
