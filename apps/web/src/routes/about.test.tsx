import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../testing/render';
import AboutPage from './about';

describe('about page', () => {
  it('tells the mission, shows the figures and invites to volunteer or get in touch', () => {
    renderRoutes([{ path: '/quienes-somos', element: <AboutPage /> }], {
      initialEntries: ['/quienes-somos'],
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra misión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestros valores' })).toBeInTheDocument();

    const figures = screen.getByRole('region', { name: 'Huella en cifras' });
    expect(within(figures).getByText('347+')).toBeInTheDocument();
    expect(within(figures).getByText('14k+')).toBeInTheDocument();

    const join = screen.getByRole('region', { name: 'Súmate a Huella' });
    expect(within(join).getByRole('link', { name: 'Hazte voluntario' })).toHaveAttribute(
      'href',
      '/voluntarios',
    );
    expect(within(join).getByRole('link', { name: 'Contacta con nosotros' })).toHaveAttribute(
      'href',
      '/contacto',
    );
  });
});
