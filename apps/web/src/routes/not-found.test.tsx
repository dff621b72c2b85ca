import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../testing/render';
import NotFound from './not-found';
import UnderConstruction from './under-construction';

describe('not-found page', () => {
  it('says "Página no encontrada" in Spanish with a way back home', async () => {
    renderRoutes([{ path: '*', element: <NotFound /> }], { initialEntries: ['/esto-no-existe'] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe o se ha movido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Huella'));
  });
});

describe('under-construction page', () => {
  it('says the section is being built, with a way back home', () => {
    renderRoutes([{ path: '/cuidado', element: <UnderConstruction /> }], {
      initialEntries: ['/cuidado'],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sección en construcción' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Estamos trabajando en esta sección. Vuelve pronto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
