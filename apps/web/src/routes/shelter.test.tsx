import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PublicShelter } from '@huella/shared/schemas/shelters';
import { makeAnimal } from '../features/pets/test-fixtures';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import ShelterPage from './shelter';

const SHELTER: PublicShelter = {
  id: 3,
  name: 'Protectora Sevilla Animal',
  phone: '954 987 654',
  web: 'https://sevillaanimal.org',
  facebook: 'sevillaanimal',
  instagram: '@sevillaanimal',
  email: 'info@sevillaanimal.org',
  kind: 'Protectora',
  address: 'Avenida de la Palmera 30, 41012 Sevilla',
  city: 'Sevilla',
  latitude: 37.3891,
  longitude: -5.9845,
  description: 'Protectora con más de 20 años de historia.\nDamos en adopción perros y gatos.',
  opening_hours: 'De lunes a viernes de 9:30 a 13:30',
  adoption_conditions: 'Cuestionario, entrevista y contrato de adopción.',
  photo: 'media/shelters/abc-400.webp',
};

/** The shelter (or a 404) and its animals, recording the catalogue queries. */
function mockApi(shelter: PublicShelter | 404, animals = [makeAnimal(1), makeAnimal(2)]) {
  const animalQueries: URLSearchParams[] = [];
  server.use(
    http.get('*/shelters/api/shelters/:id/', () =>
      shelter === 404
        ? HttpResponse.json(
            { error: 'No se encontró el refugio.', code: 'shelter_not_found' },
            { status: 404 },
          )
        : HttpResponse.json(shelter),
    ),
    http.get('*/api/animals', ({ request }) => {
      animalQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(animals, { headers: { 'X-Total-Count': String(animals.length) } });
    }),
  );
  return animalQueries;
}

const renderPage = (path = '/refugios/3') =>
  renderRoutes([{ path: '/refugios/:id', element: <ShelterPage /> }], {
    initialEntries: [path],
  });

describe('/refugios/{id}', () => {
  it('shows the breadcrumb, logo, verified badge and what the shelter writes', async () => {
    mockApi(SHELTER);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Protectora Sevilla Animal' });
    const trail = within(screen.getByRole('navigation', { name: 'Ruta de navegación' }));
    expect(trail.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(trail.getByRole('link', { name: 'Refugios' })).toHaveAttribute('href', '/refugios');
    expect(trail.getByText('Protectora Sevilla Animal')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('img', { name: 'Logo de Protectora Sevilla Animal' })).toHaveAttribute(
      'src',
      expect.stringMatching(/media\/shelters\/abc-400\.webp$/),
    );
    expect(screen.getByText('Verificado')).toBeVisible();
    const about = within(screen.getByRole('region', { name: 'Sobre el refugio' }));
    expect(about.getByText(/Protectora con más de 20 años de historia\./)).toBeVisible();
    const conditions = within(screen.getByRole('region', { name: 'Condiciones de adopción' }));
    expect(conditions.getByText('Cuestionario, entrevista y contrato de adopción.')).toBeVisible();
    const contact = within(screen.getByRole('region', { name: 'Contacto' }));
    expect(contact.getByText('Horario')).toBeVisible();
    expect(contact.getByText('De lunes a viernes de 9:30 a 13:30')).toBeVisible();
  });

  it('without coordinates, the map link searches for the address', async () => {
    mockApi({ ...SHELTER, latitude: null, longitude: null, photo: null, adoption_conditions: '' });
    renderPage();
    const contact = within(await screen.findByRole('region', { name: 'Contacto' }));
    expect(contact.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Avenida%20de%20la%20Palmera%2030%2C%2041012%20Sevilla',
    );
    // No logo: the initial stands in, and no empty conditions box is shown.
    expect(
      screen.getByRole('img', { name: 'Logo de Protectora Sevilla Animal' }),
    ).toHaveTextContent('P');
    expect(
      screen.queryByRole('region', { name: 'Condiciones de adopción' }),
    ).not.toBeInTheDocument();
  });

  it('shows the shelter’s name, kind, city and contact links', async () => {
    mockApi(SHELTER);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Protectora Sevilla Animal' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Protectora de Sevilla. Conoce a sus animales en adopción y ponte en contacto.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Protectora Sevilla Animal · Huella');

    const contact = within(screen.getByRole('region', { name: 'Contacto' }));
    // The city is not repeated when the address already names it.
    expect(contact.getByText('Avenida de la Palmera 30, 41012 Sevilla')).toBeVisible();
    expect(contact.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=37.3891&mlon=-5.9845#map=16/37.3891/-5.9845',
    );
    const links: Record<string, string> = {
      '954 987 654': 'tel:954987654',
      'info@sevillaanimal.org': 'mailto:info@sevillaanimal.org',
      'sevillaanimal.org': 'https://sevillaanimal.org',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(contact.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // User names become profile links.
    const profiles = contact.getAllByRole('link', { name: '@sevillaanimal' });
    expect(profiles.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/sevillaanimal',
      'https://www.facebook.com/sevillaanimal',
    ]);
    expect(contact.getByRole('link', { name: 'sevillaanimal.org' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('lists the shelter’s public animals with the catalogue’s cards', async () => {
    const queries = mockApi(SHELTER, [makeAnimal(1, { name: 'Luna' }), makeAnimal(2)]);
    renderPage();
    const animals = await screen.findByRole('region', { name: 'Sus animales en adopción' });
    expect(await within(animals).findByRole('link', { name: /Luna/ })).toHaveAttribute(
      'href',
      '/adopciones/animal/1',
    );
    expect(within(animals).getByText('2 animales buscan familia.')).toBeInTheDocument();
    expect(queries[0]?.get('shelter')).toBe('3');
  });

  it('asks for the page in the address', async () => {
    const queries = mockApi(SHELTER);
    renderPage('/refugios/3?page=2');
    await screen.findByRole('region', { name: 'Sus animales en adopción' });
    await screen.findAllByRole('link', { name: /Animal 1/ });
    expect(queries[0]?.get('page')).toBe('2');
  });

  it('never shows a dangerous address as a link, nor a profile it cannot read', async () => {
    mockApi({ ...SHELTER, web: 'javascript:alert(1)', facebook: 'mi página', instagram: '' });
    renderPage();
    const contact = within(await screen.findByRole('region', { name: 'Contacto' }));
    expect(contact.getByText('javascript:alert(1)')).not.toHaveAttribute('href');
    expect(contact.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(contact.getByText('mi página').tagName).toBe('DD');
  });

  it('says when a shelter has published no contact data', async () => {
    mockApi(
      {
        ...SHELTER,
        phone: '',
        web: '',
        facebook: '',
        instagram: '',
        email: '',
        address: '',
        city: '',
        opening_hours: '',
      },
      [],
    );
    renderPage();
    expect(
      await screen.findByText('Este refugio aún no ha publicado sus datos de contacto.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Protectora. Conoce a sus animales en adopción y ponte en contacto.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No hay animales disponibles en este momento.')).toBeVisible();
  });

  it('has a Spanish not-found page for an unknown shelter, without asking for one that cannot exist', async () => {
    mockApi(404);
    const { unmount } = renderPage('/refugios/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se encontró el refugio.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver todos los animales en adopción' }),
    ).toHaveAttribute('href', '/adopciones');
    unmount();

    // No handler is needed: an id that is not a number never reaches the API.
    server.resetHandlers();
    renderPage('/refugios/abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'No se encontró el refugio.' }),
    ).toBeInTheDocument();
  });
});
