import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { Landing, renderRoutes } from '../testing/render';
import PasswordResetConfirmRoute from './password-reset-confirm';
import PasswordResetRequestRoute from './password-reset-request';

const routes = [
  { path: '/recuperar-contrasena', element: <PasswordResetRequestRoute /> },
  { path: '/recuperar-contrasena/nueva', element: <PasswordResetConfirmRoute /> },
  { path: '/login', element: <Landing name="Inicia sesión" /> },
];

describe('password reset request', () => {
  it('always answers with the neutral message', async () => {
    let sent: unknown;
    server.use(
      http.post('/users/api/password-reset/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'ok' }, { status: 202 });
      }),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/recuperar-contrasena'] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(/^Si existe una cuenta con ese correo/)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'nadie@example.com' });
  });

  it('checks the email before sending', async () => {
    const { user } = renderRoutes(routes, { initialEntries: ['/recuperar-contrasena'] });
    await user.type(screen.getByLabelText('Correo electrónico'), 'nadie@');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
  });

  it('shows the rate-limit message', async () => {
    server.use(
      http.post('/users/api/password-reset/', () =>
        HttpResponse.json(
          {
            error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
            code: 'too_many_requests',
          },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/recuperar-contrasena'] });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
  });
});

describe('new password from the emailed link', () => {
  const open = (search: string) =>
    renderRoutes(routes, { initialEntries: [`/recuperar-contrasena/nueva${search}`] });

  async function submit(
    user: ReturnType<typeof open>['user'],
    password: string,
    confirm = password,
  ) {
    await user.type(screen.getByLabelText('Contraseña nueva'), password);
    await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  }

  it('sets the new password and points to the login', async () => {
    let sent: unknown;
    server.use(
      http.post('/users/api/password-reset/confirm/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { user } = open('?token=abc123');
    await submit(user, 'Nueva1234');
    expect(
      await screen.findByText('Tu contraseña se ha cambiado. Ya puedes iniciar sesión.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Volver a iniciar sesión' })[0]).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sent).toEqual({ token: 'abc123', password: 'Nueva1234' });
  });

  it('applies the password rules and the mismatch check', async () => {
    const { user } = open('?token=abc123');
    await submit(user, 'Nueva1234', 'Nueva12345');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('explains an invalid or expired link and offers a new one', async () => {
    server.use(
      http.post('/users/api/password-reset/confirm/', () =>
        HttpResponse.json({ error: 'El enlace no vale.', code: 'invalid_token' }, { status: 400 }),
      ),
    );
    const { user } = open('?token=caducado');
    await submit(user, 'Nueva1234');
    expect(
      await screen.findByText(
        'El enlace para restablecer la contraseña no es válido o ha caducado.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    );
  });

  it('says so when the link has no token', () => {
    open('');
    expect(
      screen.getByText('Falta el enlace de recuperación. Solicita uno nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña nueva')).not.toBeInTheDocument();
  });
});
