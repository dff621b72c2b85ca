import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import { makeAnimal, ME } from '../features/pets/test-fixtures';
import type { Animal } from '@huella/shared/schemas/pets';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { fakeRequestsApi, makeRequest } from '../features/adoption-requests/test-fixtures';
import type { PublicShelter } from '@huella/shared/schemas/shelters';
import { myShelterFixture } from '../testing/fixtures';
import { makeQuestionnaire, mockQuestionnaire } from '../testing/questionnaire-fixtures';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import AnimalDetail from './animal-detail';

const routes = [
  { path: '/adopciones', element: <h1>Catálogo</h1> },
  { path: '/adopciones/animal/:id', element: <AnimalDetail /> },
  { path: '/login', element: <h1>Pantalla de login</h1> },
  { path: '/adopciones/animal/:id/solicitar', element: <h1>Formulario de solicitud</h1> },
  { path: '/dashboard', element: <h1>Mi cuenta</h1> },
  { path: '/dashboard/adoption_announcement/:id', element: <h1>Editar el anuncio</h1> },
  { path: '/refugios/:id', element: <h1>Página del refugio</h1> },
];

const LUNA = makeAnimal(3, {
  name: 'Luna',
  description: 'Luna es tranquila y muy cariñosa.',
  characteristics: ['Gato', 'Hembra', '2 años', 'Esterilizada'],
  views: 42,
  images: [0, 1, 2].map((index) => ({
    url: `media/pets/luna-${index}-800.webp`,
    width: 1600,
    height: 1200,
    variants: {
      '400': `media/pets/luna-${index}-400.webp`,
      '800': `media/pets/luna-${index}-800.webp`,
      '1600': `media/pets/luna-${index}-1600.webp`,
    },
  })),
});

/** The shelter's public page and its animals: what the block below the animal shows. */
function mockShelter(
  others: Animal[] = [],
  shelter: PublicShelter | 404 = publicShelter,
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/shelters/api/shelters/:id/', () =>
      shelter === 404
        ? HttpResponse.json({ error: 'No encontrado', code: 'not_found' }, { status: 404 })
        : HttpResponse.json(shelter),
    ),
    http.get('*/api/animals', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(others, { headers: { 'X-Total-Count': String(others.length) } });
    }),
  );
  return queries;
}

const { role: _role, verified: _verified, ...publicShelter } = myShelterFixture();

function mockDetail(animal: Animal | null, wait = 0) {
  let calls = 0;
  mockShelter();
  server.use(
    http.get('*/api/animals/:id', async () => {
      calls += 1;
      await delay(wait);
      return animal
        ? HttpResponse.json(animal)
        : HttpResponse.json(
            { error: 'No se encontró información del animal.', code: 'pet_not_found' },
            { status: 404 },
          );
    }),
  );
  return () => calls;
}

/** A signed-in visitor: no shelters of their own, no requests yet. */
function mockSignedIn({
  shelters = [] as { id: number }[],
  requests = [] as AdoptionRequest[],
} = {}) {
  server.use(http.get('*/shelters/api/shelters/my-shelters/', () => HttpResponse.json(shelters)));
  return fakeRequestsApi(requests);
}

const renderDetail = (options: { state?: unknown; session?: boolean; id?: number } = {}) =>
  renderRoutes(routes, {
    initialEntries: [
      { pathname: `/adopciones/animal/${options.id ?? 3}`, state: options.state ?? null },
    ],
    session: options.session ?? false,
  });

