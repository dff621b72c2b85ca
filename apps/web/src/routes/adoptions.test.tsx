import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import { shelterCtaMessages } from '@huella/shared/messages/shelter-cta';
import { useLocation } from 'react-router';
import { makeQuestionnaire, mockQuestionnaire } from '../testing/questionnaire-fixtures';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import { makeAnimal, ME } from '../features/pets/test-fixtures';
import type { Animal } from '@huella/shared/schemas/pets';
import Adoptions from './adoptions';

function DetailProbe() {
  const state = useLocation().state as { animal?: Animal } | null;
  return <h1>Detalle de {state?.animal?.name}</h1>;
}

const routes = [
  { path: '/adopciones', element: <Adoptions /> },
  { path: '/dashboard', element: <h1>Mi cuenta</h1> },
  { path: '/adopciones/animal/:id', element: <DetailProbe /> },
  { path: '/login', element: <h1>Pantalla de login</h1> },
  { path: '/refugios/:id', element: <h1>Página del refugio</h1> },
];

/** Answers the list with `animals` and records every query string the page sent. */
function mockList(animals: Animal[], total = animals.length) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/animals', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(animals, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
  return requests;
}

const renderAdoptions = (url = '/adopciones', session = false) =>
  renderRoutes(routes, { initialEntries: [url], session });

