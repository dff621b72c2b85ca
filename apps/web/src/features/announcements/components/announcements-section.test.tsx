import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Landing, renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { daysFromNow, fakeAnnouncementsApi, makePet } from '../announcements-test-api';
import { AnnouncementsSection } from './announcements-section';

/**
 * Refugio Esperanza's and Protectora Sol's animals as the API sends them:
 * Luna (en adopción), Kira (pendiente), Bruno (adopted), Toby (about to
 * expire), Bambú (expired) and Mostaza (a cat, expired and pending).
 */
function demoPets() {
  return [
    makePet(1, { name: 'Luna', race: 'Mestiza de pastor', publishedDaysAgo: 2, views: 14 }),
    makePet(2, { name: 'Kira', race: 'Pastor alemán', state: 'pendiente', publishedDaysAgo: 5 }),
    makePet(3, {
      name: 'Bruno',
      race: 'Labrador',
      state: 'adoptada',
      publishedDaysAgo: 20,
      shelter: 2,
      shelter_name: 'Protectora Sol',
    }),
    makePet(4, { name: 'Toby', race: 'Mestizo', publishedDaysAgo: 85 }),
    makePet(5, {
      name: 'Bambú',
      race: 'Border collie',
      publishedDaysAgo: 102,
      images: [],
      image: null,
    }),
    makePet(6, {
      name: 'Mostaza',
      kind: 'gato',
      race: 'Común europeo',
      state: 'pendiente',
      publishedDaysAgo: 96,
      shelter: 2,
      shelter_name: 'Protectora Sol',
    }),
  ];
}

const renderSection = (entry = '/dashboard?seccion=anuncios') =>
  renderRoutes(
    [
      { path: '/dashboard', element: <AnnouncementsSection /> },
      { path: '/dashboard/adoption_announcement', element: <Landing name="Nuevo anuncio" /> },
      { path: '/dashboard/adoption_announcement/:id', element: <Landing name="Editar anuncio" /> },
      { path: '/adopciones/animal/:id', element: <Landing name="Ficha del animal" /> },
    ],
    { initialEntries: [entry], session: true },
  );

const counter = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const counterValues = () =>
  ['Todos', 'Publicados', 'Pendientes', 'Caducados'].map(
    (label) => counter(label).textContent?.replace(label, '').trim() ?? '',
  );
const list = () => screen.getByRole('list', { name: 'Tus anuncios' });
const item = (name: string) => within(list()).getByRole('article', { name });
const names = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Waits for the first page: the counters and the list both answered. */
async function loaded() {
  await screen.findByRole('list', { name: 'Tus anuncios' });
  await waitFor(() => expect(counterValues().every((value) => /^\d+$/.test(value))).toBe(true));
}

