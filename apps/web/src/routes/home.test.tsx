import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shelterCtaMessages } from '@huella/shared/messages/shelter-cta';
import { makeAnimal } from '../features/pets/test-fixtures';
import { Landing, renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import HomePage from './home';

const renderHome = () =>
  renderRoutes([
    { path: '/', element: <HomePage /> },
    { path: '/adopciones', element: <Landing name="Adopciones" /> },
    { path: '/adopciones/animal/:id', element: <Landing name="Ficha del animal" /> },
    { path: '/entrenamiento', element: <Landing name="Sección en construcción" /> },
    { path: '/registrar-refugio', element: <Landing name="Registrar un refugio" /> },
  ]);

/** The query strings the home page sent to GET /api/animals. */
let animalRequests: URLSearchParams[];
beforeEach(() => {
  animalRequests = [];
  server.use(
    http.get('*/api/animals', ({ request }) => {
      animalRequests.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        [makeAnimal(7, { name: 'Nala' }), makeAnimal(8, { name: 'Thor', state: 'pendiente' })],
        { headers: { 'X-Total-Count': '2' } },
      );
    }),
  );
});

describe('home page', () => {
  it('invites shelters to register, and leads them to the form', async () => {
    const { user } = renderHome();
    const invite = screen.getByRole('complementary', { name: shelterCtaMessages.title });
    expect(invite).toHaveTextContent(shelterCtaMessages.text);
    await user.click(within(invite).getByRole('link', { name: shelterCtaMessages.action }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrar un refugio' }),
    ).toBeInTheDocument();
  });

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

  it('shows the newest animals as cards that open them, and a link to all of them', async () => {
    const { user, router } = renderHome();
    const recent = screen.getByRole('region', { name: 'Recién llegados' });
    const cards = await within(recent).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(Object.fromEntries(animalRequests[0]!)).toEqual({ sort: 'recent', page_size: '8' });
    expect(within(cards[1]!).getByText('Reservado')).toBeInTheDocument();
    expect(
      within(recent).getByRole('link', { name: 'Ver todos los animales en adopción' }),
    ).toHaveAttribute('href', '/adopciones');

    await user.click(within(cards[0]!).getByRole('link', { name: 'Nala' }));
    expect(await screen.findByRole('heading', { name: 'Ficha del animal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adopciones/animal/7');
  });

  it('has no newcomers section when there are no animals', async () => {
    server.use(http.get('*/api/animals', () => HttpResponse.json([])));
    renderHome();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recién llegados' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('searches by city and species from the top, into the Spanish catalogue address', async () => {
    const { user, router } = renderHome();
    const search = screen.getByRole('search', { name: 'Encuentra a tu compañero' });
    await user.selectOptions(within(search).getByLabelText('Ciudad'), 'Valencia');
    await user.selectOptions(within(search).getByLabelText('Especie'), 'Gato');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Adopciones' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adopciones');
    expect(router.state.location.search).toBe('?ciudad=valencia&categoria=gato');
  });
});
