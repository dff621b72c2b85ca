import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate, Outlet } from 'react-router';
import { delay, http, HttpResponse } from 'msw';
import { useSession } from '../../../lib/session';
import { server } from '../../../testing/server';
import { Landing, renderRoutes } from '../../../testing/render';
import { DataRightsSection } from './data-rights-section';

const routes = [
  { path: '/dashboard', element: <DataRightsSection /> },
  { path: '/', element: <Landing name="Inicio" /> },
  { path: '/legal', element: <Landing name="Aviso legal y privacidad" /> },
];

const renderSection = () => renderRoutes(routes, { initialEntries: ['/dashboard'], session: true });

const EXPORT = {
  generated_at: '2026-01-15T10:07:00.000Z',
  account: { id: 7, email: 'ana@example.com' },
  sessions: { active: 1 },
};

describe('Tus datos', () => {
  it('explains what is kept and links to the privacy policy', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Tus datos' });
    expect(within(section).getByText(/Guardamos los datos de tu cuenta/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal#privacidad',
    );
  });

  describe('Descargar mis datos', () => {
    let saved: { blob: Blob; name: string } | undefined;
    beforeEach(() => {
      saved = undefined;
      // jsdom has no object URLs and does not download: record what would be saved.
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = vi.fn((blob: Blob) => {
        const url = `blob:huella/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved = { blob: blobs.get(this.href)!, name: this.download };
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('fetches the export with the bearer token and saves it as huella-mis-datos.json', async () => {
      let authorization: string | null = null;
      // The answer waits until the test has seen the busy button: a fixed delay
      // could end before a loaded machine gets to look.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.get('/users/api/users/me/export/', async ({ request }) => {
          authorization = request.headers.get('authorization');
          await answered;
          return HttpResponse.json(EXPORT, {
            headers: { 'content-disposition': 'attachment; filename="huella-mis-datos.json"' },
          });
        }),
      );
      const { user } = renderSection();
      await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
      expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
      answer();

      await waitFor(() => expect(saved).toBeDefined());
      expect(authorization).toBe('Bearer access-token');
      expect(saved!.name).toBe('huella-mis-datos.json');
      expect(saved!.blob.type).toBe('application/json');
      expect(JSON.parse(await saved!.blob.text())).toEqual(EXPORT);
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:huella/0'));
      expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
    });

    it('says so when the download fails', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      server.use(
        http.get('/users/api/users/me/export/', () =>
          HttpResponse.json({ error: 'Fallo', code: 'internal_error' }, { status: 500 }),
        ),
      );
      const { user } = renderSection();
      await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
      expect(
        await screen.findByText(
          'No se pudieron descargar tus datos. Por favor, inténtalo de nuevo más tarde.',
        ),
      ).toBeInTheDocument();
      expect(saved).toBeUndefined();
      expect(warn).toHaveBeenCalled();
    });
  });

  describe('Eliminar cuenta', () => {
    async function openAndSubmit(user: ReturnType<typeof renderSection>['user'], password: string) {
      await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
      const form = screen.getByRole('form', { name: 'Eliminar mi cuenta' });
      expect(form).toHaveAccessibleDescription(
        /Esta acción es definitiva y no se puede deshacer\./,
      );
      const field = within(form).getByLabelText('Tu contraseña');
      expect(field).toHaveFocus();
      await user.type(field, password);
      await user.click(within(form).getByRole('button', { name: 'Eliminar cuenta' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar cuenta' });
      expect(dialog).toHaveAccessibleDescription(
        '¿Seguro que quieres eliminar tu cuenta de Huella? Perderás todos tus datos y no podrás recuperarla.',
      );
      return dialog;
    }

    it('deletes the account after the password and a confirmation, clears the session and goes home', async () => {
      let sent: unknown;
      let authorization: string | null = null;
      server.use(
        http.delete('/users/api/users/me/', async ({ request }) => {
          sent = await request.json();
          authorization = request.headers.get('authorization');
          await delay(50);
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const { user, queryClient } = renderSection();
      queryClient.setQueryData(['users', 'me', 'ana@example.com'], { id: 7 });

      const dialog = await openAndSubmit(user, 'Huella123');
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();

      expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
      expect(await screen.findByText('Tu cuenta se ha eliminado.')).toBeInTheDocument();
      expect(sent).toEqual({ password: 'Huella123' });
      expect(authorization).toBe('Bearer access-token');
      expect(localStorage.getItem('accessToken')).toBeNull();
      expect(localStorage.getItem('refreshToken')).toBeNull();
      expect(localStorage.getItem('userEmail')).toBeNull();
      expect(queryClient.getQueryData(['users', 'me', 'ana@example.com'])).toBeUndefined();
    });

    it('goes home, not to /login, when /dashboard is behind the session guard', async () => {
      server.use(
        http.delete('/users/api/users/me/', () => new HttpResponse(null, { status: 204 })),
      );
      // The app's guard (app/guards.tsx), which features may not import: no session, off to /login.
      function RequireSession() {
        return useSession().isAuthenticated ? <Outlet /> : <Navigate to="/login" replace />;
      }
      const { user, router } = renderRoutes(
        [
          {
            element: <RequireSession />,
            children: [{ path: '/dashboard', element: <DataRightsSection /> }],
          },
          { path: '/', element: <Landing name="Inicio" /> },
          { path: '/login', element: <Landing name="Inicia sesión" /> },
        ],
        { initialEntries: ['/dashboard'], session: true },
      );
      const dialog = await openAndSubmit(user, 'Huella123');
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByText('Tu cuenta se ha eliminado.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(localStorage.getItem('accessToken')).toBeNull();
    });

    it('shows a wrong password on its field and keeps the session', async () => {
      server.use(
        http.delete('/users/api/users/me/', () =>
          HttpResponse.json(
            {
              error: 'La contraseña no es correcta.',
              code: 'wrong_password',
              fields: { password: ['La contraseña no es correcta.'] },
            },
            { status: 400 },
          ),
        ),
      );
      const { user, router } = renderSection();
      const dialog = await openAndSubmit(user, 'Mala12345');
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

      const field = screen.getByLabelText('Tu contraseña');
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('La contraseña no es correcta.'),
      );
      expect(field).toHaveFocus();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(localStorage.getItem('accessToken')).toBe('access-token');
    });

    it('sends nothing when the confirmation is cancelled, and the form can be closed', async () => {
      const { user } = renderSection();
      const dialog = await openAndSubmit(user, 'Huella123');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      // No DELETE handler: a request would fail the test (unhandled requests are errors).

      await user.click(
        within(screen.getByRole('form', { name: 'Eliminar mi cuenta' })).getByRole('button', {
          name: 'Cancelar',
        }),
      );
      expect(screen.queryByRole('form', { name: 'Eliminar mi cuenta' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toHaveFocus();
    });

    it('asks for the password before anything else', async () => {
      const { user } = renderSection();
      await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
      const form = screen.getByRole('form', { name: 'Eliminar mi cuenta' });
      await user.click(within(form).getByRole('button', { name: 'Eliminar cuenta' }));
      expect(await within(form).findByLabelText('Tu contraseña')).toHaveAccessibleDescription(
        'Este campo es obligatorio',
      );
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });
});
