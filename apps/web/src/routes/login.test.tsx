import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../testing/server';
import { Landing, renderRoutes } from '../testing/render';
import LoginRoute from './login';
import { GuestOnly, RequireSession } from '../app/guards';

const routes = [
  { element: <GuestOnly />, children: [{ path: '/login', element: <LoginRoute /> }] },
  {
    element: <RequireSession />,
    children: [
      { path: '/dashboard', element: <Landing name="Mi cuenta" /> },
      { path: '/favoritos', element: <Landing name="Favoritos protegidos" /> },
    ],
  },
  { path: '/register', element: <Landing name="Registro" /> },
  { path: '/recuperar-contrasena', element: <Landing name="Recuperar" /> },
];

const renderLogin = () => renderRoutes(routes, { initialEntries: ['/login'] });

async function fillIn(
  user: ReturnType<typeof renderLogin>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login screen', () => {
  it('shows the title, the links and a password limited to 15 characters', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('maxLength', '15');
  });

  it('says "Correo inválido" for a malformed email', async () => {
    const { user } = renderLogin();
    await fillIn(user, 'ana@', 'Abcdefg1');
    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for at least 8 characters', async () => {
    const { user } = renderLogin();
    await fillIn(user, 'ana@example.com', 'Ab1');
    expect(await screen.findByText('Debe tener al menos 8 caracteres')).toBeInTheDocument();
  });

  it('asks for an upper-case letter, a lower-case letter and a number', async () => {
    const { user } = renderLogin();
    await fillIn(user, 'ana@example.com', 'abcdefgh');
    expect(
      await screen.findByText('Debe incluir al menos una mayúscula, una minúscula y un número'),
    ).toBeInTheDocument();
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('disables the button and says "Procesando..." while signing in, then stores the session and opens the dashboard', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let body: unknown;
    server.use(
      http.post('/users/api/login/', async ({ request }) => {
        body = await request.json();
        await released;
        return HttpResponse.json({ access: 'a-token', refresh: 'r-token' });
      }),
    );
    const { user } = renderLogin();
    await fillIn(user, 'ana@example.com', 'Abcdefg1');

    const busy = await screen.findByRole('button', { name: 'Procesando...' });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'ana@example.com', password: 'Abcdefg1' });
    expect(localStorage.getItem('accessToken')).toBe('a-token');
    expect(localStorage.getItem('refreshToken')).toBe('r-token');
    expect(localStorage.getItem('userEmail')).toBe('ana@example.com');
  });

  it("shows the server's message in a red box when the credentials are wrong", async () => {
    server.use(
      http.post('/users/api/login/', () =>
        HttpResponse.json(
          { error: 'Correo o contraseña incorrectos.', code: 'invalid_credentials' },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderLogin();
    await fillIn(user, 'ana@example.com', 'Abcdefg1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('says "Error de autenticación" when the server answers without a message', async () => {
    server.use(http.post('/users/api/login/', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderLogin();
    await fillIn(user, 'ana@example.com', 'Abcdefg1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de autenticación');
  });

  it('says "Ocurrió un error desconocido" when there is no answer at all', async () => {
    server.use(http.post('/users/api/login/', () => HttpResponse.error()));
    const { user } = renderLogin();
    await fillIn(user, 'ana@example.com', 'Abcdefg1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error desconocido');
  });

  it('goes back to the protected page that sent the user to log in', async () => {
    server.use(
      http.post('/users/api/login/', async () => {
        await delay(10);
        return HttpResponse.json({ access: 'a', refresh: 'r' });
      }),
    );
    const { user, router } = renderRoutes(routes, { initialEntries: ['/favoritos'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillIn(user, 'ana@example.com', 'Abcdefg1');
    expect(
      await screen.findByRole('heading', { name: 'Favoritos protegidos' }),
    ).toBeInTheDocument();
  });

  it('starts with the e-mail just registered (navigation state) and the focus on the password', async () => {
    renderRoutes(routes, {
      initialEntries: [{ pathname: '/login', state: { email: 'nueva@example.com' } }],
    });
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nueva@example.com');
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveFocus());
  });

  it('starts empty without it, or with something that is not an e-mail', () => {
    renderRoutes(routes, { initialEntries: [{ pathname: '/login', state: { email: 42 } }] });
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
  });
});
