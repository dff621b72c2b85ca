import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  shelterCitySchema,
  shelterDirectoryEntrySchema,
  type ShelterDirectoryEntry,
} from '@huella/shared/schemas/shelters';
import { apiFixture } from '../testing/api-fixture';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import SheltersPage from './shelters';

const entry = (overrides: Partial<ShelterDirectoryEntry> & { id: number; name: string }) =>
  apiFixture(shelterDirectoryEntrySchema, {
    kind: 'Refugio',
    city: 'Madrid',
    photo: null,
    verified: true,
    animals: 3,
    ...overrides,
  });

const MADRID = entry({
  id: 1,
  name: 'Refugio Huellas de Madrid',
  photo: 'media/shelters/a-400.webp',
});
const SEVILLA = entry({
  id: 4,
  name: 'Protectora Sevilla Animal',
  kind: 'Protectora',
  city: 'Sevilla',
  animals: 1,
});

/** The directory and its cities, recording what the page asked for. */
function mockApi(shelters = [MADRID, SEVILLA], total = shelters.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/shelters/api/shelters/cities/', () =>
      HttpResponse.json(
        [
          { city: 'Madrid', shelters: 1 },
          { city: 'Sevilla', shelters: 1 },
        ].map((city) => apiFixture(shelterCitySchema, city)),
      ),
    ),
    http.get('*/shelters/api/shelters/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      if (params.get('kind') === 'zoo') {
        return HttpResponse.json(
          {
            error: 'Elige un tipo: Refugio, Protectora o Particular.',
            code: 'invalid_request',
            fields: { kind: ['Elige un tipo: Refugio, Protectora o Particular.'] },
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(shelters, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
  return queries;
}

const renderPage = (path = '/refugios') =>
  renderRoutes([{ path: '/refugios', element: <SheltersPage /> }], { initialEntries: [path] });

describe('/refugios', () => {
  it('lists verified shelters as cards that lead to their page', async () => {
    mockApi();
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Refugios y protectoras' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Refugios y protectoras · Huella');
    const results = within(screen.getByRole('region', { name: 'Resultados' }));
    const card = (await results.findByRole('link', { name: 'Refugio Huellas de Madrid' })).closest(
      'article',
    )!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/refugios/1');
    expect(within(card).getByText('Verificado')).toBeVisible();
    expect(within(card).getByText('3 animales en adopción')).toBeVisible();
    expect(within(card).getByText('Madrid')).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/media\/shelters\/a-400\.webp$/),
    );
    const sevilla = results
      .getByRole('link', { name: 'Protectora Sevilla Animal' })
      .closest('article')!;
    expect(within(sevilla).getByText('1 animal en adopción')).toBeVisible();
    expect(results.getByText('2 refugios encontrados.')).toBeInTheDocument();
  });

  it('filters by city and kind through the URL, with Spanish names', async () => {
    const queries = mockApi([SEVILLA]);
    const { user, router } = renderPage();
    await screen.findByRole('link', { name: 'Protectora Sevilla Animal' });
    await screen.findByRole('option', { name: 'Sevilla' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ciudad' }), 'Sevilla');
    expect(router.state.location.search).toBe('?ciudad=Sevilla');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Protectora');
    expect(new URLSearchParams(router.state.location.search).get('tipo')).toBe('protectora');
    await screen.findByRole('button', { name: 'Quitar filtros' });
    const last = queries[queries.length - 1]!;
    expect([last.get('city'), last.get('kind')]).toEqual(['Sevilla', 'Protectora']);

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads a shared address spelled another way, and pages', async () => {
    const queries = mockApi([MADRID], 30);
    renderPage('/refugios?ciudad=sevilla&tipo=PROTECTORA&page=2');
    await screen.findByRole('link', { name: 'Refugio Huellas de Madrid' });
    await screen.findByRole('option', { name: 'Sevilla' });
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Sevilla');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('protectora');
    expect(queries[0]?.get('page')).toBe('2');
    expect(queries[0]?.get('kind')).toBe('Protectora');
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
  });

  it('says why a filter it does not know finds nothing, instead of ignoring it', async () => {
    mockApi();
    renderPage('/refugios?tipo=zoo');
    expect(
      await screen.findByText('Elige un tipo: Refugio, Protectora o Particular.'),
    ).toBeVisible();
  });

  it('says so when no shelter matches', async () => {
    mockApi([]);
    renderPage('/refugios?ciudad=Soria');
    expect(await screen.findByText('No hay refugios con estos filtros.')).toBeVisible();
  });
});
