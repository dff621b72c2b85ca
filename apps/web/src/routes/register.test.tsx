import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { Landing, renderRoutes } from '../testing/render';
import { authMessages } from '@huella/shared/messages/auth';
import LoginRoute from './login';
import RegisterRoute from './register';

const routes = [
  { path: '/register', element: <RegisterRoute /> },
  { path: '/login', element: <Landing name="Inicia sesión" /> },
  { path: '/legal', element: <Landing name="Legal" /> },
];

const renderRegister = () => renderRoutes(routes, { initialEntries: ['/register'] });

type User = ReturnType<typeof renderRegister>['user'];

async function fillIn(
  user: User,
  values: Partial<{
    name: string;
    email: string;
    password: string;
    confirm: string;
    terms: boolean;
  }>,
) {
  const {
    name = 'Ana',
    email = 'ana@example.com',
    password = 'Abcdefg1',
    confirm = password,
    terms = true,
  } = values;
  if (name) await user.type(screen.getByLabelText('Nombre'), name);
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
  if (terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('register screen', () => {
  it('shows the title, the terms link to /legal and a link to /login', () => {
    renderRegister();
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Únete a nuestra comunidad!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'términos y condiciones y la política de privacidad' }),
    ).toHaveAttribute('href', '/legal');
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('maxLength', '15');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('maxLength', '15');
  });

  it('shows every validation message beside its field', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(errorOf('Nombre')).toBe('Este campo es obligatorio');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Debes aceptar los términos');
  });

  it('checks the email and both password rules', async () => {
    const { user } = renderRegister();
    await fillIn(user, { email: 'ana@', password: 'Ab1', confirm: 'Ab1' });
    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
    expect(errorOf('Contraseña')).toBe('Debe tener al menos 8 caracteres');

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(errorOf('Contraseña')).toBe(
        'Debe incluir al menos una mayúscula, una minúscula y un número',
      ),
    );
  });

  it('shows the mismatch on the confirm field', async () => {
    const { user } = renderRegister();
    await fillIn(user, { password: 'Abcdefg1', confirm: 'Abcdefg2' });
    await waitFor(() =>
      expect(errorOf('Confirmar contraseña')).toBe('Las contraseñas no coinciden'),
    );
    expect(errorOf('Contraseña')).toBeUndefined();
  });

  // The bar itself takes 2.5 s by design.
  it(
    'registers, toasts, runs the progress bar down and goes to /login',
    { timeout: 15_000 },
    async () => {
      let body: unknown;
      server.use(
        http.post('/users/api/users/', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ id: 1 }, { status: 201 });
        }),
      );
      const { user, router } = renderRegister();
      await fillIn(user, {});

      // The toast and the success box both say it.
      await waitFor(() => expect(screen.getAllByText('¡Registro completado!')).toHaveLength(2));
      const bar = screen.getByRole('progressbar', { name: 'Te llevamos al inicio de sesión…' });
      const start = Number(bar.getAttribute('aria-valuenow'));
      expect(start).toBeLessThanOrEqual(100);
      await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(start));
      expect(body).toEqual({
        first_name: 'Ana',
        last_name: '',
        email: 'ana@example.com',
        password: 'Abcdefg1',
      });

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
      // The router's state moves first; React renders the new page right after.
      expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    },
  );

  it("shows the server's duplicate-email message in a red box and the error toast", async () => {
    server.use(
      http.post('/users/api/users/', () =>
        HttpResponse.json(
          {
            error: 'Ya existe una cuenta con este correo electrónico.',
            code: 'email_taken',
            fields: { email: ['Ya existe una cuenta con este correo electrónico.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fillIn(user, {});
    const alerts = await screen.findAllByRole('alert');
    expect(
      alerts.some(
        (alert) => alert.textContent === 'Ya existe una cuenta con este correo electrónico.',
      ),
    ).toBe(true);
    expect(await screen.findByText('Error en el registro')).toBeInTheDocument();
  });

  it('says "Ocurrió un error durante el registro" when the server gives no message', async () => {
    server.use(http.post('/users/api/users/', () => HttpResponse.error()));
    const { user } = renderRegister();
    await fillIn(user, {});
    const form = screen.getByRole('button', { name: 'Crear cuenta' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ocurrió un error durante el registro',
    );
  });

  it('says what the data is for, with a link to the privacy policy', () => {
    renderRegister();
    const form = screen.getByRole('button', { name: 'Crear cuenta' }).closest('form')!;
    expect(
      within(form).getByText(/Tratamos tus datos para crear y gestionar tu cuenta/),
    ).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal#privacidad',
    );
  });

  it(
    'opens the login with the new e-mail filled in and the password to type, never stored',
    { timeout: 15_000 },
    async () => {
      server.use(
        http.post('/users/api/users/', () => HttpResponse.json({ id: 1 }, { status: 201 })),
      );
      const { user, router } = renderRoutes(
        [
          { path: '/register', element: <RegisterRoute /> },
          { path: '/login', element: <LoginRoute /> },
        ],
        { initialEntries: ['/register'] },
      );
      await fillIn(user, { email: 'nueva@example.com' });
      await screen.findByRole('progressbar');
      // The success box's own link (the card's footer has another, to a blank login).
      await user.click(screen.getAllByRole('link', { name: 'Inicia sesión' })[0]!);

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nueva@example.com');
      const password = screen.getByLabelText('Contraseña');
      expect(password).toHaveValue('');
      await waitFor(() => expect(password).toHaveFocus());
      expect(router.state.location.search).toBe('');
      expect(JSON.stringify({ ...localStorage })).not.toContain('nueva@example.com');
    },
  );

  it('explains a registration limit of a shared connection in Spanish', async () => {
    server.use(
      http.post('/users/api/users/', () =>
        HttpResponse.json(
          {
            error: authMessages.register.tooMany,
            message: authMessages.register.tooMany,
            code: 'too_many_requests',
          },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ),
    );
    const { user } = renderRegister();
    await fillIn(user, {});
    const form = screen.getByRole('button', { name: 'Crear cuenta' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(authMessages.register.tooMany);
  });
});
