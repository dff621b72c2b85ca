import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { GUEST_CART_KEY } from '../features/shop/cart-storage';
import {
  mockSessionStatus,
  sessionStatusFixture,
} from '../features/checkout/testing/checkout-fixtures';
import { Landing, renderRoutes } from '../testing/render';
import CheckoutReturnPage from './checkout-return';

const routes = [
  { path: '/return', element: <CheckoutReturnPage /> },
  { path: '/', element: <Landing name="Inicio" /> },
  { path: '/checkout', element: <Landing name="Pago" /> },
];
const open = (path: string, session = false) =>
  renderRoutes(routes, { initialEntries: [path], session });

afterEach(() => vi.useRealTimers());

describe('/return', () => {
  it("without session_id: 'No se pudo encontrar la sesión de pago.'", async () => {
    open('/return');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo encontrar la sesión de pago.',
    );
  });

  it('complete: thanks, the mail, the order, the guest cart emptied, then home', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ product_id: 1, quantity: 1 }]));
    const asked = mockSessionStatus([sessionStatusFixture()]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = open('/return?session_id=sim_cs_1', true);
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
    expect(
      screen.getByText('Te hemos enviado un correo de confirmación a ana@example.com.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute(
      'href',
      '/pedidos/42',
    );
    expect(screen.getByText('Te llevaremos a la página de inicio en 10 segundos.')).toBeVisible();
    expect(asked).toEqual(['sim_cs_1']);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    // A second at a time, as the countdown ticks.
    for (let second = 0; second < 11; second += 1)
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe('/');
  });

  it("pending: 'Verificando el estado de tu pago...' with a word on Bizum, until it completes", async () => {
    mockSessionStatus([
      sessionStatusFixture({ status: 'pending' }),
      sessionStatusFixture({ status: 'pending' }),
      sessionStatusFixture(),
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open('/return?session_id=sim_cs_2');
    expect(await screen.findByText(/Bizum o por transferencia/)).toBeVisible();
    expect(screen.getByText('Verificando el estado de tu pago...')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
    // A guest reads the way to the order in the mail, not through a link that needs the account.
    expect(screen.queryByRole('link', { name: 'Ver el pedido' })).not.toBeInTheDocument();
  });

  it('the way home can be stopped (WCAG 2.2.1)', async () => {
    mockSessionStatus([sessionStatusFixture()]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, user } = open('/return?session_id=sim_cs_5');
    await user.click(await screen.findByRole('button', { name: 'Quedarme en esta página' }));
    expect(screen.getByText('Te quedas en esta página.')).toBeVisible();
    for (let second = 0; second < 11; second += 1)
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe('/return');
  });

  it('open: back to /checkout', async () => {
    mockSessionStatus([sessionStatusFixture({ status: 'open', customer_email: null })]);
    const { router } = open('/return?session_id=sim_cs_3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it.each([
    ['expired', sessionStatusFixture({ status: 'expired' })],
    ['error', sessionStatusFixture({ status: 'error' })],
    ['an unknown session', 404],
  ] as const)('%s: the problem, with a way to write to us', async (_, answer) => {
    mockSessionStatus([answer]);
    open('/return?session_id=sim_cs_4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al verificar el pago. Por favor, contáctanos.',
    );
    expect(screen.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  });
});
