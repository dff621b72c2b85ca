import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import { Landing, renderRoutes } from '../../../testing/render';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Salir
    </button>
  );
}

const routes = [
  { path: '/dashboard', element: <LogoutButton /> },
  { path: '/login', element: <Landing name="Inicia sesión" /> },
];

describe('useLogout', () => {
  it('asks first, revokes the refresh token, clears the session, says goodbye and goes to /login', async () => {
    let body: unknown;
    server.use(
      http.post('/users/api/logout/', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/dashboard'], session: true });
    await user.click(screen.getByRole('button', { name: 'Salir' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cerrar sesión' });
    expect(dialog).toHaveAccessibleDescription('¿Seguro que quieres cerrar sesión?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(await screen.findByText('¡Hasta pronto!')).toBeInTheDocument();
    expect(body).toEqual({ refresh: 'refresh-token' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
  });

  it('keeps the session when the user cancels', async () => {
    const { user } = renderRoutes(routes, { initialEntries: ['/dashboard'], session: true });
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('accessToken')).toBe('access-token');
    expect(screen.getByRole('button', { name: 'Salir' })).toHaveFocus();
  });

  it('still signs out locally when the server call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('/users/api/logout/', () => HttpResponse.error()));
    const { user } = renderRoutes(routes, { initialEntries: ['/dashboard'], session: true });
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
