import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockOrdersApi, orderSummaryFixture } from '../../checkout/testing/checkout-fixtures';
import { Landing, renderRoutes } from '../../../testing/render';
import { PaymentsSection } from './payments-section';

const orders = Array.from({ length: 7 }, (_, index) =>
  orderSummaryFixture({
    id: 100 - index,
    code: `HU-${String(100 - index).padStart(6, '0')}`,
    paid_at: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
  }),
);

const open = () =>
  renderRoutes(
    [
      { path: '/dashboard', element: <PaymentsSection /> },
      { path: '/pedidos/:id', element: <Landing name="Pedido" /> },
    ],
    { initialEntries: ['/dashboard'], session: true },
  );

describe('Mi cuenta → Pagos', () => {
  it('shows 3 real payments with card mask and date, then 3 more per "Pagos anteriores"', async () => {
    const pages = mockOrdersApi(orders);
    const { user, router } = open();
    const list = await screen.findByRole('list', { name: 'Tus pagos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const first = within(list).getByRole('link', { name: /HU-000100/ });
    expect(first).toHaveTextContent('Visa ···· 4242');
    expect(first).toHaveTextContent('20 nov 2026');
    expect(first).toHaveTextContent('17,90 €');
    expect(first).toHaveTextContent('Pagado');

    await user.click(screen.getByRole('button', { name: 'Pagos anteriores' }));
    await screen.findByRole('link', { name: /HU-000095/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Pagos anteriores' }));
    await screen.findByRole('link', { name: /HU-000094/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Pagos anteriores' })).not.toBeInTheDocument();
    expect(pages).toEqual(['?page=1&page_size=3', '?page=2&page_size=3', '?page=3&page_size=3']);

    await user.click(first);
    expect(router.state.location.pathname).toBe('/pedidos/100');
  });

  it('keeps the empty state when nothing was bought', async () => {
    mockOrdersApi([]);
    open();
    expect(await screen.findByText('Aún no has realizado ningún pago.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/tienda');
    expect(screen.queryByRole('button', { name: 'Pagos anteriores' })).not.toBeInTheDocument();
  });
});
