import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../testing/render';
import ServicesPage from './services';

const renderServices = () =>
  renderRoutes([{ path: '/servicios', element: <ServicesPage /> }], {
    initialEntries: ['/servicios'],
  });

describe('services page', () => {
  it('lists the six services: adoption and the shop available, the rest coming soon', () => {
    renderServices();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const catalogue = screen.getByRole('region', { name: 'Nuestros servicios' });
    expect(within(catalogue).getAllByRole('article')).toHaveLength(6);
    expect(
      within(within(catalogue).getByRole('article', { name: 'Adopción' })).getByText('Disponible'),
    ).toBeInTheDocument();
    expect(
      within(within(catalogue).getByRole('article', { name: 'Tienda' })).getByText('Disponible'),
    ).toBeInTheDocument();
    expect(within(catalogue).getAllByText('Próximamente')).toHaveLength(4);
  });

  it('explains adoption in four steps: busca, conoce, solicita, adopta', () => {
    renderServices();
    const steps = screen.getByRole('region', { name: 'Cómo funciona la adopción' });
    const titles = within(within(steps).getByRole('list'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Busca', 'Conoce', 'Solicita', 'Adopta']);
  });
});
