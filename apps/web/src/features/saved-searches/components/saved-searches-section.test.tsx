import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SavedSearch } from '@huella/shared/schemas/saved-searches';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { SavedSearchesSection } from './saved-searches-section';

const search = (id: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Búsqueda ${id}`,
  filters: { category: 'perro', location: 'madrid' },
  summary: 'Perros · Madrid',
  frequency: 'diaria',
  paused: false,
  created_at: '2026-11-20T10:00:00.000Z',
  results_url: '/adopciones?ciudad=madrid&categoria=perro',
  ...overrides,
});

/** The account's searches behind the API, recording each PATCH and DELETE. */
function mockSearches(initial: SavedSearch[] | 'error') {
  let searches = initial === 'error' ? [] : initial;
  const calls: Array<[string, number, unknown?]> = [];
  server.use(
    http.get('*/users/api/saved-searches/', () =>
      initial === 'error'
        ? HttpResponse.json({ error: 'Fallo', code: 'internal_error' }, { status: 500 })
        : HttpResponse.json(searches),
    ),
    http.patch('*/users/api/saved-searches/:id/', async ({ request, params }) => {
      const id = Number(params.id);
      const patch = (await request.json()) as Partial<SavedSearch>;
      calls.push(['PATCH', id, patch]);
      searches = searches.map((item) => (item.id === id ? { ...item, ...patch } : item));
      return HttpResponse.json(searches.find((item) => item.id === id));
    }),
    http.delete('*/users/api/saved-searches/:id/', ({ params }) => {
      const id = Number(params.id);
      calls.push(['DELETE', id]);
      searches = searches.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const renderSection = () =>
  renderRoutes([{ path: '/dashboard', element: <SavedSearchesSection /> }], {
    initialEntries: ['/dashboard?seccion=busquedas'],
    session: true,
  });

describe('Búsquedas guardadas', () => {
  it('lists each search with its name, filters in words, frequency and results link', async () => {
    mockSearches([
      search(1, { name: 'Perros · Madrid' }),
      search(2, {
        name: 'Gatos jóvenes',
        summary: 'Gatos · jóvenes',
        frequency: 'semanal',
        paused: true,
        results_url: '/adopciones?categoria=gato&edad=joven',
      }),
    ]);
    renderSection();
    expect(screen.getByRole('heading', { name: 'Búsquedas guardadas' })).toBeInTheDocument();
    const cats = await screen.findByRole('article', { name: 'Gatos jóvenes' });
    expect(screen.getByText('2 búsquedas guardadas')).toBeInTheDocument();
    expect(cats).toHaveTextContent('Gatos · jóvenes');
    expect(cats).toHaveTextContent('En pausa');
    expect(within(cats).getByLabelText('Avisos')).toHaveDisplayValue('Una vez a la semana');
    expect(
      within(cats).getByRole('button', { name: 'Reanudar los avisos de «Gatos jóvenes»' }),
    ).toBeInTheDocument();
    expect(
      within(cats).getByRole('link', { name: 'Ver resultados de «Gatos jóvenes»' }),
    ).toHaveAttribute('href', '/adopciones?categoria=gato&edad=joven');
    const dogs = screen.getByRole('article', { name: 'Perros · Madrid' });
    expect(within(dogs).getByLabelText('Avisos')).toHaveDisplayValue('Una vez al día');
    expect(dogs).not.toHaveTextContent('En pausa');
  });

  it('changes how often a search mails as the select changes', async () => {
    const calls = mockSearches([search(1)]);
    const { user } = renderSection();
    const item = await screen.findByRole('article', { name: 'Búsqueda 1' });
    await user.selectOptions(
      within(item).getByLabelText('Avisos'),
      'En cuanto haya animales nuevos',
    );
    await waitFor(() => expect(calls).toEqual([['PATCH', 1, { frequency: 'inmediata' }]]));
    expect(await screen.findByText('Avisos: en cuanto haya animales nuevos.')).toBeInTheDocument();
    expect(within(item).getByLabelText('Avisos')).toHaveDisplayValue(
      'En cuanto haya animales nuevos',
    );
  });

  it('pauses and resumes a search’s alerts', async () => {
    const calls = mockSearches([search(1)]);
    const { user } = renderSection();
    const item = await screen.findByRole('article', { name: 'Búsqueda 1' });
    await user.click(
      within(item).getByRole('button', { name: 'Pausar los avisos de «Búsqueda 1»' }),
    );
    expect(await within(item).findByText('En pausa')).toBeInTheDocument();
    await user.click(
      within(item).getByRole('button', { name: 'Reanudar los avisos de «Búsqueda 1»' }),
    );
    await waitFor(() => expect(within(item).queryByText('En pausa')).not.toBeInTheDocument());
    expect(calls).toEqual([
      ['PATCH', 1, { paused: true }],
      ['PATCH', 1, { paused: false }],
    ]);
  });

  it('deletes a search only after confirming', async () => {
    const calls = mockSearches([search(1), search(2)]);
    const { user } = renderSection();
    const item = await screen.findByRole('article', { name: 'Búsqueda 1' });

    await user.click(within(item).getByRole('button', { name: 'Eliminar «Búsqueda 1»' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Eliminar búsqueda' });
    expect(confirm).toHaveTextContent('¿Seguro que quieres eliminar «Búsqueda 1»?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);
    expect(screen.getByRole('article', { name: 'Búsqueda 1' })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Eliminar «Búsqueda 1»' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Eliminar búsqueda' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Búsqueda 1' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([['DELETE', 1]]);
    expect(screen.getByText('1 búsqueda guardada')).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Búsqueda 2' })).toBeInTheDocument();
  });

  it('explains how to save one from Adopciones when there are none', async () => {
    mockSearches([]);
    renderSection();
    expect(await screen.findByText('Aún no tienes búsquedas guardadas')).toBeInTheDocument();
    expect(screen.getByText(/pulsa «Guardar búsqueda»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Adopciones' })).toHaveAttribute(
      'href',
      '/adopciones',
    );
  });

  it('says so when the searches cannot be loaded, and tries again', async () => {
    mockSearches('error');
    const { user } = renderSection();
    expect(
      await screen.findByText('No se pudieron cargar tus búsquedas guardadas.'),
    ).toBeInTheDocument();
    mockSearches([]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no tienes búsquedas guardadas')).toBeInTheDocument();
  });
});
