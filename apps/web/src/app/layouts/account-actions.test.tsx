import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Landing, renderRoutes } from '../../testing/render';
import { server } from '../../testing/server';
import { MainLayout } from './main-layout';

const routes = [
  {
    element: <MainLayout />,
    children: [{ path: '/', element: <Landing name="Portada" /> }],
  },
];

const header = () => within(screen.getByRole('banner'));

describe('the header’s unread chat badge', () => {
  it('reads with the account link: "Mi cuenta, 3 mensajes sin leer"', async () => {
    server.use(
      http.get('*/chat/api/unread/', () => HttpResponse.json({ total: 3, conversations: 2 })),
    );
    renderRoutes(routes, { session: true });
    const link = await header().findByRole('link', { name: 'Mi cuenta, 3 mensajes sin leer' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(within(link).getByText('3')).toBeInTheDocument();
  });

  it('shows nothing when everything is read, and 99+ beyond 99', async () => {
    server.use(
      http.get('*/chat/api/unread/', () => HttpResponse.json({ total: 0, conversations: 0 })),
    );
    const { unmount } = renderRoutes(routes, { session: true });
    expect(await header().findByRole('link', { name: 'Mi cuenta' })).toBeInTheDocument();
    unmount();

    server.use(
      http.get('*/chat/api/unread/', () => HttpResponse.json({ total: 120, conversations: 9 })),
    );
    renderRoutes(routes, { session: true });
    const link = await header().findByRole('link', { name: 'Mi cuenta, 120 mensajes sin leer' });
    expect(within(link).getByText('99+')).toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    let asked = 0;
    server.use(
      http.get('*/chat/api/unread/', () => {
        asked += 1;
        return HttpResponse.json({ total: 0, conversations: 0 });
      }),
    );
    renderRoutes(routes);
    expect(await header().findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
