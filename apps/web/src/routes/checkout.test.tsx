import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { GUEST_CART_KEY } from '../features/shop/cart-storage';
import {
  cartFixture,
  mockCheckoutApi,
  sessionCreatedFixture,
  simulatedSessionFixture,
} from '../features/checkout/testing/checkout-fixtures';
import { Landing, renderRoutes } from '../testing/render';
import CheckoutPage from './checkout';

// Stripe's embedded Checkout, mocked: what it was mounted with, and whether it was loaded at all.
const stripe = vi.hoisted(() => ({
  loaded: false,
  options: [] as unknown[],
  keys: [] as string[],
}));
vi.mock('@stripe/react-stripe-js', () => {
  stripe.loaded = true;
  return {
    EmbeddedCheckoutProvider: ({
      options,
      children,
    }: {
      options: unknown;
      children: React.ReactNode;
    }) => {
      stripe.options.push(options);
      return <div data-testid="embedded-provider">{children}</div>;
    },
    EmbeddedCheckout: () => <div>Formulario de Stripe</div>,
  };
});
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: (key: string) => {
    stripe.keys.push(key);
    return Promise.resolve(null);
  },
}));

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/return', element: <Landing name="Resultado" /> },
  { path: '/tienda', element: <Landing name="Tienda" /> },
  { path: '/carrito', element: <Landing name="Carrito" /> },
];

const guestCart = () =>
  localStorage.setItem(
    GUEST_CART_KEY,
    JSON.stringify([{ product_id: 1, quantity: 1, shelter_id: null }]),
  );

afterEach(() => {
  stripe.loaded = false;
  stripe.options.length = 0;
  stripe.keys.length = 0;
});

