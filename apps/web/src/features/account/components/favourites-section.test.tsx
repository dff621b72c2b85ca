import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import type { FavouriteUpdate } from '@huella/shared/schemas/favourite-updates';
import type { Animal } from '@huella/shared/schemas/pets';
import { userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { FavouritesSection } from './favourites-section';

const KINDS = ['perro', 'gato', 'ave', 'otros'] as const;

/** An animal as GET /users/api/users/me/favourites/ sends it. */
function favourite(id: number, overrides: Partial<Animal> = {}): Animal {
  const key = `media/pets/fav-${id}`;
  return {
    id,
    name: `Favorito ${id}`,
    image: `${key}-800.webp`,
    imageUrl: `http://api.test/${key}-800.webp`,
    description: `Descripción del favorito ${id}.`,
    descriptionOverview: `Descripción del favorito ${id}.`,
    location: 'Sevilla',
    characteristics: ['Perro', 'Macho'],
    images: [
      {
        url: `${key}-800.webp`,
        width: 1200,
        height: 900,
        variants: {
          400: `${key}-400.webp`,
          800: `${key}-800.webp`,
          1600: `${key}-1600.webp`,
        },
      },
    ],
    views: 3,
    kind: KINDS[id % KINDS.length]!,
    gender: 'macho',
    state: 'en_adopcion',
    age: null,
    size: null,
    good_with_children: null,
    good_with_dogs: null,
    good_with_cats: null,
    energy: null,
    needs_garden: null,
    shelter: { id: 1, name: 'Refugio El Olivar', kind: 'Refugio', city: 'Sevilla', verified: true },
    ...overrides,
  };
}

/** Serves `animals` the way the API paginates them, recording each query. */
function mockFavourites(animals: Animal[] | 'error') {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/users/api/users/me/favourites/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (animals === 'error')
        return HttpResponse.json({ error: 'Fallo', code: 'internal_error' }, { status: 500 });
      const page = Number(params.get('page') ?? 1);
      const size = Math.min(Number(params.get('page_size') ?? 30), 100);
      return HttpResponse.json(animals.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(animals.length) },
      });
    }),
  );
  return requests;
}

/** The signed-in user (GET /users/api/users/me/), whose preferences PATCH changes; records each change. */
function mockMe(initial = userFixture({ favourites: [4, 5] })) {
  let me = initial;
  const patches: unknown[] = [];
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(me)),
    http.patch('*/users/api/users/me/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      me = { ...me, ...body };
      return HttpResponse.json(me);
    }),
  );
  return patches;
}

/** The heart's two endpoints, recording each call as [action, user id, pet id]. */
function mockHearts() {
  const calls: [string, string, unknown][] = [];
  server.use(
    http.post('*/users/api/users/:id/:action/', async ({ request, params }) => {
      const body = (await request.json()) as { pet_id: number };
      calls.push([String(params.action), String(params.id), body.pet_id]);
      return HttpResponse.json({ favourites: [] });
    }),
  );
  return calls;
}

const notice = (id: number, overrides: Partial<FavouriteUpdate> = {}): FavouriteUpdate => ({
  id,
  pet: { id: 4, name: 'Kira', kind: 'perro', gender: 'hembra', image: null },
  from_state: 'en_adopcion',
  state: 'pendiente',
  created_at: '2026-11-20T10:00:00.000Z',
  read: false,
  ...overrides,
});

function DetailProbe() {
  const state = useLocation().state as { animal?: Animal } | null;
  return <h1>Detalle de {state?.animal?.name}</h1>;
}

const renderSection = () => {
  const patches = mockMe();
  const rendered = renderRoutes(
    [
      { path: '/dashboard', element: <FavouritesSection /> },
      { path: '/adopciones/animal/:id', element: <DetailProbe /> },
      { path: '/adopciones', element: <h1>Catálogo</h1> },
    ],
    { initialEntries: ['/dashboard'], session: true },
  );
  return { ...rendered, patches };
};

const cardList = () => screen.getAllByRole('list').find((list) => list.classList.contains('grid'))!;
const cards = () => within(cardList()).getAllByRole('link');

