import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import { Providers, createQueryClient } from '../app/providers';
import NewsletterConfirm from './newsletter-confirm';

const route = [{ path: '/newsletter/confirmar', element: <NewsletterConfirm /> }];
const renderAt = (url: string) => renderRoutes(route, { initialEntries: [url] });

describe('newsletter confirmation page', () => {
  it('confirms once on arrival, even when React runs effects twice, and says so', async () => {
    const tokens: string[] = [];
    server.use(
      http.post('*/newsletter/api/subscribers/confirm/', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return HttpResponse.json({ detail: 'Suscripción confirmada.' });
      }),
    );
    // The app runs under StrictMode, which mounts every effect twice in development.
    const router = createMemoryRouter(route, {
      initialEntries: ['/newsletter/confirmar?token=abc123'],
    });
    render(
      <StrictMode>
        <Providers queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Confirmando tu suscripción...');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Suscripción confirmada!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(tokens).toEqual(['abc123']);
  });

  it('shows why a bad link did not work', async () => {
    server.use(
      http.post('*/newsletter/api/subscribers/confirm/', () =>
        HttpResponse.json(
          { error: 'El enlace no es válido o ha caducado.', code: 'invalid_token' },
          { status: 400 },
        ),
      ),
    );
    renderAt('/newsletter/confirmar?token=caducado');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No hemos podido confirmar tu suscripción',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido o ha caducado.');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('explains a link without a token, without calling the server', () => {
    renderAt('/newsletter/confirmar');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Falta el enlace de confirmación. Abre el enlace del correo que te enviamos.',
    );
  });
});
