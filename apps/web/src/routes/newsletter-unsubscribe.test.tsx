import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import NewsletterUnsubscribe from './newsletter-unsubscribe';

const renderAt = (url: string) =>
  renderRoutes([{ path: '/newsletter/baja', element: <NewsletterUnsubscribe /> }], {
    initialEntries: [url],
  });

describe('newsletter unsubscribe page', () => {
  it('does nothing until the reader confirms, then unsubscribes', async () => {
    const tokens: string[] = [];
    server.use(
      http.post('*/newsletter/api/subscribers/unsubscribe/', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return HttpResponse.json({ detail: 'Baja completada.' });
      }),
    );
    const { user } = renderAt('/newsletter/baja?token=tok-1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Darse de baja de la newsletter' }),
    ).toBeInTheDocument();
    expect(tokens).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Te has dado de baja' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ya no recibirás más correos de nuestra newsletter.',
    );
    expect(tokens).toEqual(['tok-1']);
  });

  it('shows the error of a bad link', async () => {
    server.use(
      http.post('*/newsletter/api/subscribers/unsubscribe/', () =>
        HttpResponse.json(
          { error: 'El enlace no es válido o ha caducado.', code: 'invalid_token' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAt('/newsletter/baja?token=malo');
    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace no es válido o ha caducado.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'No hemos podido darte de baja' }),
    ).toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    renderAt('/newsletter/baja');
    expect(screen.getByRole('alert')).toHaveTextContent('Falta el enlace para darte de baja.');
    expect(screen.queryByRole('button', { name: 'Darme de baja' })).not.toBeInTheDocument();
  });
});