describe('adoptions page', () => {
  it('invites shelters to register under the list', async () => {
    mockList([makeAnimal(1)], 1);
    renderAdoptions();
    await screen.findAllByRole('article');
    const invite = screen.getByRole('complementary', { name: shelterCtaMessages.title });
    expect(within(invite).getByRole('link', { name: shelterCtaMessages.action })).toHaveAttribute(
      'href',
      '/registrar-refugio',
    );
  });

  // Thirty cards take a while to render in jsdom on a loaded machine.
  it(
    'shows skeletons, then 30 cards a page with image, name, location and description',
    {
      timeout: 20_000,
    },
    async () => {
      const requests = mockList(
        Array.from({ length: 30 }, (_, index) => makeAnimal(index + 1)),
        30,
      );
      renderAdoptions();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Cargando animales…')).toBeInTheDocument();

      // The first cards come at once and the rest a few at a time after them.
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
      const cards = screen.getAllByRole('article');
      const first = within(cards[0]!);
      expect(first.getByRole('link', { name: 'Animal 1' })).toHaveAttribute(
        'href',
        '/adopciones/animal/1',
      );
      expect(first.getByText('Madrid')).toBeInTheDocument();
      expect(first.getByText('Descripción breve del animal 1.')).toBeInTheDocument();
      const img = cards[0]!.querySelector('img')!;
      expect(img.getAttribute('srcset')).toBe(
        '/media/pets/key-1-400.webp 400w, /media/pets/key-1-800.webp 800w, /media/pets/key-1-1600.webp 1200w',
      );
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '900');
      expect(requests[0]!.get('page_size')).toBe('30');
      expect(screen.getByText('30 animales encontrados')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    },
  );

  // Typing into many fields is slow in jsdom; a loaded machine needs the margin.
  it(
    'applies selects and checkboxes as they change and the text on Buscar, in a Spanish address',
    { timeout: 30_000 },
    async () => {
      const requests = mockList([makeAnimal(1)]);
      const { user, router } = renderAdoptions();
      await screen.findAllByRole('article');
      const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

      await user.selectOptions(screen.getByLabelText('Ubicación'), 'Barcelona');
      await waitFor(() => expect(address()).toEqual({ ciudad: 'barcelona' }));
      await waitFor(() => expect(requests.at(-1)!.get('location')).toBe('barcelona'));
      // A filter that applies as it changes leaves focus where the person is.
      expect(screen.getByLabelText('Ubicación')).toHaveFocus();

      await user.selectOptions(screen.getByLabelText('Categoría'), 'Gato');
      await user.type(screen.getByLabelText('Buscar por nombre, raza o descripción'), 'cariñoso');
      // Typing alone searches nothing.
      await waitFor(() => expect(address()).toEqual({ ciudad: 'barcelona', categoria: 'gato' }));
      const beforeSearch = requests.length;
      expect(requests.some((request) => request.has('q'))).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      await waitFor(() => expect(requests.length).toBeGreaterThan(beforeSearch));

      await user.click(screen.getByText('Más filtros'));
      await user.selectOptions(screen.getByLabelText('Sexo'), 'Hembra');
      await user.selectOptions(screen.getByLabelText('Edad'), 'Joven (1 a 3 años)');
      await user.selectOptions(screen.getByLabelText('Tamaño'), 'Pequeño');
      await user.selectOptions(screen.getByLabelText('Esterilizado'), 'Sí');
      await user.click(screen.getByLabelText('Niños'));
      await user.click(screen.getByLabelText('Gatos'));
      await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Nombre (A-Z)');

      await waitFor(() =>
        expect(address()).toEqual({
          ciudad: 'barcelona',
          categoria: 'gato',
          q: 'cariñoso',
          sexo: 'hembra',
          edad: 'joven',
          tamano: 'pequeno',
          esterilizado: 'si',
          bien_con: 'ninos,gatos',
          orden: 'nombre',
        }),
      );
      await waitFor(() =>
        expect(Object.fromEntries(requests.at(-1)!)).toEqual({
          location: 'barcelona',
          category: 'gato',
          q: 'cariñoso',
          gender: 'hembra',
          age: 'joven',
          size: 'pequeño',
          sterilized: 'true',
          good_with_children: 'true',
          good_with_cats: 'true',
          sort: 'name',
          page_size: '30',
        }),
      );
    },
  );

  it('moves focus to the results heading, which says the count, after a search', async () => {
    const requests = mockList([makeAnimal(1), makeAnimal(2)], 2);
    const { user } = renderAdoptions();
    await screen.findAllByRole('article');
    await user.type(screen.getByLabelText('Buscar por nombre, raza o descripción'), 'galgo{Enter}');
    await waitFor(() => expect(requests.at(-1)!.get('q')).toBe('galgo'));
    const heading = screen.getByRole('heading', { level: 2, name: /Animales en adopción/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleName(/^Animales en adopción:\s?2 animales encontrados$/);
  });

  it('reads the filters back from the URL, in English as older links write them', async () => {
    const requests = mockList([makeAnimal(1)]);
    renderAdoptions('/adopciones?location=sevilla&category=dog&q=labrador&good_with_dogs=true');
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Ubicación')).toHaveValue('sevilla');
    expect(screen.getByLabelText('Categoría')).toHaveValue('perro');
    expect(screen.getByLabelText('Buscar por nombre, raza o descripción')).toHaveValue('labrador');
    expect(screen.getByLabelText('Perros')).toBeChecked();
    expect(Object.fromEntries(requests[0]!)).toEqual({
      location: 'sevilla',
      category: 'perro',
      q: 'labrador',
      good_with_dogs: 'true',
      page_size: '30',
    });
    expect(screen.queryByText('Parte de la dirección no se ha entendido')).not.toBeInTheDocument();
  });

  it('reads the Spanish address people share', async () => {
    const requests = mockList([makeAnimal(1)]);
    renderAdoptions('/adopciones?categoria=gato&ciudad=Valencia&orden=antiguos&bien_con=perros');
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Ubicación')).toHaveValue('valencia');
    expect(screen.getByLabelText('Categoría')).toHaveValue('gato');
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('oldest');
    expect(screen.getByLabelText('Perros')).toBeChecked();
    expect(Object.fromEntries(requests[0]!)).toEqual({
      location: 'valencia',
      category: 'gato',
      good_with_dogs: 'true',
      sort: 'oldest',
      page_size: '30',
    });
  });

  it('says what it did not understand in the address instead of ignoring it', async () => {
    const requests = mockList([makeAnimal(1)]);
    renderAdoptions('/adopciones?categoria=dragon&ciudad=madrid&especie=gato&utm_source=boletin');
    await screen.findAllByRole('article');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Parte de la dirección no se ha entendido');
    expect(notice).toHaveTextContent(
      'Estos filtros no existen o tienen un valor no válido: «especie=gato», «categoria=dragon». Los resultados se muestran sin ellos.',
    );
    // What was understood still applies; a campaign tag is no filter and no mistake.
    expect(Object.fromEntries(requests[0]!)).toEqual({ location: 'madrid', page_size: '30' });
    expect(screen.getByLabelText('Categoría')).toHaveValue('');
  });

  it('pages with an accessible pagination built from X-Total-Count, and lands on the results', async () => {
    const requests = mockList([makeAnimal(1)], 95);
    const { user, router } = renderAdoptions('/adopciones?categoria=perro');
    const nav = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Página 4' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Anterior' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(requests.at(-1)!.get('page')).toBe('2'));
    expect(requests.at(-1)!.get('category')).toBe('perro');
    expect(router.state.location.search).toBe('?categoria=perro&pagina=2');
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Anterior' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /Animales en adopción/ })).toHaveFocus(),
    );
  });

  it('shows on each card its state, sex, age, size, what it gets on with and its shelter', async () => {
    mockList([
      makeAnimal(1, { name: 'Luna', state: 'pendiente', gender: 'hembra', good_with_dogs: true }),
      makeAnimal(2, { name: 'Rayo', state: 'en_adopcion', good_with_children: null }),
    ]);
    const { user, router } = renderAdoptions();
    const [luna, rayo] = await screen.findAllByRole('article');
    const card = within(luna!);
    expect(card.getByText('Reservado')).toBeInTheDocument();
    expect(card.getByText(/Hembra · 2 años ·/)).toHaveTextContent(
      'Hembra · 2 años · Tamaño: Mediano',
    );
    expect(card.getByText('Bien con niños y perros')).toBeInTheDocument();
    expect(within(rayo!).queryByText('Reservado')).not.toBeInTheDocument();
    expect(within(rayo!).queryByText(/^Bien con/)).not.toBeInTheDocument();

    // The shelter's link and the animal's are two links side by side, not nested.
    const shelter = card.getByRole('link', { name: 'Refugio Esperanza' });
    expect(shelter).toHaveAttribute('href', '/refugios/1');
    expect(card.getByRole('img', { name: 'Refugio verificado por Huella' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Luna' })).not.toContainElement(shelter);
    await user.click(shelter);
    expect(router.state.location.pathname).toBe('/refugios/1');
  });

  it('says so when no animal matches, and offers to clear the search', async () => {
    mockList([]);
    const { user, router } = renderAdoptions('/adopciones?location=valencia&q=unicornio');
    expect(
      await screen.findByText('No hay animales disponibles en este momento.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // One in the form, one under the message (the form may be a screen away on a phone).
    const clear = screen.getAllByRole('button', { name: 'Quitar filtros' });
    expect(clear).toHaveLength(2);
    await user.click(clear[1]!);
    expect(router.state.location.search).toBe('');
  });

  it('offers nothing to clear when the whole catalogue is empty', async () => {
    mockList([]);
    renderAdoptions();
    expect(
      await screen.findByText('No hay animales disponibles en este momento.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument();
  });

  it('shows the spec fallbacks for a card without name, location or description', async () => {
    mockList([
      makeAnimal(5, {
        name: '',
        location: '',
        description: '',
        descriptionOverview: '',
        images: [],
        image: null,
      }),
    ]);
    renderAdoptions();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Sin nombre' })).toBeInTheDocument();
    expect(within(card).getByText('Ubicación desconocida')).toBeInTheDocument();
    expect(within(card).getByText('No tiene descripción')).toBeInTheDocument();
  });

  it('opens the animal with the card data in the navigation state', async () => {
    mockList([makeAnimal(3, { name: 'Luna' })]);
    const { user, router } = renderAdoptions();
    await user.click(await screen.findByRole('link', { name: 'Luna' }));
    expect(await screen.findByRole('heading', { name: 'Detalle de Luna' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adopciones/animal/3');
  });

  it('asks a guest to sign in before keeping a favourite; confirm goes to /login', async () => {
    mockList([makeAnimal(3, { name: 'Luna' })]);
    const { user, router } = renderAdoptions();
    await user.click(await screen.findByRole('button', { name: 'Añadir a Luna a favoritos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inicia sesión para continuar' });
    expect(dialog).toHaveTextContent(
      'Debes iniciar sesión o crear una cuenta para añadir este animal a tus favoritos.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('flips the heart only after the server has saved the favourite, both ways', async () => {
    mockList([makeAnimal(3, { name: 'Luna' })]);
    const bodies: Array<{ path: string; body: unknown }> = [];
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json({ ...ME, favourites: [9] })),
      http.post('*/users/api/users/12/:action/', async ({ request, params }) => {
        bodies.push({ path: String(params.action), body: await request.json() });
        await delay(80);
        const add = params.action === 'add-favourite-pet';
        return HttpResponse.json({ favourites: add ? [9, 3] : [9] });
      }),
    );
    const { user } = renderAdoptions('/adopciones', true);
    const heart = await screen.findByRole('button', { name: 'Añadir a Luna a favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Añadido a favoritos')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Quitar a Luna de favoritos');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Eliminado de favoritos')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(bodies).toEqual([
      { path: 'add-favourite-pet', body: { pet_id: 3 } },
      { path: 'remove-favourite-pet', body: { pet_id: 3 } },
    ]);
  });

  it('leaves the heart as it was when the server refuses', async () => {
    mockList([makeAnimal(3, { name: 'Luna' })]);
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json(ME)),
      http.post('*/users/api/users/12/add-favourite-pet/', () =>
        HttpResponse.json({ error: 'Fallo', code: 'internal' }, { status: 500 }),
      ),
    );
    const { user } = renderAdoptions('/adopciones', true);
    const heart = await screen.findByRole('button', { name: 'Añadir a Luna a favoritos' });
    await user.click(heart);
    expect(
      await screen.findByText(
        'Ha ocurrido un error al actualizar tus favoritos. Por favor, inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('adoptions page: order by compatibility (issue 20)', () => {
  const COMPATIBILITY = 'Compatibilidad contigo';
  const sortOptions = () =>
    within(screen.getByLabelText('Ordenar por'))
      .getAllByRole('option')
      .map((option) => option.textContent);

  /** The list, refusing the compatibility order as the API does for `refusal`. */
  function mockRefusingList(refusal: 401 | 409 | 429) {
    const error = {
      401: compatibilityMessages.errors.sortSignIn,
      409: compatibilityMessages.errors.sortNeedsQuestionnaire,
      429: compatibilityMessages.errors.sortBusy,
    }[refusal];
    server.use(
      http.get('*/api/animals', ({ request }) =>
        new URL(request.url).searchParams.get('sort') === 'compatibility'
          ? HttpResponse.json({ error, code: 'compatibility_refused' }, { status: refusal })
          : HttpResponse.json([makeAnimal(1)], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
  }

  it('offers it only to someone who filled the questionnaire, and then orders by it', async () => {
    mockList([makeAnimal(1)]);
    const { unmount } = renderAdoptions();
    await screen.findAllByRole('article');
    expect(sortOptions()).toEqual(['Más recientes', 'Más antiguos', 'Nombre (A-Z)']);
    unmount();

    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    const withoutOne = renderAdoptions('/adopciones', true);
    await screen.findAllByRole('article');
    expect(sortOptions()).not.toContain(COMPATIBILITY);
    withoutOne.unmount();

    mockQuestionnaire(makeQuestionnaire());
    const requests = mockList([makeAnimal(1), makeAnimal(2)]);
    const { user, router } = renderAdoptions('/adopciones', true);
    await screen.findAllByRole('article');
    await waitFor(() => expect(sortOptions()).toContain(COMPATIBILITY));
    await user.selectOptions(screen.getByLabelText('Ordenar por'), COMPATIBILITY);
    await waitFor(() => expect(router.state.location.search).toBe('?orden=compatibilidad'));
    await waitFor(() => expect(requests.at(-1)!.get('sort')).toBe('compatibility'));
    // Nothing is hidden: the order changes, the list is the same.
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('asks a guest who opens the order to sign in, and comes back to it', async () => {
    mockRefusingList(401);
    const { user, router } = renderAdoptions('/adopciones?orden=compatibilidad');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(compatibilityMessages.errors.sortSignIn);
    expect(screen.getByLabelText('Ordenar por')).toHaveDisplayValue(COMPATIBILITY);
    await user.click(within(alert).getByRole('link', { name: 'Inicia sesión' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de login' })).toBeInTheDocument();
    const from = (router.state.location.state as { from: { pathname: string; search: string } })
      .from;
    expect(`${from.pathname}${from.search}`).toBe('/adopciones?orden=compatibilidad');
  });

  it('sends someone without a questionnaire to fill it', async () => {
    mockRefusingList(409);
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    const { user } = renderAdoptions('/adopciones?orden=compatibilidad', true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(compatibilityMessages.errors.sortNeedsQuestionnaire);
    const link = within(alert).getByRole('link', {
      name: compatibilityMessages.badges.fillQuestionnaire,
    });
    expect(link).toHaveAttribute('href', '/dashboard?seccion=cuestionario');
    // Another order brings the animals back.
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Más recientes');
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the order is busy for this person, and tries again on request', async () => {
    mockRefusingList(429);
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    mockQuestionnaire(makeQuestionnaire());
    const { user } = renderAdoptions('/adopciones?orden=compatibilidad', true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      compatibilityMessages.errors.sortBusy,
    );
    const requests = mockList([makeAnimal(1), makeAnimal(2)]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(requests.at(-1)!.get('sort')).toBe('compatibility');
  });
});
