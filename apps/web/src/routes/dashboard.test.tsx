import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { stubMatchMedia } from '../testing/match-media';
import { fakeAnnouncementsApi } from '../features/announcements/announcements-test-api';
import { server } from '../testing/server';
import { Landing, renderRoutes } from '../testing/render';
import { fakeRequestsApi, makeRequest } from '../features/adoption-requests/test-fixtures';
import {
  applicationIn,
  fakeApplicationsApi,
  statsFixture,
} from '../features/shelter-applications/test-fixtures';
import DashboardRoute from './dashboard';
import { myShelterFixture, userFixture } from '../testing/fixtures';

const ana = userFixture();

const shelter = myShelterFixture;

function mockApi({ user = ana, shelters = [] as MyShelter[] | 'error' } = {}) {
  // Anuncios opens first: a user with no announcements yet.
  fakeAnnouncementsApi([]);
  server.use(
    http.get('/users/api/users/me/', () => HttpResponse.json(user)),
    http.get('/users/api/users/me/favourites/', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    ),
    // Búsquedas guardadas: none yet.
    http.get('/users/api/saved-searches/', () => HttpResponse.json([])),
    // Chat: no conversations yet.
    http.get('/chat/api/conversations/', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    ),
    http.get('/shelters/api/shelters/my-shelters/', () =>
      shelters === 'error'
        ? HttpResponse.json({ error: 'Fallo', code: 'internal_error' }, { status: 500 })
        : HttpResponse.json(shelters),
    ),
  );
  // Shop (issue 16): Pagos lists no order and Cuenta has no card yet.
  server.use(
    http.get('/shop/api/orders/', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    ),
    http.get('/shop/api/payment-method/', () => HttpResponse.json(null)),
  );
  // Refugios (issue 17): no application to register a shelter unless a test adds one.
  fakeApplicationsApi([]);
  // Refugios → Solicitudes counts and Mi cuenta → Solicitudes: none unless a test adds some.
  return fakeRequestsApi([]);
}

const routes = [
  { path: '/dashboard', element: <DashboardRoute /> },
  {
    path: '/dashboard/adoption_announcement',
    element: <Landing name="Nuevo anuncio de adopción" />,
  },
  { path: '/adopciones', element: <Landing name="Adopciones" /> },
];

const renderDashboard = (entry = '/dashboard') =>
  renderRoutes(routes, { initialEntries: [entry], session: true });

const menu = () => screen.getByRole('navigation', { name: 'Secciones de Mi cuenta' });

const narrowScreen = (narrow: boolean) =>
  stubMatchMedia((query) => narrow && query.includes('max-width'));

afterEach(() => narrowScreen(false));

