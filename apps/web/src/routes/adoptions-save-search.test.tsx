import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import { makeAnimal, ME } from '../features/pets/test-fixtures';
import Adoptions from './adoptions';

const routes = [
  { path: '/adopciones', element: <Adoptions /> },
  { path: '/login', element: <h1>Pantalla de login</h1> },
  { path: '/dashboard', element: <h1>Mi cuenta</h1> },
];

/** The list, the signed-in account, and POST saved-searches recording each body. */
function mockApi(answer?: { status: number; body: Record<string, string> }) {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/animals', () =>
      HttpResponse.json([makeAnimal(1)], { headers: { 'X-Total-Count': '1' } }),
    ),
    http.get('*/users/api/users/me/', () => HttpResponse.json(ME)),
    http.post('*/users/api/saved-searches/', async ({ request }) => {
      const body = (await request.json()) as { name?: string };
      posted.push(body);
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json(
        {
          id: 7,
          name: body.name ?? 'Perros · Madrid · hembras · bien con niños',
          filters: {},
          summary: 'Perros · Madrid · hembras · bien con niños',
          frequency: 'semanal',
          paused: false,
          created_at: '2026-11-28T10:00:00.000Z',
          results_url: '/adopciones?ciudad=madrid&categoria=perro',
        },
        { status: 201 },
      );
    }),
  );
  return posted;
}

const ADDRESS = '/adopciones?ciudad=madrid&categoria=perro&sexo=hembra&bien_con=ninos&orden=nombre';

describe('saving a search from /adopciones', () => {
  it('saves the address’s filters (without the order) and the chosen frequency, then says so', async () => {
    const posted = mockApi();
    const { user } = renderRoutes(routes, { initialEntries: [ADDRESS], session: true });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));

    const dialog = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    const name = within(dialog).getByLabelText('Nombre (opcional)');
    expect(name).toHaveValue('');
    // The hint says what the search is called if the name is left empty: its filters in words.
    expect(name).toHaveAccessibleDescription(
      'Si lo dejas vacío, se llamará «Perros · Madrid · hembras · bien con niños».',
    );
    expect(within(dialog).getByRole('radio', { name: 'Una vez al día' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Una vez a la semana' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        filters: {
          location: 'madrid',
          category: 'perro',
          gender: 'hembra',
          good_with_children: 'true',
        },
        frequency: 'semanal',
      },
    ]);
    // Said politely, in a live region that was already in the page.
    const status = screen
      .getByText('Búsqueda «Perros · Madrid · hembras · bien con niños» guardada.')
      .closest<HTMLElement>('[aria-live="polite"]')!;
    expect(status).toBeInTheDocument();
    expect(
      within(status).getByRole('link', { name: 'Ver mis búsquedas guardadas' }),
    ).toHaveAttribute('href', '/dashboard?seccion=busquedas');
  });

  it('sends the name given', async () => {
    const posted = mockApi();
    const { user } = renderRoutes(routes, {
      initialEntries: ['/adopciones?categoria=gato'],
      session: true,
    });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    await user.type(within(dialog).getByLabelText('Nombre (opcional)'), '  Gatos para casa ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { name: 'Gatos para casa', filters: { category: 'gato' }, frequency: 'diaria' },
      ]),
    );
  });

  it('keeps the dialog open with the API’s reason when the search is already saved', async () => {
    mockApi({
      status: 409,
      body: { error: 'Ya tienes guardada esta búsqueda.', code: 'conflict' },
    });
    const { user } = renderRoutes(routes, { initialEntries: [ADDRESS], session: true });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Ya tienes guardada esta búsqueda.'),
    ).toBeInTheDocument();
  });

  it('asks a guest to sign in, and sends them to /login with the way back to the same address', async () => {
    const posted = mockApi();
    const { user, router } = renderRoutes(routes, { initialEntries: [ADDRESS] });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Inicia sesión para continuar' });
    expect(prompt).toHaveTextContent(
      'Debes iniciar sesión o crear una cuenta para guardar búsquedas y recibir avisos de animales nuevos.',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de login' })).toBeInTheDocument();
    const from = (router.state.location.state as { from: { pathname: string; search: string } })
      .from;
    expect(`${from.pathname}${from.search}`).toBe(ADDRESS);
    expect(posted).toEqual([]);
  });
});