describe('animal detail page', () => {
  it('paints the animal from the list at once, then shows the fresh data (and counts the view)', async () => {
    const calls = mockDetail({ ...LUNA, name: 'Luna (actualizado)', views: 43 }, 100);
    renderDetail({ state: { animal: LUNA } });
    expect(screen.getByRole('heading', { level: 1, name: 'Luna' })).toBeInTheDocument();
    expect(screen.getByText('42 visitas')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Luna (actualizado)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('43 visitas')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('loads the animal by id: description, characteristics, views and photos', async () => {
    mockDetail(LUNA);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna' })).toBeInTheDocument();
    expect(screen.getByText('Luna es tranquila y muy cariñosa.')).toBeInTheDocument();
    const characteristics = screen.getByRole('region', { name: 'Características' });
    expect(
      within(characteristics)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gato', 'Hembra', '2 años', 'Esterilizada']);
    expect(screen.getByText('42 visitas')).toBeInTheDocument();
    expect(screen.getByText('Refugio Esperanza')).toBeInTheDocument();

    const main = screen.getByRole('img', { name: 'Luna, foto 1' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '1600');
    expect(main).toHaveAttribute('height', '1200');
    expect(main).toHaveAttribute('sizes');
    expect(main.getAttribute('srcset')).toBe(
      '/media/pets/luna-0-400.webp 400w, /media/pets/luna-0-800.webp 800w, /media/pets/luna-0-1600.webp 1600w',
    );
    const thumbs = screen.getAllByRole('button', { name: /^Ver foto/ });
    expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs)
      expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('switches the main photo with the thumbnails', async () => {
    mockDetail(LUNA);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ver foto 2' }));
    expect(screen.getByRole('button', { name: 'Ver foto 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Luna, foto 2' }).getAttribute('src')).toBe(
      '/media/pets/luna-1-800.webp',
    );
  });

  it('shows three placeholders when the animal has no photos', async () => {
    mockDetail({ ...LUNA, images: [], image: null });
    renderDetail();
    expect(
      await screen.findByRole('img', { name: 'Este animal aún no tiene fotos.' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('gallery-placeholders')).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('says the animal was not found, with a back button', async () => {
    mockDetail(null);
    const { user, router } = renderDetail({ id: 999 });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No se encontró información del animal.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Puede que el anuncio se haya retirado o que el animal ya haya encontrado un hogar.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Catálogo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adopciones');
  });

  it('treats an id that is not a number as an unknown animal, without asking the API', async () => {
    const calls = mockDetail(LUNA);
    renderRoutes(routes, { initialEntries: ['/adopciones/animal/no-existe'] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'No se encontró información del animal.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('requires a reason to report, stores the report, then closes, clears and thanks', async () => {
    mockDetail(LUNA);
    let body: unknown;
    server.use(
      http.post('*/api/animals/3/report/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Gracias, revisaremos el anuncio.' }, { status: 201 });
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reportar anuncio' }));
    // The form's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Reportar anuncio' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Información incorrecta', 'Contenido inapropiado', 'Animal ya adoptado', 'Otro']);
    expect(within(dialog).getByRole('radio', { name: 'Información incorrecta' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selecciona un motivo.');
    expect(body).toBeUndefined();

    await user.click(within(dialog).getByRole('radio', { name: 'Animal ya adoptado' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    const message = within(dialog).getByLabelText('Mensaje (opcional)');
    expect(message).toHaveAttribute('maxLength', '1000');
    await user.type(message, 'La adoptaron la semana pasada.');
    expect(within(dialog).getByText('30 / 1000 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));

    expect(await screen.findByText('Gracias, revisaremos el anuncio.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Reportar anuncio' })).not.toBeInTheDocument();
    expect(body).toEqual({
      reason: 'Animal ya adoptado',
      message: 'La adoptaron la semana pasada.',
    });

    await user.click(screen.getByRole('button', { name: 'Reportar anuncio' }));
    const reopened = screen.getByRole('dialog', { name: 'Reportar anuncio' });
    expect(within(reopened).getByRole('radio', { name: 'Animal ya adoptado' })).not.toBeChecked();
    expect(within(reopened).getByLabelText('Mensaje (opcional)')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reportar anuncio' })).toHaveFocus();
  });

  it('shares through Facebook, X and WhatsApp links, and copies the link for Instagram', async () => {
    mockDetail(LUNA);
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Luna' });
    const url = `${window.location.origin}/adopciones/animal/3`;
    const encoded = encodeURIComponent(url);
    const facebook = screen.getByRole('link', { name: /Compartir en Facebook/ });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Compartir en X/ })).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent('Conoce a Luna, busca un hogar en Huella')}`,
    );
    expect(screen.getByRole('link', { name: /Compartir en WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Conoce a Luna, busca un hogar en Huella ${url}`)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Compartir en Instagram' }));
    expect(
      await screen.findByText('Enlace copiado. Pégalo en Instagram para compartirlo.'),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('blocks double clicks on the heart while saving and flips it after success', async () => {
    mockDetail(LUNA);
    let posts = 0;
    mockSignedIn();
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json(ME)),
      http.post('*/users/api/users/12/add-favourite-pet/', async () => {
        posts += 1;
        await delay(100);
        return HttpResponse.json({ favourites: [3] });
      }),
    );
    const { user } = renderDetail({ session: true });
    const heart = await screen.findByRole('button', { name: 'Añadir a Luna a favoritos' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await user.dblClick(heart);
    await user.click(heart);
    expect(await screen.findByText('Añadido a favoritos')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(posts).toBe(1);
  });

  it('a heart pressed before the account has loaded waits for it and saves the favourite', async () => {
    mockDetail(LUNA);
    mockSignedIn();
    let posts = 0;
    server.use(
      http.get('*/users/api/users/me/', async () => {
        await delay(300);
        return HttpResponse.json(ME);
      }),
      http.post('*/users/api/users/12/add-favourite-pet/', () => {
        posts += 1;
        return HttpResponse.json({ favourites: [3] });
      }),
    );
    const { user } = renderDetail({ session: true });
    const heart = await screen.findByRole('button', { name: 'Añadir a Luna a favoritos' });
    await user.click(heart);
    expect(await screen.findByText('Añadido a favoritos')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(posts).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens the error dialog when the favourite cannot be saved', async () => {
    mockDetail(LUNA);
    mockSignedIn();
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json(ME)),
      http.post('*/users/api/users/12/add-favourite-pet/', () =>
        HttpResponse.json({ error: 'Fallo', code: 'internal' }, { status: 500 }),
      ),
    );
    const { user } = renderDetail({ session: true });
    await user.click(await screen.findByRole('button', { name: 'Añadir a Luna a favoritos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(
      'Ha ocurrido un error al actualizar tus favoritos. Por favor, inténtalo de nuevo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('button', { name: 'Añadir a Luna a favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks a guest to sign in from the detail heart', async () => {
    mockDetail(LUNA);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Añadir a Luna a favoritos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inicia sesión para continuar' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Luna' })).toBeInTheDocument();
  });
});

describe('animal detail page: adopting', () => {
  it('asks a guest to sign in before applying or writing to the shelter', async () => {
    mockDetail(LUNA);
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Contactar con el refugio' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Inicia sesión para continuar' });
    expect(dialog).toHaveAccessibleDescription(
      'Debes iniciar sesión o crear una cuenta para escribir al refugio.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Quiero adoptar' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Inicia sesión para continuar' });
    expect(dialog).toHaveAccessibleDescription(
      'Debes iniciar sesión o crear una cuenta para solicitar la adopción de este animal.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de login' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/adopciones/animal/3' },
    });
  });

  it('takes a signed-in visitor to the application form', async () => {
    mockDetail(LUNA);
    mockSignedIn();
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    const { user, router } = renderDetail({ session: true });
    await user.click(await screen.findByRole('button', { name: 'Quiero adoptar' }));
    expect(
      await screen.findByRole('heading', { name: 'Formulario de solicitud' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adopciones/animal/3/solicitar');
  });

  it('opens the conversation with the shelter and goes to it', async () => {
    mockDetail(LUNA);
    mockSignedIn();
    let body: unknown;
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json(ME)),
      http.post('*/chat/api/conversations/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { user, router } = renderDetail({ session: true });
    await user.click(await screen.findByRole('button', { name: 'Contactar con el refugio' }));
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(body).toEqual({ pet: 3 });
    expect(router.state.location.search).toBe('?seccion=chat&conversacion=9');
  });

  it('gives members of the animal’s shelter "Editar anuncio" instead of the adoption buttons', async () => {
    mockDetail(LUNA);
    const api = mockSignedIn({ shelters: [{ id: 1 }] });
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    const { user, router } = renderDetail({ session: true });
    await screen.findByRole('heading', { level: 1, name: 'Luna' });
    const edit = await screen.findByRole('link', { name: 'Editar anuncio' });
    expect(edit).toHaveAttribute('href', '/dashboard/adoption_announcement/3');
    // The heart is there: the page is painted, only the adoption buttons are not.
    expect(screen.getByRole('button', { name: 'Añadir a Luna a favoritos' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Quiero adoptar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Contactar con el refugio' }),
    ).not.toBeInTheDocument();
    // The count is still shown, with a word on why it does not grow with their visits.
    expect(screen.getByText('(Tus visitas y las de tu refugio no se cuentan.)')).toBeVisible();
    // A member never applies: their requests for this animal are not even asked for.
    expect(api.calls).toHaveLength(0);
    await user.click(edit);
    expect(await screen.findByRole('heading', { name: 'Editar el anuncio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/adoption_announcement/3');
  });

  it('shows "Editar anuncio" to nobody else: a guest, or a member of another shelter', async () => {
    mockDetail(LUNA);
    const { unmount } = renderDetail();
    expect(await screen.findByRole('button', { name: 'Quiero adoptar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar anuncio' })).not.toBeInTheDocument();
    unmount();

    mockSignedIn({ shelters: [{ id: 2 }] });
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    renderDetail({ session: true });
    expect(await screen.findByRole('button', { name: 'Quiero adoptar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar anuncio' })).not.toBeInTheDocument();
    expect(screen.queryByText(/no se cuentan/)).not.toBeInTheDocument();
  });

  it('shows the state of an open request and links to it instead of applying again', async () => {
    mockDetail(LUNA);
    const api = mockSignedIn({ requests: [makeRequest(5, { state: 'en_revision' })] });
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    renderDetail({ session: true });
    expect(
      await screen.findByText(
        'Ya has solicitado su adopción. Estado de tu solicitud: En revisión.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi solicitud' })).toHaveAttribute(
      'href',
      '/dashboard?seccion=solicitudes&solicitud=5',
    );
    expect(screen.queryByRole('button', { name: 'Quiero adoptar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contactar con el refugio' })).toBeInTheDocument();
    expect(api.calls[0]?.path).toContain('pet=3');
  });

  it('offers "Quiero adoptar" again after a closed request, and never for an unpublished animal', async () => {
    mockDetail(LUNA);
    mockSignedIn({ requests: [makeRequest(5, { state: 'rechazada' })] });
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    const { unmount } = renderDetail({ session: true });
    expect(await screen.findByRole('button', { name: 'Quiero adoptar' })).toBeInTheDocument();
    unmount();

    mockDetail({ ...LUNA, state: 'pendiente' });
    renderDetail();
    expect(
      await screen.findByRole('button', { name: 'Contactar con el refugio' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quiero adoptar' })).not.toBeInTheDocument();
  });
});

describe('animal detail page: states', () => {
  it('marks a reserved animal, explains why no request can be sent, offers to follow it and similar animals', async () => {
    mockDetail({ ...LUNA, state: 'pendiente', kind: 'gato' });
    renderDetail();
    const title = await screen.findByRole('heading', { level: 1, name: 'Luna' });
    expect(title.parentElement).toHaveTextContent('Reservado');
    const panel = screen.getByRole('region', {
      name: 'Reservado: ahora no se pueden enviar solicitudes',
    });
    expect(panel).toHaveTextContent(
      'El refugio ya está estudiando una adopción para Luna. Si no sale adelante, volverá a estar disponible.',
    );
    const follow = within(panel).getByRole('button', {
      name: 'Avisarme si vuelve a estar disponible',
    });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow).toHaveAccessibleDescription(
      'Guárdalo en favoritos y te avisaremos si vuelve a estar disponible.',
    );
    expect(
      within(panel).getByRole('link', { name: 'Ver gatos en adopción en Madrid' }),
    ).toHaveAttribute('href', '/adopciones?categoria=gato&ciudad=madrid');
    expect(screen.queryByRole('button', { name: 'Quiero adoptar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contactar con el refugio' })).toBeInTheDocument();
  });

  it('follows a reserved animal with the favourite, and says it will tell', async () => {
    mockDetail({ ...LUNA, state: 'pendiente' });
    mockSignedIn();
    let favourites: number[] = [];
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json({ ...ME, favourites })),
      http.post('*/users/api/users/:id/add-favourite-pet/', () => {
        favourites = [3];
        return HttpResponse.json({ favourites }, { status: 201 });
      }),
    );
    const { user } = renderDetail({ session: true });
    const follow = await screen.findByRole('button', {
      name: 'Avisarme si vuelve a estar disponible',
    });
    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(follow).toHaveAccessibleDescription(
      'Lo tienes en favoritos: te avisaremos si vuelve a estar disponible.',
    );
  });

  it('tells that an adopted animal found a family, with the way to similar ones', async () => {
    mockDetail({ ...LUNA, state: 'adoptada' });
    renderDetail();
    const title = await screen.findByRole('heading', { level: 1, name: 'Luna' });
    expect(title.parentElement).toHaveTextContent('Adoptado');
    const panel = screen.getByRole('region', { name: '¡Luna ya ha encontrado familia!' });
    expect(
      within(panel).getByRole('link', { name: 'Ver perros en adopción en Madrid' }),
    ).toHaveAttribute('href', '/adopciones?categoria=perro&ciudad=madrid');
    expect(screen.queryByRole('button', { name: 'Quiero adoptar' })).not.toBeInTheDocument();
  });

  it('shows no state panel for an animal in adoption', async () => {
    mockDetail(LUNA);
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Quiero adoptar' })).toBeInTheDocument();
    expect(screen.queryByText('Reservado')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Reservado|familia/ })).not.toBeInTheDocument();
  });
});

describe('animal detail page: failures', () => {
  it('says a network failure is one (not "not found") and loads the animal on Reintentar', async () => {
    let fail = true;
    mockShelter();
    server.use(
      http.get('*/api/animals/:id', () => (fail ? HttpResponse.error() : HttpResponse.json(LUNA))),
    );
    const { user } = renderDetail();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No se pudo cargar el animal. Comprueba tu conexión.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No se encontró información del animal.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna' })).toBeInTheDocument();
  });

  it('says the same of a server error, after trying once more by itself', async () => {
    let calls = 0;
    mockShelter();
    server.use(
      http.get('*/api/animals/:id', () => {
        calls += 1;
        return HttpResponse.json({ error: 'Error interno', code: 'internal' }, { status: 503 });
      }),
    );
    renderDetail();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No se pudo cargar el animal. Comprueba tu conexión.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeEnabled();
    expect(calls).toBe(2);
  });
});

describe('animal detail page: lightbox', () => {
  it('opens on the main photo, moves with the arrow keys and the buttons, closes on Escape with focus back', async () => {
    mockDetail(LUNA);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ver foto 2' }));
    const opener = screen.getByRole('button', { name: 'Ampliar las fotos de Luna' });
    opener.focus();
    await user.keyboard('{Enter}');

    const lightbox = screen.getByRole('dialog', { name: 'Fotos de Luna' });
    expect(within(lightbox).getByText('2 de 3')).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    const photo = within(lightbox).getByRole('img', { name: 'Luna, foto 2' });
    // The large variants, chosen for the whole screen's width.
    expect(photo).toHaveAttribute('sizes', '100vw');
    expect(photo.getAttribute('srcset')).toContain('/media/pets/luna-1-1600.webp 1600w');

    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByText('3 de 3')).toBeInTheDocument();
    expect(within(lightbox).getByRole('img', { name: 'Luna, foto 3' })).toBeInTheDocument();
    // After the last photo comes the first.
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByText('1 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(lightbox).getByText('3 de 3')).toBeInTheDocument();
    await user.click(within(lightbox).getByRole('button', { name: 'Foto anterior' }));
    expect(within(lightbox).getByText('2 de 3')).toBeInTheDocument();
    await user.click(within(lightbox).getByRole('button', { name: 'Foto siguiente' }));
    expect(within(lightbox).getByText('3 de 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Fotos de Luna' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ampliar las fotos de Luna' })).toHaveFocus();
    // The photo last seen stays the main one.
    expect(screen.getByRole('button', { name: 'Ver foto 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('changes photo with a swipe of a finger, not with a mouse drag', async () => {
    mockDetail(LUNA);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ampliar las fotos de Luna' }));
    const lightbox = screen.getByRole('dialog', { name: 'Fotos de Luna' });
    const stage = within(lightbox).getByRole('img', { name: 'Luna, foto 1' }).parentElement!;
    const swipe = (pointerType: string, from: number, to: number) => {
      fireEvent.pointerDown(stage, {
        pointerId: 1,
        pointerType,
        isPrimary: true,
        clientX: from,
        clientY: 300,
      });
      fireEvent.pointerUp(stage, {
        pointerId: 1,
        pointerType,
        isPrimary: true,
        clientX: to,
        clientY: 310,
      });
    };
    swipe('touch', 300, 100);
    expect(within(lightbox).getByText('2 de 3')).toBeInTheDocument();
    swipe('touch', 100, 300);
    expect(within(lightbox).getByText('1 de 3')).toBeInTheDocument();
    swipe('mouse', 300, 100);
    expect(within(lightbox).getByText('1 de 3')).toBeInTheDocument();
    // A short movement is a tap, not a swipe.
    swipe('touch', 300, 280);
    expect(within(lightbox).getByText('1 de 3')).toBeInTheDocument();
    await user.click(within(lightbox).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('animal detail page: the shelter', () => {
  it('links the shelter’s name to its page, shows its contact and its other animals', async () => {
    mockDetail(LUNA);
    const others = [
      makeAnimal(3, { name: 'Luna' }),
      makeAnimal(8, { name: 'Toby' }),
      makeAnimal(9, { name: 'Kira' }),
    ];
    const queries = mockShelter(others);
    const { user, router } = renderDetail();
    const strip = await screen.findByRole('region', { name: 'Otros animales de este refugio' });
    // This animal is not among its shelter's others.
    expect(
      within(strip)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Toby', 'Kira']);
    expect(queries.at(-1)?.get('shelter')).toBe('1');
    expect(
      within(strip).getByRole('link', { name: 'Ver todos los animales de Refugio Esperanza' }),
    ).toHaveAttribute('href', '/refugios/1');
    const contact = screen.getByRole('region', { name: 'Contacto' });
    expect(within(contact).getByRole('link', { name: 'hola@esperanza.es' })).toHaveAttribute(
      'href',
      'mailto:hola@esperanza.es',
    );

    await user.click(screen.getByRole('link', { name: 'Refugio Esperanza' }));
    expect(await screen.findByRole('heading', { name: 'Página del refugio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/refugios/1');
  });

  it('shows no strip when the shelter has no other animal, and no link to an unverified shelter', async () => {
    const queries = mockShelter([LUNA]);
    server.use(
      http.get('*/api/animals/:id', () =>
        HttpResponse.json({ ...LUNA, shelter: { ...LUNA.shelter, verified: false } }),
      ),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Luna' });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(screen.getByText('Refugio Esperanza')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'Refugio Esperanza' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Otros animales de este refugio' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contacto' })).not.toBeInTheDocument();
  });
});

describe('animal detail page: compatibility (issue 20)', () => {
  const badges = compatibilityMessages.badges;
  const reasons = compatibilityMessages.reasons;
  /** Needs a garden, no cats, good with children, calm, small. */
  const MIA = makeAnimal(3, {
    name: 'Mía',
    needs_garden: true,
    good_with_cats: false,
    good_with_children: true,
    energy: 'baja',
    size: 'pequeño',
  });

  it('lists every reason it fits and everything to consider, under their headings', async () => {
    mockDetail(MIA);
    mockSignedIn();
    mockQuestionnaire(makeQuestionnaire());
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    renderDetail({ session: true });
    const fits = await screen.findByRole('region', { name: badges.fitsTitle });
    expect(
      within(fits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([reasons.childrenFit, reasons.calmFits, reasons.sizeFits]);
    const consider = screen.getByRole('region', { name: badges.considerTitle });
    expect(
      within(consider)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([reasons.gardenMissing, reasons.catsAvoid]);
    expect(screen.queryByText(badges.noQuestionnaire)).not.toBeInTheDocument();
  });

  it('invites someone without a questionnaire to fill it, and says nothing to a guest', async () => {
    mockDetail(MIA);
    mockSignedIn();
    server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
    const { unmount } = renderDetail({ session: true });
    expect(await screen.findByText(badges.noQuestionnaire, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: badges.fillQuestionnaire })).toHaveAttribute(
      'href',
      '/dashboard?seccion=cuestionario',
    );
    unmount();

    renderDetail();
    expect(await screen.findByRole('button', { name: 'Quiero adoptar' })).toBeInTheDocument();
    expect(screen.queryByText(badges.noQuestionnaire, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: badges.considerTitle })).not.toBeInTheDocument();
  });
});