describe('Mi cuenta', () => {
  it('greets a shelter member and starts on Anuncios with real zero counters', async () => {
    mockApi({ shelters: [shelter()] });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(await screen.findByText('¡Hola, Ana!')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Anuncios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByPlaceholderText('Buscar anuncios...')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes anuncios')).toBeInTheDocument();
    // Beside the title, and in the empty list.
    const addLinks = screen.getAllByRole('link', { name: 'Añadir anuncio' });
    expect(addLinks).toHaveLength(2);
    for (const link of addLinks) {
      expect(link).toHaveAttribute('href', '/dashboard/adoption_announcement');
    }
    for (const label of ['Todos', 'Publicados', 'Pendientes', 'Caducados']) {
      expect(await screen.findByRole('button', { name: `${label} 0` })).toHaveAttribute(
        'aria-pressed',
        String(label === 'Todos'),
      );
    }
  });

  it('lists Refugios for everyone (the way to register one), the received requests only for members', async () => {
    mockApi();
    const { unmount } = renderDashboard();
    await screen.findByText('¡Hola, Ana!');
    await waitFor(() => expect(within(menu()).getAllByRole('link')).toHaveLength(9));
    expect(within(menu()).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'href',
      '/dashboard?seccion=solicitudes',
    );
    expect(within(menu()).getByRole('link', { name: 'Refugios' })).toHaveAttribute(
      'href',
      '/dashboard?seccion=refugios',
    );
    expect(
      within(menu()).queryByRole('link', { name: /Solicitudes recibidas/ }),
    ).not.toBeInTheDocument();
    unmount();

    mockApi({ shelters: [shelter()] });
    renderDashboard();
    expect(
      await within(menu()).findByRole('link', { name: /Solicitudes recibidas/ }),
    ).toBeInTheDocument();
    // A member also reads the requests their shelters received, apart from their own.
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Anuncios',
      'Solicitudes recibidas',
      'Favoritos',
      'Búsquedas guardadas',
      'Compatibilidad',
      'Mis solicitudes',
      'Chat',
      'Pagos',
      'Cuenta',
      'Refugios',
    ]);
  });

  it('tells the user in a dialog when their shelters cannot be loaded', async () => {
    mockApi({ shelters: 'error' });
    const { user } = renderDashboard();
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(
      'No se pudieron cargar tus refugios. Por favor, inténtalo de nuevo más tarde.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the chosen section in the URL', async () => {
    mockApi();
    const { user, router } = renderDashboard();
    await user.click(within(menu()).getByRole('link', { name: 'Favoritos' }));
    expect(router.state.location.search).toBe('?seccion=favoritos');
    expect(await screen.findByText('Parece que aún no tienes favoritos')).toBeInTheDocument();
    expect(screen.getByLabelText('Filtros')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubre más' })).toHaveAttribute(
      'href',
      '/adopciones',
    );
  });

  it.each([
    ['chat', 'Parece que aún no tienes mensajes'],
    ['pagos', 'Aún no has realizado ningún pago.'],
    // Where the saved searches' alert mails lead.
    ['busquedas', 'Aún no tienes búsquedas guardadas'],
    // Where the animal page's compatibility hint leads.
    ['cuestionario', 'Aún no has rellenado el cuestionario de compatibilidad.'],
  ])('opens ?seccion=%s directly', async (section, text) => {
    mockApi();
    renderDashboard(`/dashboard?seccion=${section}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('folds the menu behind "Menú" on narrow screens and closes it after a choice', async () => {
    narrowScreen(true);
    mockApi();
    const { user } = renderDashboard();
    const toggle = screen.getByRole('button', { name: /Menú/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();

    await user.click(within(list).getByRole('link', { name: 'Chat' }));
    expect(await screen.findByText('Parece que aún no tienes mensajes')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('shows the shelters with a "Mis Refugios" selector when there are several', async () => {
    mockApi({
      shelters: [
        shelter(),
        shelter({
          id: 2,
          name: 'Protectora Sol',
          kind: 'Protectora',
          phone: '',
          email: '',
          role: 'miembro',
        }),
      ],
    });
    const { user } = renderDashboard('/dashboard?seccion=refugios');
    const select = await screen.findByLabelText('Mis Refugios');
    expect(select).toHaveValue('1');
    expect(screen.getByRole('heading', { name: 'Refugio Esperanza' })).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();

    await user.selectOptions(select, '2');
    const card = screen.getByRole('article', { name: 'Protectora Sol' });
    expect(within(card).getByText('Miembro')).toBeInTheDocument();
    expect(within(card).getAllByText('No disponible')).toHaveLength(2);
  });

  // Typing into many fields is slow in jsdom; a loaded machine needs the margin.
  it('edits the profile and saves every field', { timeout: 20_000 }, async () => {
    mockApi();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put('/users/api/users/me/', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...ana, ...sent });
      }),
    );
    const { user } = renderDashboard('/dashboard?seccion=cuenta');
    // No shop payment yet: the payment method says so instead of showing a made-up card.
    expect(
      await screen.findByText(
        'Aún no tienes ningún método de pago. Cuando compres en la tienda, aquí verás la tarjeta de tu último pago.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));

    const values: Record<string, string> = {
      Teléfono: '600 111 222',
      Dirección: 'Calle Luna 3',
      CP: '28001',
      Ciudad: 'Madrid',
      Web: 'https://ana.es',
      Instagram: '@ana',
      Facebook: 'ana.garcia',
    };
    await user.clear(screen.getByLabelText('Apellido'));
    await user.type(screen.getByLabelText('Apellido'), 'López');
    for (const [label, value] of Object.entries(values))
      await user.type(screen.getByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('País'), 'España');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual({
      first_name: 'Ana',
      last_name: 'López',
      phone: '600 111 222',
      address: 'Calle Luna 3',
      postcode: '28001',
      city: 'Madrid',
      country: 'España',
      web: 'https://ana.es',
      instagram: '@ana',
      facebook: 'ana.garcia',
    });
    expect(screen.getByText('Calle Luna 3')).toBeInTheDocument();
    expect(screen.getByText('España')).toBeInTheDocument();
    expect(await screen.findByText('Tus datos se han guardado.')).toBeInTheDocument();
  });

  it(
    'changes and removes the profile photo, checking the file first',
    { timeout: 20_000 },
    async () => {
      mockApi();
      const uploads: string[] = [];
      server.use(
        http.put('/users/api/users/me/avatar/', async ({ request }) => {
          const image = (await request.formData()).get('image');
          // A file part named image (jsdom's files lose name and content on their way
          // through Node's fetch; the E2E journey uploads a real photo).
          if (image && typeof image !== 'string') uploads.push('image');
          return HttpResponse.json({ ...ana, avatar: 'media/avatars/abc-400.webp' });
        }),
        http.delete('/users/api/users/me/avatar/', () => HttpResponse.json(ana)),
      );
      const { user } = renderDashboard('/dashboard?seccion=cuenta');
      const input = await screen.findByTestId('avatar-input');
      const photo = () => screen.getByRole('region', { name: 'Foto de perfil' });
      // No photo yet: the initials stand in, and there is nothing to remove.
      expect(
        within(photo()).queryByRole('button', { name: 'Quitar foto' }),
      ).not.toBeInTheDocument();

      await user.upload(
        input,
        new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' }),
      );
      expect(
        await within(photo()).findByText('La imagen es demasiado grande. El tamaño máximo es 5MB.'),
      ).toBeInTheDocument();
      expect(uploads).toHaveLength(0);

      await user.upload(input, new File(['mi foto'], 'yo.png', { type: 'image/png' }));
      expect(await screen.findByText('Tu foto se ha actualizado.')).toBeInTheDocument();
      expect(uploads).toEqual(['image']);
      expect(within(photo()).getByRole('img', { name: 'Foto de perfil de Ana' })).toHaveAttribute(
        'src',
        expect.stringMatching(/\/media\/avatars\/abc-400\.webp$/),
      );

      await user.click(within(photo()).getByRole('button', { name: 'Quitar foto' }));
      expect(await screen.findByText('Tu foto se ha quitado.')).toBeInTheDocument();
      expect(within(photo()).queryByRole('img')).not.toBeInTheDocument();

      // The `accept` list only filters the system dialog: "All files" lets an SVG through.
      fireEvent.change(input, {
        target: { files: [new File(['<svg/>'], 'dibujo.svg', { type: 'image/svg+xml' })] },
      });
      expect(
        await within(photo()).findByText(
          'Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
        ),
      ).toBeInTheDocument();
      expect(uploads).toHaveLength(1);
    },
  );

  it(
    'checks phone, postcode and addresses before sending, in Spanish',
    { timeout: 20_000 },
    async () => {
      mockApi();
      let sent = false;
      server.use(
        http.put('/users/api/users/me/', () => {
          sent = true;
          return HttpResponse.json(ana);
        }),
      );
      const { user } = renderDashboard('/dashboard?seccion=cuenta');
      await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));
      await user.type(screen.getByLabelText('Teléfono'), '123');
      await user.type(screen.getByLabelText('CP'), '2800');
      await user.selectOptions(screen.getByLabelText('País'), 'España');
      await user.type(screen.getByLabelText('Web'), 'no es una web');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));

      expect(
        await screen.findByText(
          'Introduce un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText('El código postal de España tiene 5 cifras, por ejemplo 28013.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Introduce una dirección web válida, por ejemplo https://www.ejemplo.es.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
      expect(sent).toBe(false);
    },
  );

  // Typing into many fields is slow in jsdom; a loaded machine needs the margin.
  it(
    'stays in edit mode and shows the server error beside the field when saving fails',
    { timeout: 20_000 },
    async () => {
      mockApi();
      server.use(
        http.put('/users/api/users/me/', () =>
          HttpResponse.json(
            {
              error: 'Los datos enviados no son válidos.',
              code: 'validation_error',
              fields: { phone: ['Escribe un teléfono válido.'] },
            },
            { status: 400 },
          ),
        ),
      );
      const { user } = renderDashboard('/dashboard?seccion=cuenta');
      await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByLabelText('Teléfono')).toHaveAccessibleDescription(
        'Escribe un teléfono válido.',
      );
      expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    },
  );

  // Typing into many fields is slow in jsdom; a loaded machine needs the margin.
  it('cancels editing without saving', { timeout: 20_000 }, async () => {
    mockApi();
    const { user } = renderDashboard('/dashboard?seccion=cuenta');
    await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));
    await user.type(screen.getByLabelText('Ciudad'), 'Bilbao');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.queryByText('Bilbao')).not.toBeInTheDocument();
  });

  it('changes the password and keeps the new token pair', async () => {
    mockApi();
    let sent: unknown;
    server.use(
      http.post('/users/api/users/me/change-password/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
    );
    const { user } = renderDashboard('/dashboard?seccion=cuenta');
    await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'Antigua123');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'Nueva1234');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findAllByText('Tu contraseña se ha cambiado. Hemos cerrado tus otras sesiones.'),
    ).not.toHaveLength(0);
    expect(sent).toEqual({ current_password: 'Antigua123', new_password: 'Nueva1234' });
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('says when the current password is wrong', async () => {
    mockApi();
    server.use(
      http.post('/users/api/users/me/change-password/', () =>
        HttpResponse.json(
          {
            error: 'Los datos enviados no son válidos.',
            code: 'validation_error',
            fields: { current_password: ['La contraseña actual no es correcta.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderDashboard('/dashboard?seccion=cuenta');
    await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'Mala12345');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'Nueva1234');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
        'La contraseña actual no es correcta.',
      ),
    );
  });
});

describe('Mi cuenta → adoption requests', () => {
  it('shows Solicitudes to every user, empty at first, pointing to the catalogue', async () => {
    mockApi();
    renderDashboard('/dashboard?seccion=solicitudes');
    expect(
      await screen.findByText('Aún no has enviado ninguna solicitud de adopción'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver animales en adopción' })).toHaveAttribute(
      'href',
      '/adopciones',
    );
  });

  it('opens the request an older e-mail links to under Refugios in Solicitudes recibidas', async () => {
    mockApi({ shelters: [shelter()] });
    fakeRequestsApi([makeRequest(5, { actions: ['review', 'accept', 'reject'] })], {
      side: 'refugio',
    });
    const { router } = renderDashboard('/dashboard?seccion=refugios&solicitud=5');
    const inbox = await screen.findByRole('region', { name: 'Solicitudes recibidas' });
    expect(
      await within(inbox).findByRole('heading', { name: 'Solicitud para adoptar a Luna' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?seccion=recibidas&solicitud=5');
    expect(within(inbox).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
  });
});

describe('Mi cuenta opens on what the person uses', () => {
  it('opens a shelter member on Anuncios with the pending requests above and a badge', async () => {
    mockApi({ shelters: [shelter(), shelter({ id: 2, name: 'Protectora Sol' })] });
    fakeRequestsApi(
      [
        makeRequest(5),
        makeRequest(6, { shelter: { id: 2, name: 'Protectora Sol' } }),
        makeRequest(7, { state: 'en_revision' }),
      ],
      { side: 'refugio' },
    );
    const { user, router } = renderDashboard();
    const notice = await screen.findByRole('complementary', {
      name: 'Tienes 2 solicitudes pendientes',
    });
    expect(within(menu()).getByRole('link', { name: 'Anuncios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The badge counts the pending requests of both shelters; a screen reader hears it after the name.
    expect(
      within(menu()).getByRole('link', { name: 'Solicitudes recibidas, 2 pendientes' }),
    ).toHaveAttribute('href', '/dashboard?seccion=recibidas');

    await user.click(within(notice).getByRole('link', { name: 'Ver solicitudes pendientes' }));
    expect(router.state.location.search).toBe('?seccion=recibidas&estado=pendiente');
    const list = await screen.findByRole('list', { name: 'Solicitudes recibidas' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(menu()).getByRole('link', { name: /^Solicitudes recibidas/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows no notice or badge to a member without pending requests', async () => {
    mockApi({ shelters: [shelter()] });
    fakeRequestsApi([makeRequest(7, { state: 'en_revision' })], { side: 'refugio' });
    renderDashboard();
    expect(await screen.findByText('Aún no tienes anuncios')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Solicitudes recibidas' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('opens an adopter with requests on Mis solicitudes', async () => {
    mockApi();
    fakeRequestsApi([makeRequest(5)]);
    renderDashboard();
    expect(
      await screen.findByRole('link', { name: 'Ver la solicitud para adoptar a Luna' }),
    ).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens an adopter without requests on Favoritos', async () => {
    mockApi();
    renderDashboard();
    expect(await screen.findByText('Parece que aún no tienes favoritos')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('counts the unread news of favourites beside Favoritos', async () => {
    mockApi();
    fakeRequestsApi([makeRequest(5)]);
    server.use(
      http.get('*/users/api/users/me/favourite-updates/', () =>
        HttpResponse.json({ unread: 2, items: [] }),
      ),
    );
    renderDashboard();
    expect(
      await within(menu()).findByRole('link', { name: 'Favoritos, 2 novedades sin leer' }),
    ).toHaveAttribute('href', '/dashboard?seccion=favoritos');
  });

  it('still opens the section the URL asks for', async () => {
    mockApi({ shelters: [shelter()] });
    renderDashboard('/dashboard?seccion=pagos');
    expect(await screen.findByText('Aún no has realizado ningún pago.')).toBeInTheDocument();
  });

  it('explains on Anuncios, to a user with no shelter, what it takes to publish', async () => {
    mockApi();
    renderDashboard('/dashboard?seccion=anuncios');
    expect(
      await screen.findByRole('heading', {
        name: 'Para publicar animales necesitas una cuenta de refugio',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No perteneces a ningún refugio. Contacta con un administrador.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Escribir al equipo para registrar un refugio' }),
    ).toHaveAttribute('href', '/contacto?asunto=Quiero+registrar+mi+refugio+en+Huella');
    expect(screen.queryByRole('link', { name: 'Añadir anuncio' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Buscar anuncios...')).not.toBeInTheDocument();
  });
});

describe('Mi cuenta → Staff', () => {
  it('gives staff a Staff entry in the menu that leads to /staff', async () => {
    mockApi({ user: userFixture({ is_staff: true }) });
    renderDashboard();
    expect(await within(menu()).findByRole('link', { name: 'Staff' })).toHaveAttribute(
      'href',
      '/staff',
    );
  });

  it('shows no Staff entry to anyone else', async () => {
    mockApi();
    renderDashboard();
    expect(await screen.findByText('¡Hola, Ana!')).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });
});

describe('Mi cuenta → Refugios (issue 17)', () => {
  const accountText = shelterApplicationsScreensMessages.account;
  const statsText = shelterApplicationsScreensMessages.stats;

  it('invites a user with no shelter to register one', async () => {
    mockApi();
    renderDashboard('/dashboard?seccion=refugios');
    const invite = await screen.findByRole('region', { name: accountText.noShelterTitle });
    expect(within(invite).getByRole('link', { name: accountText.register })).toHaveAttribute(
      'href',
      '/registrar-refugio',
    );
  });

  it('shows the application’s state instead, with "Responder" when staff ask for information', async () => {
    mockApi();
    fakeApplicationsApi([applicationIn('info_solicitada')]);
    renderDashboard('/dashboard?seccion=refugios');
    const card = await screen.findByRole('region', { name: 'Protectora Patitas' });
    expect(card).toHaveTextContent('Estado: Información solicitada');
    expect(within(card).getByText(accountText.answerNeeded)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: accountText.answer })).toHaveAttribute(
      'href',
      '/registrar-refugio#responder',
    );
    expect(
      screen.queryByRole('region', { name: accountText.noShelterTitle }),
    ).not.toBeInTheDocument();
  });

  it('tells the members of a suspended shelter why it cannot publish', async () => {
    mockApi({
      shelters: [
        shelter({ suspended: true, suspension_reason: 'Anuncios con datos falsos de salud.' }),
      ],
    });
    renderDashboard('/dashboard?seccion=refugios');
    const note = await screen.findByRole('note', { name: accountText.suspendedTitle });
    expect(note).toHaveTextContent('Anuncios con datos falsos de salud.');
  });

  it('opens a shelter’s figures, each chart with its sentence and its data as a table', async () => {
    mockApi({ shelters: [shelter()] });
    server.use(
      http.get('*/shelters/api/shelters/1/stats/', () => HttpResponse.json(statsFixture())),
    );
    const { user } = renderDashboard('/dashboard?seccion=refugios');
    await user.click(await screen.findByRole('button', { name: statsText.open }));
    const dialog = await screen.findByRole('dialog', {
      name: statsText.modalTitle('Refugio Esperanza'),
    });
    expect(
      await within(dialog).findByRole('figure', { name: statsText.overTime }),
    ).toBeInTheDocument();
    const top = within(dialog).getByRole('figure', { name: statsText.topAnimals });
    expect(top).toHaveAccessibleDescription(statsText.topSummary('Luna', 120, 3));
    // The animals' table sorts by any figure, most first.
    const table = within(dialog).getByRole('table', { name: /Por animal/ });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstElementChild?.textContent);
    expect(names()).toEqual(['Luna', 'Bambú', 'Kira']);
    await user.click(within(table).getByRole('button', { name: 'Solicitudes' }));
    expect(names()).toEqual(['Kira', 'Bambú', 'Luna']);
    expect(within(table).getByRole('columnheader', { name: 'Solicitudes' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});
