import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { ChangePasswordForm } from './change-password-form';

const renderSection = () =>
  renderRoutes([{ path: '/dashboard', element: <ChangePasswordForm /> }], {
    initialEntries: ['/dashboard'],
    session: true,
  });

const section = () => screen.getByRole('region', { name: 'Seguridad' });

describe('Seguridad', () => {
  it('never shows the password, and opens the form on the current password', async () => {
    const { user } = renderSection();
    expect(within(section()).getByText('Contraseña')).toBeInTheDocument();
    expect(within(section()).getByText('Oculta')).toBeInTheDocument();
    expect(within(section()).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Cambiar contraseña' }));
    const form = within(section()).getByRole('form', { name: 'Cambiar contraseña' });
    expect(within(form).getByLabelText('Contraseña actual')).toHaveFocus();
    expect(within(form).getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
      'Entre 8 y 15 caracteres, con al menos una mayúscula, una minúscula y un número.',
    );
    expect(within(form).getByLabelText('Repite la contraseña nueva')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('checks the spec rules and the repetition before sending anything', async () => {
    // No handler: a request would fail the test (unhandled requests are errors).
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'Antigua123');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'corta');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    const next = screen.getByLabelText('Contraseña nueva');
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        expect.stringContaining('Debe tener al menos 8 caracteres'),
      ),
    );
    expect(next).toHaveFocus();

    await user.clear(next);
    await user.type(next, 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const repeat = screen.getByLabelText('Repite la contraseña nueva');
    await waitFor(() => expect(repeat).toHaveAccessibleDescription('Las contraseñas no coinciden'));
    expect(repeat).toHaveFocus();
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the current and new password, closes the form and says it is done', async () => {
    let sent: unknown;
    server.use(
      http.post('/users/api/users/me/change-password/', async ({ request }) => {
        sent = await request.json();
        await delay(30);
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
    );
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'Antigua123');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'Nueva1234');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();

    expect(
      await within(section()).findByText(
        'Tu contraseña se ha cambiado. Hemos cerrado tus otras sesiones.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'Antigua123', new_password: 'Nueva1234' });
    expect(screen.queryByRole('form', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus();
    expect(localStorage.getItem('accessToken')).toBe('new-access');
  });

  it('puts the server message above the form when it names no field', async () => {
    server.use(
      http.post('/users/api/users/me/change-password/', () =>
        HttpResponse.json(
          { error: 'Demasiados intentos. Espera un momento.', code: 'rate_limited' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'Antigua123');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'Nueva1234');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera un momento.',
    );
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('closes without sending on Cancelar and gives focus back', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'Antigua123');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus();

    // Opening again starts empty.
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });
});