describe('Mi cuenta → Favoritos', () => {
  it('asks for the largest page and pages on until it has every favourite', async () => {
    const requests = mockFavourites(
      Array.from({ length: 130 }, (_, index) => favourite(index + 1)),
    );
    renderSection();
    expect(await screen.findByText('Tienes 130 animales en favoritos.')).toBeInTheDocument();
    expect(requests.map((params) => [params.get('page'), params.get('page_size')])).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);
    expect(screen.getByText('Mostrando 6 de 130')).toBeInTheDocument();
  });

  it('shows six cards with photo and name, then three more per "Descubre más"', async () => {
    mockFavourites(Array.from({ length: 10 }, (_, index) => favourite(index + 1)));
    const { user } = renderSection();
    await screen.findByText('Tienes 10 animales en favoritos.');
    expect(cards()).toHaveLength(6);
    expect(cards()[0]).toHaveAccessibleName(/Favorito 1/);
    const img = cards()[0]!.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      '/media/pets/fav-1-400.webp 400w, /media/pets/fav-1-800.webp 800w, /media/pets/fav-1-1600.webp 1200w',
    );
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');

    await user.click(screen.getByRole('button', { name: 'Descubre más' }));
    expect(cards()).toHaveLength(9);
    // Keyboard users land on the first card that appeared.
    expect(cards()[6]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Descubre más' }));
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Descubre más' })).not.toBeInTheDocument();
  });

  it('narrows the cards by kind with "Filtros"', async () => {
    // Ids 1–8: kinds gato, ave, otros, perro, gato, ave, otros, perro.
    mockFavourites(Array.from({ length: 8 }, (_, index) => favourite(index + 1)));
    const { user } = renderSection();
    await screen.findByText('Tienes 8 animales en favoritos.');
    await user.selectOptions(screen.getByLabelText('Filtros'), 'Gatos');
    expect(cards().map((link) => link.getAttribute('href'))).toEqual([
      '/adopciones/animal/1',
      '/adopciones/animal/5',
    ]);
    await user.selectOptions(screen.getByLabelText('Filtros'), 'Todos los animales');
    expect(cards()).toHaveLength(6);
  });

  it('says so when no favourite is of the chosen kind', async () => {
    mockFavourites([favourite(4)]);
    const { user } = renderSection();
    await screen.findByText('Tienes 1 animal en favoritos.');
    await user.selectOptions(screen.getByLabelText('Filtros'), 'Aves');
    expect(screen.getByText('No tienes favoritos de este tipo.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('opens the animal page with the animal in the navigation state', async () => {
    mockFavourites([favourite(4, { name: 'Kira' })]);
    const { user, router } = renderSection();
    await user.click(await screen.findByRole('link', { name: /Kira/ }));
    expect(router.state.location.pathname).toBe('/adopciones/animal/4');
    expect(screen.getByRole('heading', { name: 'Detalle de Kira' })).toBeInTheDocument();
  });

  it('without favourites shows the spec empty state, whose "Descubre más" goes to the catalogue', async () => {
    mockFavourites([]);
    const { user, router } = renderSection();
    expect(await screen.findByText('Parece que aún no tienes favoritos')).toBeInTheDocument();
    expect(screen.getByLabelText('Filtros')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Descubre más' }));
    expect(router.state.location.pathname).toBe('/adopciones');
  });

  it('tells when the favourites cannot be loaded and retries', async () => {
    mockFavourites('error');
    const { user } = renderSection();
    expect(
      await screen.findByText(
        'No se pudieron cargar tus favoritos. Por favor, inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
    mockFavourites([favourite(4, { name: 'Kira' })]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Kira/ })).toBeInTheDocument());
  });

  it('shows each card’s state and removes a favourite with its heart, with "Deshacer" in its place', async () => {
    mockFavourites([
      favourite(4, { name: 'Kira', state: 'pendiente' }),
      favourite(5, { name: 'Toby', state: 'adoptada' }),
      favourite(6, { name: 'Nube' }),
    ]);
    const calls = mockHearts();
    const { user } = renderSection();
    await screen.findByText('Tienes 3 animales en favoritos.');
    expect(within(cards()[0]!).getByText('Reservado')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Adoptado')).toBeInTheDocument();
    expect(within(cards()[2]!).queryByText('Disponible')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar a Kira de favoritos' }));
    const undo = await screen.findByRole('button', { name: 'Deshacer' });
    expect(calls).toEqual([['remove-favourite-pet', '7', 4]]);
    expect(screen.getAllByText('Kira ya no está en tus favoritos.').length).toBeGreaterThan(0);
    expect(undo).toHaveFocus();
    expect(screen.getByText('Tienes 2 animales en favoritos.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kira/ })).not.toBeInTheDocument();

    await user.click(undo);
    const heart = await screen.findByRole('button', { name: 'Quitar a Kira de favoritos' });
    expect(calls).toEqual([
      ['remove-favourite-pet', '7', 4],
      ['add-favourite-pet', '7', 4],
    ]);
    expect(heart).toHaveFocus();
    expect(screen.getByText('Tienes 3 animales en favoritos.')).toBeInTheDocument();
  });

  it('lists the news of favourites and marks the new ones read once shown', async () => {
    mockFavourites([favourite(4, { name: 'Kira', state: 'pendiente' })]);
    const read: unknown[] = [];
    server.use(
      http.get('*/users/api/users/me/favourite-updates/', () =>
        HttpResponse.json({
          unread: 1,
          items: [
            notice(12),
            notice(9, {
              pet: { id: 5, name: 'Toby', kind: 'gato', gender: 'macho', image: null },
              state: 'adoptada',
              read: true,
            }),
          ],
        }),
      ),
      http.post('*/users/api/users/me/favourite-updates/read/', async ({ request }) => {
        read.push(await request.json());
        return HttpResponse.json({ unread: 0 });
      }),
    );
    renderSection();
    const news = await screen.findByRole('region', { name: 'Novedades de tus favoritos' });
    const items = within(news).getAllByRole('link');
    expect(items.map((link) => link.getAttribute('href'))).toEqual([
      '/adopciones/animal/4',
      '/adopciones/animal/5',
    ]);
    expect(items[0]).toHaveTextContent(
      'Kira está reservada: su refugio está tramitando su adopción.',
    );
    expect(within(items[0]!).getByText('Nuevo')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Toby ya tiene un hogar: ha sido adoptado.');
    expect(within(items[1]!).queryByText('Nuevo')).not.toBeInTheDocument();
    await waitFor(() => expect(read).toEqual([{ ids: [12] }]));
  });

  it('shows no news list without news, and the mail switch on, which turns the mails off', async () => {
    mockFavourites([]);
    const { user, patches } = renderSection();
    const toggle = await screen.findByRole('checkbox', {
      name: 'Avisarme por correo cuando cambie el estado de mis favoritos',
    });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/como mucho un correo al día por animal/);
    expect(screen.queryByRole('region', { name: 'Novedades de tus favoritos' })).toBeNull();

    await user.click(toggle);
    expect(
      await screen.findByText('Ya no te avisaremos por correo de los cambios de tus favoritos.'),
    ).toBeInTheDocument();
    expect(patches).toEqual([{ favourite_update_mails: false }]);
    expect(toggle).not.toBeChecked();
  });
});
