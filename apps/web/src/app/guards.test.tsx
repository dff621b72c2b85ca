import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Landing, renderRoutes } from '../testing/render';
import { GuestOnly, RequireSession } from './guards';

const routes = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <Landing name="Inicia sesión" /> },
      { path: '/register', element: <Landing name="Registro" /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [{ path: '/dashboard', element: <Landing name="Mi cuenta" /> }],
  },
];

describe('route guards', () => {
  it('sends a guest from /dashboard to /login, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });

  it('lets a signed-in user into /dashboard', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard'], session: true });
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('sends a signed-in user from %s to /dashboard', async (path) => {
    const { router } = renderRoutes(routes, { initialEntries: [path], session: true });
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