describe('Mi cuenta → Anuncios', () => {
  it('shows the real counters and every announcement, newest first', async () => {
    const api = fakeAnnouncementsApi(demoPets());
    renderSection();
    await loaded();

    // All 6; published: Luna and Toby; pending: Kira (Mostaza has expired); expired: Bambú, Mostaza.
    expect(counterValues()).toEqual(['6', '2', '1', '2']);
    expect(counter('Todos')).toHaveAttribute('aria-pressed', 'true');
    expect(counter('Caducados')).toHaveAttribute('aria-pressed', 'false');
    expect(names()).toEqual(['Luna', 'Kira', 'Bruno', 'Toby', 'Mostaza', 'Bambú']);
    expect(screen.getByText('6 anuncios')).toBeInTheDocument();
    expect(api.callsTo('GET', '/mine/')[0]?.params).toEqual({
      status: 'all',
      page: '1',
      page_size: '30',
    });
    expect(screen.getByRole('link', { name: 'Añadir anuncio' })).toHaveAttribute(
      'href',
      '/dashboard/adoption_announcement',
    );
  });

  it('shows each announcement’s photo, shelter, state, dates and views', async () => {
    fakeAnnouncementsApi(demoPets());
    renderSection();
    await loaded();

    const luna = item('Luna');
    const photo = luna.querySelector('img')!;
    expect(photo.getAttribute('srcset')).toBe(
      '/media/pets/pet-1-400.webp 400w, /media/pets/pet-1-800.webp 800w, /media/pets/pet-1-1600.webp 1200w',
    );
    expect(photo).toHaveAttribute('sizes', '(min-width: 640px) 160px, 96px');
    expect(photo).toHaveAttribute('alt', '');
    expect(within(luna).getByText('Refugio Esperanza')).toBeInTheDocument();
    expect(within(luna).getByText('En adopción', { selector: 'span' })).toBeInTheDocument();
    const dateOf = (article: HTMLElement, label: string) =>
      within(article).getByText(label).nextElementSibling!;
    const formatted = (iso: string) =>
      new Intl.DateTimeFormat('es-ES', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Europe/Madrid',
      }).format(new Date(iso));
    expect(dateOf(luna, 'Publicado')).toHaveTextContent(formatted(daysFromNow(-2)));
    expect(dateOf(luna, 'Caduca')).toHaveTextContent(formatted(daysFromNow(88)));
    expect(within(luna).queryByText('Renovado')).not.toBeInTheDocument();
    expect(dateOf(luna, 'Visitas')).toHaveTextContent('14');

    // Adopted: no public page; expired: "Caducado", the day it expired, no photo.
    const bruno = item('Bruno');
    expect(within(bruno).getByText('Adoptado', { selector: 'span' })).toBeInTheDocument();
    expect(within(bruno).getByText('Protectora Sol')).toBeInTheDocument();
    expect(within(bruno).queryByRole('link', { name: /Ver anuncio/ })).not.toBeInTheDocument();
    const bambu = item('Bambú');
    expect(within(bambu).getByText('Caducado')).toBeInTheDocument();
    expect(dateOf(bambu, 'Caducó')).toHaveTextContent(formatted(daysFromNow(-12)));
    expect(bambu.querySelector('img')).toBeNull();
    expect(within(item('Toby')).getByText('Caduca pronto')).toBeInTheDocument();
  });

  it('offers the actions that fit: edit always, renew near or past expiry, the public page while listed', async () => {
    fakeAnnouncementsApi(demoPets());
    renderSection();
    await loaded();

    expect(within(item('Luna')).getByRole('link', { name: 'Editar Luna' })).toHaveAttribute(
      'href',
      '/dashboard/adoption_announcement/1',
    );
    expect(within(item('Luna')).getByRole('link', { name: 'Ver anuncio Luna' })).toHaveAttribute(
      'href',
      '/adopciones/animal/1',
    );
    expect(within(item('Luna')).queryByRole('button', { name: /Renovar/ })).not.toBeInTheDocument();
    for (const name of ['Toby', 'Bambú', 'Mostaza']) {
      expect(within(item(name)).getByRole('button', { name: `Renovar ${name}` })).toBeEnabled();
    }
    expect(
      within(item('Bambú')).queryByRole('link', { name: /Ver anuncio/ }),
    ).not.toBeInTheDocument();
    expect(within(item('Kira')).getByRole('combobox', { name: 'Estado de Kira' })).toHaveValue(
      'pendiente',
    );
  });

  it('filters by a counter, keeps it in the URL and after a reload', async () => {
    const api = fakeAnnouncementsApi(demoPets());
    const { user, router, unmount } = renderSection();
    await loaded();

    await user.click(counter('Caducados'));
    await waitFor(() => expect(names()).toEqual(['Mostaza', 'Bambú']));
    expect(counter('Caducados')).toHaveAttribute('aria-pressed', 'true');
    expect(counter('Todos')).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('?seccion=anuncios&estado=caducados');
    expect(api.callsTo('GET', '/mine/').at(-1)?.params.status).toBe('expired');

    await user.click(counter('Publicados'));
    await waitFor(() => expect(names()).toEqual(['Luna', 'Toby']));
    unmount();

    renderSection('/dashboard?seccion=anuncios&estado=publicados');
    await loaded();
    expect(names()).toEqual(['Luna', 'Toby']);
    expect(counter('Publicados')).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches by name or breed as the user types, accents aside, and the counters follow', async () => {
    const api = fakeAnnouncementsApi(demoPets());
    const { user, router } = renderSection();
    await loaded();

    const box = screen.getByRole('searchbox', { name: 'Buscar anuncios' });
    expect(box).toHaveAttribute('placeholder', 'Buscar anuncios...');
    await user.type(box, 'pastor');
    await waitFor(() => expect(names()).toEqual(['Luna', 'Kira']));
    expect(counterValues()).toEqual(['2', '1', '1', '0']);
    expect(router.state.location.search).toBe('?seccion=anuncios&q=pastor');
    expect(api.callsTo('GET', '/mine/counts/').at(-1)?.params).toEqual({ q: 'pastor' });
    // The pause is waited for: no request for "p", "pa", "pas"…
    expect(api.callsTo('GET', '/mine/').map((call) => call.params.q)).toEqual([
      undefined,
      'pastor',
    ]);

    await user.clear(box);
    await user.type(box, 'bambu{Enter}');
    await waitFor(() => expect(names()).toEqual(['Bambú']));
  });

  it('keeps the search from the URL and says when nothing matches, with a way back', async () => {
    fakeAnnouncementsApi(demoPets());
    const { user, router } = renderSection('/dashboard?seccion=anuncios&q=unicornio');
    expect(await screen.findByText('No hay anuncios que coincidan con «unicornio».')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar anuncios' })).toHaveValue('unicornio');
    await waitFor(() => expect(counterValues()).toEqual(['0', '0', '0', '0']));

    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    await loaded();
    expect(names()).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Buscar anuncios' })).toHaveValue('');
    expect(router.state.location.search).toBe('?seccion=anuncios');
  });

  it('changes the state with the select, says so and refreshes list and counters', async () => {
    const api = fakeAnnouncementsApi(demoPets());
    const { user } = renderSection();
    await loaded();

    await user.selectOptions(
      within(item('Luna')).getByRole('combobox', { name: 'Estado de Luna' }),
      'Adoptado',
    );
    expect(await screen.findByText('El estado de Luna ahora es «Adoptado».')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/pets/api/pets/1/')[0]?.body).toEqual({ state: 'adoptada' });
    await waitFor(() => expect(counterValues()).toEqual(['6', '1', '1', '2']));
    expect(within(item('Luna')).getByText('Adoptado', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(item('Luna')).queryByRole('link', { name: /Ver anuncio/ }),
    ).not.toBeInTheDocument();
  });

  it('asks before closing open adoption requests, and changes nothing when told no', async () => {
    const api = fakeAnnouncementsApi(demoPets());
    const message =
      'Este animal tiene 2 solicitudes de adopción abiertas. Si cambias su estado, las cerraremos con una nota amable y avisaremos a quienes las enviaron. Si la adopción viene de una solicitud aceptada, complétala desde Solicitudes.';
    // The real API's answer while Luna has open requests and the change is not confirmed.
    server.use(
      http.patch('*/pets/api/pets/1/', async ({ request }) => {
        const body = (await request.clone().json()) as { close_open_requests?: boolean };
        if (body.close_open_requests) return undefined;
        return HttpResponse.json(
          { error: message, code: 'open_adoption_requests' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderSection();
    await loaded();
    const select = within(item('Luna')).getByRole('combobox', { name: 'Estado de Luna' });

    await user.selectOptions(select, 'Adoptado');
    let dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar las solicitudes abiertas?',
    });
    expect(dialog).toHaveAccessibleDescription(message);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(select).toHaveValue('en_adopcion'));
    expect(api.state.pets.find((pet) => pet.id === 1)?.state).toBe('en_adopcion');

    await user.selectOptions(select, 'Adoptado');
    dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar las solicitudes abiertas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar el estado y cerrarlas' }));
    expect(await screen.findByText('El estado de Luna ahora es «Adoptado».')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/pets/api/pets/1/').map((call) => call.body)).toEqual([
      { state: 'adoptada', close_open_requests: true },
    ]);
  });

  it('renews an expired announcement for 90 days, says until when, and it counts as published again', async () => {
    const api = fakeAnnouncementsApi(demoPets());
    const { user } = renderSection('/dashboard?seccion=anuncios&estado=caducados');
    await loaded();
    expect(names()).toEqual(['Mostaza', 'Bambú']);

    await user.click(within(item('Bambú')).getByRole('button', { name: 'Renovar Bambú' }));
    const until = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Madrid',
    }).format(new Date(daysFromNow(90)));
    expect(
      await screen.findByText(`Has renovado el anuncio de Bambú: se verá hasta el ${until}.`),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/pets/api/pets/5/renew/')).toHaveLength(1);
    await waitFor(() => expect(names()).toEqual(['Mostaza']));
    expect(counterValues()).toEqual(['6', '3', '1', '1']);
  });

  it('deletes only after the confirmation, and the list and counters follow', async () => {
    const api = fakeAnnouncementsApi(demoPets());
    const { user } = renderSection();
    await loaded();

    await user.click(within(item('Kira')).getByRole('button', { name: 'Eliminar Kira' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Eliminar anuncio' });
    expect(confirm).toHaveAccessibleDescription(
      '¿Seguro que quieres eliminar el anuncio de Kira? Dejará de verse en Huella y no podrás recuperarlo.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/pets/api/pets/2/')).toHaveLength(0);
    expect(within(item('Kira')).getByRole('button', { name: 'Eliminar Kira' })).toHaveFocus();

    await user.click(within(item('Kira')).getByRole('button', { name: 'Eliminar Kira' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Eliminar anuncio' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Has eliminado el anuncio de Kira.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/pets/api/pets/2/')).toHaveLength(1);
    await waitFor(() => expect(names()).not.toContain('Kira'));
    expect(counterValues()).toEqual(['5', '2', '0', '2']);
    // Focus does not fall off the page with the deleted announcement.
    await waitFor(() => expect(screen.getByText('5 anuncios')).toHaveFocus());
  });

  it('tells the server’s reason when an action fails, and changes nothing', async () => {
    const api = fakeAnnouncementsApi(demoPets(), {
      fail: {
        renew: {
          status: 403,
          error:
            'Tu refugio aún no está verificado. Podrás publicar anuncios cuando el equipo de Huella lo revise.',
          code: 'shelter_not_verified',
        },
        state: {
          status: 500,
          error: 'Ha ocurrido un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
          code: 'internal_error',
        },
      },
    });
    const { user } = renderSection();
    await loaded();

    await user.click(within(item('Bambú')).getByRole('button', { name: 'Renovar Bambú' }));
    expect(
      await screen.findByText(
        'Tu refugio aún no está verificado. Podrás publicar anuncios cuando el equipo de Huella lo revise.',
      ),
    ).toBeInTheDocument();
    expect(within(item('Bambú')).getByText('Caducado')).toBeInTheDocument();

    const select = within(item('Luna')).getByRole('combobox', { name: 'Estado de Luna' });
    await user.selectOptions(select, 'Pendiente');
    expect(
      await screen.findByText(
        'Ha ocurrido un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('en_adopcion'));
    expect(counterValues()).toEqual(['6', '2', '1', '2']);
    expect(api.state.pets.find((pet) => pet.id === 1)?.state).toBe('en_adopcion');
  });

  it('welcomes a user without announcements with the way to the form', async () => {
    fakeAnnouncementsApi([]);
    renderSection();
    expect(await screen.findByText('Aún no tienes anuncios')).toBeVisible();
    await waitFor(() => expect(counterValues()).toEqual(['0', '0', '0', '0']));
    const empty = screen.getByText('Aún no tienes anuncios').parentElement!;
    expect(within(empty).getByRole('link', { name: 'Añadir anuncio' })).toHaveAttribute(
      'href',
      '/dashboard/adoption_announcement',
    );
  });

  it('says when a counter has none, with a way back to all', async () => {
    fakeAnnouncementsApi([makePet(1, { name: 'Luna' })]);
    const { user } = renderSection('/dashboard?seccion=anuncios&estado=caducados');
    expect(await screen.findByText('No tienes anuncios caducados.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ver todos' }));
    await loaded();
    expect(names()).toEqual(['Luna']);
  });

  it('shows placeholders while loading, and a Spanish error with a retry', async () => {
    const api = fakeAnnouncementsApi(demoPets(), {
      fail: { list: { status: 500, error: 'Fallo', code: 'internal_error' } },
    });
    const { user } = renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus anuncios…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudieron cargar tus anuncios. Por favor, inténtalo de nuevo más tarde.',
    );

    delete api.state.fail.list;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await loaded();
    expect(names()).toHaveLength(6);
  });

  // 35 announcements render slowly in jsdom; a loaded machine needs the margin.
  it(
    'loads 30 at a time with "Cargar más", focusing the first new one',
    { timeout: 20_000 },
    async () => {
      const many = Array.from({ length: 35 }, (_, index) =>
        makePet(index + 1, { name: `Animal ${index + 1}`, publishedDaysAgo: index }),
      );
      const api = fakeAnnouncementsApi(many);
      const { user } = renderSection();
      await loaded();
      expect(names()).toHaveLength(30);
      expect(screen.getByText('Mostrando 30 de 35')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cargar más' }));
      await waitFor(() => expect(names()).toHaveLength(35));
      expect(api.callsTo('GET', '/mine/').map((call) => call.params.page)).toEqual(['1', '2']);
      expect(item('Animal 31')).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    },
  );
});
