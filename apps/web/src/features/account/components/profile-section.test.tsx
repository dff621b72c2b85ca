import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { PaymentMethod } from '@huella/shared/schemas/shop';
import type { User } from '@huella/shared/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { server } from '../../../testing/server';
import { renderRoutes, TEST_SESSION } from '../../../testing/render';
import { ProfileSection } from './profile-section';
import { userFixture } from '../../../testing/fixtures';

const ana = userFixture();

/** As in Mi cuenta, the section shows the cached user, which every save replaces. */
function CachedUser() {
  const me = useQuery({
    queryKey: queryKeys.me(TEST_SESSION.email),
    queryFn: () => api<User>('/users/api/users/me/'),
  });
  return me.data ? <ProfileSection user={me.data} /> : null;
}

async function renderSection(user: User = ana, paymentMethod: PaymentMethod = null) {
  server.use(http.get('/users/api/users/me/', () => HttpResponse.json(user)));
  // The card of the last shop payment (issue 16), none unless a test says so.
  server.use(http.get('/shop/api/payment-method/', () => HttpResponse.json(paymentMethod)));
  const rendered = renderRoutes([{ path: '/dashboard', element: <CachedUser /> }], {
    initialEntries: ['/dashboard'],
    session: true,
  });
  await screen.findByRole('region', { name: 'Datos de la cuenta' });
  return rendered;
}

const account = () => screen.getByRole('region', { name: 'Datos de la cuenta' });

describe('Cuenta', () => {
  it("shows the last payment's card, masked, as the payment method", async () => {
    await renderSection(ana, {
      brand: 'visa',
      last4: '4242',
      label: 'Visa ···· 4242',
      used_at: '2026-11-20T10:00:00.000Z',
    });
    const view = within(account());
    expect(await view.findByText('Visa ···· 4242')).toBeVisible();
    expect(view.getByText('Usada en tu último pago, el 20 de noviembre de 2026.')).toBeVisible();
    expect(view.queryByText(/Aún no tienes ningún método de pago/)).not.toBeInTheDocument();
  });

  it('shows every field in view mode, with "Sin indicar" for the empty ones', async () => {
    await renderSection({ ...ana, city: 'Sevilla', country: 'España' });
    const view = within(account());
    for (const label of ['Nombre', 'Apellido', 'E-mail', 'Teléfono', 'Dirección', 'CP'])
      expect(view.getAllByText(label).length).toBeGreaterThan(0);
    expect(view.getByText('Sevilla')).toBeInTheDocument();
    expect(view.getByText('España')).toBeInTheDocument();
    // Teléfono, Dirección, CP, Web, Instagram, Facebook.
    expect(view.getAllByText('Sin indicar')).toHaveLength(6);
    expect(view.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it(
    'takes a Portuguese postcode with its dash, and offers the number pad only where postcodes are digits',
    { timeout: 20_000 },
    async () => {
      let sent: Record<string, unknown> | undefined;
      server.use(
        http.put('/users/api/users/me/', async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ ...ana, ...sent });
        }),
      );
      const { user } = await renderSection();
      await user.click(screen.getByRole('button', { name: 'Editar perfil' }));
      expect(screen.getByLabelText('Nombre')).toHaveFocus();
      const postcode = screen.getByLabelText('CP');
      expect(postcode).toHaveAttribute('inputmode', 'text');
      await user.selectOptions(screen.getByLabelText('País'), 'Francia');
      expect(postcode).toHaveAttribute('inputmode', 'numeric');

      await user.type(postcode, '1000-100');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(postcode).toHaveAccessibleDescription(
          'El código postal de Francia tiene 5 cifras, por ejemplo 75001.',
        ),
      );
      expect(sent).toBeUndefined();

      await user.selectOptions(screen.getByLabelText('País'), 'Portugal');
      expect(postcode).toHaveAttribute('inputmode', 'text');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(sent).toMatchObject({ postcode: '1000-100', country: 'Portugal' }),
      );
      expect(await within(account()).findByText('1000-100')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Editar perfil' })).toHaveFocus();
    },
  );

  it('keeps keyboard focus on "Cambiar foto" once the photo is removed', async () => {
    const withPhoto = { ...ana, avatar: 'media/avatars/a-400.webp' };
    server.use(
      http.delete('/users/api/users/me/avatar/', async () => {
        await delay(30);
        return HttpResponse.json(ana);
      }),
    );
    const { user } = await renderSection(withPhoto);
    const photo = within(await screen.findByRole('region', { name: 'Foto de perfil' }));
    expect(photo.getByRole('img', { name: 'Foto de perfil de Ana' })).toBeInTheDocument();
    await user.click(photo.getByRole('button', { name: 'Quitar foto' }));
    expect(await screen.findByText('Tu foto se ha quitado.')).toBeInTheDocument();
    expect(photo.queryByRole('button', { name: 'Quitar foto' })).not.toBeInTheDocument();
    expect(photo.queryByRole('img')).not.toBeInTheDocument();
    await waitFor(() => expect(photo.getByRole('button', { name: 'Cambiar foto' })).toHaveFocus());
  });
});