describe('/checkout', () => {
  it("shows 'Cargando el formulario de pago...', then the simulated test form beside the summary", async () => {
    guestCart();
    const calls = mockCheckoutApi();
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(screen.getByText('Cargando el formulario de pago...')).toBeInTheDocument();

    const form = await screen.findByRole('form', {
      name: 'Pasarela de pruebas — no se cobra nada',
    });
    expect(within(form).getByText('···· 4242')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Pagar 17,90 €' })).toBeEnabled();
    for (const outcome of [
      'Pago aceptado',
      'Tarjeta rechazada',
      'Pendiente y después pagado',
      'Sesión caducada',
    ])
      expect(within(form).getByRole('radio', { name: outcome })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Pago aceptado' })).toBeChecked();

    const summary = within(screen.getByRole('region', { name: 'Resumen del pedido' }));
    expect(summary.getByText('Collar azul')).toBeInTheDocument();
    expect(summary.getByText('4,95 €')).toBeInTheDocument();
    expect(summary.getByText('17,90 €')).toBeInTheDocument();
    expect(summary.getByText('IVA incluido')).toBeInTheDocument();

    // The guest's lines, never prices, went to the server.
    expect(calls.sessionBodies).toEqual([
      { lines: [{ product_id: 1, quantity: 1, shelter_id: null }] },
    ]);
    // Simulated mode never loads Stripe.
    expect(stripe.loaded).toBe(false);
    expect(stripe.keys).toEqual([]);
  });

  it('pays: checks the fields, sends the outcome, e-mail and address, and goes to the return address', async () => {
    guestCart();
    const calls = mockCheckoutApi();
    const { user, router } = renderRoutes(routes, { initialEntries: ['/checkout'] });
    const pay = await screen.findByRole('button', { name: 'Pagar 17,90 €' });
    await user.click(pay);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      /Este campo es obligatorio/,
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(calls.payBodies).toEqual([]);

    await user.type(screen.getByLabelText('E-mail'), 'luis@example.com');
    await user.type(screen.getByLabelText('Nombre y apellidos'), 'Luis Pérez');
    await user.type(screen.getByLabelText('Dirección'), 'Calle Sol 1');
    await user.type(screen.getByLabelText('Código postal'), '99999');
    await user.type(screen.getByLabelText('Ciudad'), 'Sevilla');
    await user.click(pay);
    expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(
      /código postal español válido/,
    );
    await user.clear(screen.getByLabelText('Código postal'));
    await user.type(screen.getByLabelText('Código postal'), '41001');
    await user.click(pay);

    await waitFor(() => expect(router.state.location.pathname).toBe('/return'));
    expect(router.state.location.search).toBe('?session_id=sim_cs_test_123');
    expect(calls.payBodies).toEqual([
      {
        outcome: 'pagado',
        email: 'luis@example.com',
        shipping: {
          name: 'Luis Pérez',
          line1: 'Calle Sol 1',
          postal_code: '41001',
          city: 'Sevilla',
          country: 'ES',
        },
      },
    ]);
  });

  it('keeps the form with "Tarjeta rechazada" when the card is declined', async () => {
    const calls = mockCheckoutApi({
      simulated: simulatedSessionFixture({ needs_shipping: false, email: 'ana@example.com' }),
      pay: () => ({ status: 'open', declined: true, return_url: null }),
    });
    const { user, router } = renderRoutes(routes, { initialEntries: ['/checkout'], session: true });
    // Signed in: the account's cart, no body; the e-mail prefilled; no address needed.
    expect(await screen.findByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.queryByLabelText('Código postal')).not.toBeInTheDocument();
    expect(calls.sessionBodies).toEqual([undefined]);
    await user.click(screen.getByRole('radio', { name: 'Tarjeta rechazada' }));
    await user.click(screen.getByRole('button', { name: 'Pagar 17,90 €' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Tarjeta rechazada/);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Pagar 17,90 €' })).toBeEnabled();
    expect(calls.payBodies).toEqual([{ outcome: 'rechazado', email: 'ana@example.com' }]);
  });

  it('mounts Stripe’s embedded Checkout with the publishable key and client secret', async () => {
    guestCart();
    mockCheckoutApi({
      session: sessionCreatedFixture({
        provider: 'stripe',
        publishable_key: 'pk_test_123',
        clientSecret: 'cs_test_abc_secret_xyz',
      }),
    });
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(await screen.findByText('Formulario de Stripe')).toBeInTheDocument();
    expect(stripe.keys).toEqual(['pk_test_123']);
    expect(stripe.options).toContainEqual({ clientSecret: 'cs_test_abc_secret_xyz' });
    expect(screen.queryByRole('form', { name: /Pasarela de pruebas/ })).not.toBeInTheDocument();
  });

  it('an empty guest cart asks nothing and leads to the shop', async () => {
    const calls = mockCheckoutApi();
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(await screen.findByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/tienda');
    expect(calls.sessionBodies).toEqual([]);
  });

  it("an account's empty cart leads to the shop too", async () => {
    mockCheckoutApi({
      cart: cartFixture({
        lines: [],
        subtotal_cents: 0,
        shipping_cents: 0,
        total_cents: 0,
        vat_cents: 0,
        needs_shipping: false,
        item_count: 0,
      }),
      session: { status: 400, error: 'Tu carrito está vacío.', code: 'cart_empty' },
    });
    renderRoutes(routes, { initialEntries: ['/checkout'], session: true });
    expect(await screen.findByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute(
      'href',
      '/tienda',
    );
  });

  it('a stock problem (409) says which and leads back to the cart', async () => {
    guestCart();
    mockCheckoutApi({
      session: {
        status: 409,
        error: 'Solo queda 1 unidad de «Collar azul».',
        code: 'out_of_stock',
      },
    });
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo queda 1 unidad de «Collar azul».',
    );
    const payment = within(screen.getByRole('region', { name: 'Pago' }));
    expect(payment.getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute(
      'href',
      '/carrito',
    );
  });

  it.each([
    [
      429,
      'Has abierto demasiados pagos en poco tiempo. Espera un poco antes de intentarlo de nuevo.',
    ],
    [502, 'No se pudo conectar con la pasarela de pago. Inténtalo de nuevo en unos minutos.'],
  ])('a %s says so and offers to retry', async (status, message) => {
    guestCart();
    const calls = mockCheckoutApi({ session: { status, error: message } });
    const { user } = renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(calls.sessionBodies).toHaveLength(2));
  });
});
