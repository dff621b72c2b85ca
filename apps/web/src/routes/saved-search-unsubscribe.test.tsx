import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import SavedSearchUnsubscribe from './saved-search-unsubscribe';

const renderAt = (url: string) =>
  renderRoutes([{ path: '/busquedas/baja', element: <SavedSearchUnsubscribe /> }], {
    initialEntries: [url],
  });

describe('saved search alerts: the unsubscribe page', () => {
  it('does nothing until the reader confirms, then stops the alerts of that search', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post('*/users/api/saved-searches/unsubscribe/', ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json({ detail: 'Has dejado de recibir avisos de esta búsqueda.' });
      }),
    );
    const { user } = renderAt('/busquedas/baja?token=tok%2B1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dejar de recibir avisos' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/La búsqueda sigue guardada en Mi cuenta/)).toBeInTheDocument();
    expect(tokens).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Dejar de recibir avisos' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Avisos detenidos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Has dejado de recibir avisos de esta búsqueda.',
    );
    expect(tokens).toEqual(['tok+1']);
  });

  it('shows the error of an unknown link', async () => {
    server.use(
      http.post('*/users/api/saved-searches/unsubscribe/', () =>
        HttpResponse.json(
          {
            error:
              'El enlace para dejar de recibir avisos no es válido o esa búsqueda ya no existe.',
            code: 'not_found',
          },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderAt('/busquedas/baja?token=malo');
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir avisos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('esa búsqueda ya no existe');
    expect(
      screen.getByRole('heading', { level: 1, name: 'No hemos podido detener los avisos' }),
    ).toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    renderAt('/busquedas/baja');
    expect(screen.getByRole('alert')).toHaveTextContent('Falta el enlace para dejar de recibir');
    expect(
      screen.queryByRole('button', { name: 'Dejar de recibir avisos' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
