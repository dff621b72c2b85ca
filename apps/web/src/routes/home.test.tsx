import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Landing, renderRoutes } from '../testing/render';
import HomePage from './home';

const renderHome = () =>
  renderRoutes([
    { path: '/', element: <HomePage /> },
    { path: '/adopciones', element: <Landing name="Adopciones" /> },
    { path: '/entrenamiento', element: <Landing name="Sección en construcción" /> },
  ]);

describe('home page', () => {
  it('has one h1 and sends "Adopta" to the adoption list', async () => {
    const { user } = renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Hazte voluntario' })).toHaveAttribute(
      'href',
      '/voluntarios',
    );
    await user.click(screen.getByRole('link', { name: 'Adopta' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adopciones' }),
    ).toBeInTheDocument();
  });

  it('shows the banner with 347+ adopted pets and 14k+ daily users', () => {
    renderHome();
    const banner = screen.getByRole('region', { name: 'Huella en cifras' });
    expect(within(banner).getByText('347+')).toBeInTheDocument();
    expect(within(banner).getByText('mascotas adoptadas')).toBeInTheDocument();
    expect(within(banner).getByText('14k+')).toBeInTheDocument();
    expect(within(banner).getByText('usuarios diarios')).toBeInTheDocument();
  });

  it('offers adoption and the shop, and marks training, care, styling and accessories as coming soon', () => {
    renderHome();
    const section = screen.getByRole('region', {
      name: 'Todo lo que necesitas para tu nuevo compañero',
    });
    const card = (name: string) => within(section).getByRole('article', { name });

    for (const [name, href] of [
      ['Adopción', '/adopciones'],
      ['Tienda', '/tienda'],
    ]) {
      expect(within(card(name!)).getByText('Disponible')).toBeInTheDocument();
      expect(within(card(name!)).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const [name, href] of [
      ['Entrenamiento', '/entrenamiento'],
      ['Cuidado', '/cuidado'],
      ['Peluquería', '/peluquerias'],
      ['Accesorios', '/accesorios'],
    ]) {
      expect(within(card(name!)).getByText('Próximamente')).toBeInTheDocument();
      expect(within(card(name!)).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(section).getAllByText('Próximamente')).toHaveLength(4);
  });

  it('a coming-soon card leads to the under-construction page', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('link', { name: 'Entrenamiento' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sección en construcción' }),
    ).toBeInTheDocument();
  });

  it('has the why-choose, discover-more and testimonial sections', () => {
    renderHome();
    const why = screen.getByRole('region', { name: '¿Por qué elegir Huella?' });
    expect(within(why).getByRole('heading', { name: 'Refugios verificados' })).toBeInTheDocument();
    expect(within(why).getByRole('heading', { name: 'Adopción gratuita' })).toBeInTheDocument();

    const discover = screen.getByRole('region', { name: 'Descubre más' });
    expect(within(discover).getByRole('link', { name: 'Leer el blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(within(discover).getByRole('link', { name: 'Quiero ayudar' })).toHaveAttribute(
      'href',
      '/voluntarios',
    );
    expect(within(discover).getByRole('link', { name: 'Ver la tienda' })).toHaveAttribute(
      'href',
      '/tienda',
    );

    const testimonials = screen.getByRole('region', { name: 'Lo que dicen nuestras familias' });
    expect(within(testimonials).getAllByRole('figure').length).toBeGreaterThanOrEqual(2);
  });
});
