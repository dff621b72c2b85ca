import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RequireSession } from '../app/guards';
import {
  fakeReportsApi,
  makeDashboard,
  makeReport,
} from '../features/staff/moderation/staff-admin-test-api';
import { fakeMailApi, makeMail } from '../features/staff/mail/mail-test-api';
import { fakeShopStaffApi, makeOrder } from '../features/staff/shop/shop-test-api';
import { fakeStaffApi, makeComment, makePost } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { Landing, renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffRoute from './staff';
import StaffBlogRoute from './staff-blog';
import StaffCommentsRoute from './staff-comments';

const routes = [
  {
    element: <RequireSession />,
    children: [
      { path: '/staff', element: <StaffRoute /> },
      { path: '/staff/blog', element: <StaffBlogRoute /> },
      { path: '/staff/comentarios', element: <StaffCommentsRoute /> },
      { path: '/dashboard', element: <Landing name="Mi cuenta" /> },
    ],
  },
  { path: '/login', element: <Landing name="Iniciar sesión" /> },
];

function setup({ isStaff = true, entry = '/staff', session = true } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  const api = fakeStaffApi({
    posts: [
      makePost(1, { estado: 'publicado', fechaPublicacion: '2026-11-01T09:00:00.000Z' }),
      makePost(2, { estado: 'publicado', fechaPublicacion: '2026-11-02T09:00:00.000Z' }),
      makePost(3, { estado: 'borrador' }),
      makePost(4, { estado: 'programado', fechaPublicacion: '2030-01-01T09:00:00.000Z' }),
    ],
    comments: [makeComment(1), makeComment(2), makeComment(3, { estado: 'aprobado' })],
  });
  const shop = fakeShopStaffApi({
    orders: [makeOrder(1), makeOrder(2), makeOrder(3, { state: 'enviado' })],
  });
  const mail = fakeMailApi({
    mail: [makeMail(1), makeMail(2), makeMail(3, { state: 'enviado', sent_at: null })],
  });
  return { ...renderRoutes(routes, { initialEntries: [entry], session }), api, shop, mail };
}

describe('the staff area', () => {
  it('shows staff the posts by state and the comments waiting, with the ways in', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de Staff' })).toBeVisible();
    const posts = screen.getByRole('region', { name: 'Artículos' });
    expect(await within(posts).findByRole('link', { name: '2 Publicado' })).toHaveAttribute(
      'href',
      '/staff/blog?estado=publicado',
    );
    expect(within(posts).getByRole('link', { name: '1 Borrador' })).toBeVisible();
    expect(within(posts).getByRole('link', { name: '1 Programado' })).toBeVisible();
    expect(within(posts).getByRole('link', { name: '0 Archivado' })).toBeVisible();
    expect(within(posts).getByRole('link', { name: 'Nuevo artículo' })).toHaveAttribute(
      'href',
      '/staff/blog/nuevo',
    );
    const comments = screen.getByRole('region', { name: 'Comentarios' });
    expect(await within(comments).findByText('2 comentarios pendientes')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Secciones de Staff' });
    expect(within(nav).getByRole('link', { name: 'Resumen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await within(nav).findByRole('link', { name: 'Comentarios, 2 comentarios pendientes' }),
    ).toHaveAttribute('href', '/staff/comentarios');
    expect(document.title).toBe('Panel de Staff · Huella');

    // The shop (issue 16): orders waiting, and the ways to Productos and Pedidos.
    const shop = screen.getByRole('region', { name: 'Tienda' });
    expect(
      await within(shop).findByRole('link', { name: '2 Pedidos por preparar' }),
    ).toHaveAttribute('href', '/staff/pedidos?estado=pagado');
    expect(within(shop).getByRole('link', { name: '0 En preparación' })).toBeVisible();
    expect(within(shop).getByRole('link', { name: '1 Enviados' })).toBeVisible();
    expect(within(shop).getByRole('link', { name: 'Nuevo producto' })).toHaveAttribute(
      'href',
      '/staff/productos/nuevo',
    );
    expect(within(nav).getByRole('link', { name: 'Productos' })).toHaveAttribute(
      'href',
      '/staff/productos',
    );
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute(
      'href',
      '/staff/pedidos',
    );

    // The mail queue: the mail given up after its attempts, and the way to Correo.
    const mail = screen.getByRole('region', { name: 'Correo' });
    expect(await within(mail).findByText('2 correos fallidos')).toBeVisible();
    expect(within(mail).getByRole('link', { name: 'Ver el correo' })).toHaveAttribute(
      'href',
      '/staff/correo',
    );
  });

  it.each(['/staff', '/staff/blog', '/staff/comentarios'])(
    'tells a signed-in person who is not staff that %s is not for them, and asks the API nothing',
    async (entry) => {
      const { user, api, shop, mail } = setup({ isStaff: false, entry });
      expect(
        await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
      ).toBeVisible();
      expect(api.requests).toHaveLength(0);
      expect(shop.requests).toHaveLength(0);
      expect(mail.requests).toHaveLength(0);
      await user.click(screen.getByRole('link', { name: 'Volver a Mi cuenta' }));
      expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    },
  );

  it('sends a guest to sign in', async () => {
    setup({ session: false });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  it('lists the posts with their state, filters by state and searches by title', async () => {
    const { user, api, router } = setup({ entry: '/staff/blog' });
    expect(await screen.findByRole('link', { name: 'Editar «Artículo 3»' })).toHaveAttribute(
      'href',
      '/staff/blog/3',
    );
    expect(screen.getByText('4 artículos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo artículo' })).toHaveAttribute(
      'href',
      '/staff/blog/nuevo',
    );
    const published = screen.getByRole('link', { name: 'Editar «Artículo 1»' }).closest('li')!;
    expect(within(published).getByText('Publicado')).toBeVisible();
    expect(
      within(published).getByRole('link', { name: 'Ver «Artículo 1» en el blog' }),
    ).toHaveAttribute('href', '/blog/articulo-1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'borrador');
    expect(await screen.findByText('1 artículo')).toBeVisible();
    expect(router.state.location.search).toBe('?estado=borrador');
    expect(api.find('GET', '/staff/posts/').at(-1)?.query.get('estado')).toBe('borrador');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por título' }), 'nada así');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ningún artículo coincide con la búsqueda')).toBeVisible();
    expect(api.find('GET', '/staff/posts/').at(-1)?.query.get('q')).toBe('nada así');
  });
});

describe('the staff dashboard (issue 17)', () => {
  function setupFigures() {
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: true }))),
    );
    fakeStaffApi();
    fakeShopStaffApi();
    const adoptions = makeDashboard().adoptions_by_month.map((row, index) => ({
      month: row.month,
      count: index === 10 ? 9 : index === 11 ? 4 : 1,
    }));
    server.use(
      http.get('*/staff/api/dashboard/', () =>
        HttpResponse.json(
          makeDashboard({
            adoptions_by_month: adoptions,
            new_shelters_by_month: adoptions.map((row, index) => ({
              month: row.month,
              count: index === 11 ? 2 : 0,
            })),
            requests_by_state: [
              { state: 'pendiente', count: 6 },
              { state: 'en_revision', count: 3 },
              { state: 'aceptada', count: 2 },
              { state: 'rechazada', count: 1 },
              { state: 'retirada', count: 0 },
              { state: 'completada', count: 23 },
            ],
            median_days_to_adoption: 17.5,
            open_reports: 4,
            pending_applications: 2,
            totals: {
              shelters: 9,
              verified_shelters: 7,
              users: 120,
              listed_animals: 48,
              adoptions: 23,
            },
          }),
        ),
      ),
    );
    fakeReportsApi({
      reports: [makeReport(1), makeReport(2), makeReport(3, { state: 'en_revision' })],
      applications: { enviada: 1, en_revision: 1 },
    });
    return renderRoutes(routes, { initialEntries: ['/staff'], session: true });
  }

  it('shows the figures as cards leading to their queues', async () => {
    setupFigures();
    const figures = await screen.findByRole('region', { name: 'Cifras de la plataforma' });
    expect(
      await within(figures).findByRole('link', { name: '4 Denuncias abiertas' }),
    ).toHaveAttribute('href', '/staff/denuncias?estado=abierta');
    expect(
      within(figures).getByRole('link', { name: '2 Solicitudes de refugio abiertas' }),
    ).toHaveAttribute('href', '/staff/solicitudes');
    expect(within(figures).getByRole('link', { name: '48 Animales en adopción' })).toBeVisible();
    expect(
      within(figures).getByRole('link', { name: '7 Refugios verificados de 9' }),
    ).toHaveAttribute('href', '/staff/refugios?estado=verificado');
    expect(within(figures).getByText('18 días')).toBeVisible();
  });

  it('draws the charts with a sentence in words and their numbers as a table', async () => {
    const { user } = setupFigures();
    const adoptions = await screen.findByRole('figure', { name: 'Adopciones por mes' });
    expect(
      within(adoptions).getByText(
        '23 adopciones en los últimos 12 meses; el mejor mes, oct 2026, con 9.',
      ),
    ).toBeVisible();
    await user.click(within(adoptions).getByText('Ver los datos'));
    const table = within(adoptions).getByRole('table', { name: 'Adopciones por mes' });
    expect(within(table).getByRole('row', { name: 'nov 2026 4' })).toBeVisible();

    const requests = screen.getByRole('figure', { name: 'Solicitudes de adopción por estado' });
    expect(
      within(requests).getByText(
        '35 solicitudes en total; el estado con más es «Completada», con 23.',
      ),
    ).toBeVisible();
    await user.click(within(requests).getByText('Ver los datos'));
    expect(within(requests).getByRole('row', { name: 'Pendiente 6' })).toBeInTheDocument();

    const shelters = screen.getByRole('figure', { name: 'Refugios nuevos por mes' });
    expect(
      within(shelters).getByText('2 refugios nuevos en los últimos 12 meses; 2 este mes.'),
    ).toBeVisible();
  });

  it('says when several months or states share the highest count', async () => {
    server.use(
      http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: true }))),
    );
    fakeStaffApi();
    fakeShopStaffApi();
    const figures = makeDashboard();
    server.use(
      http.get('*/staff/api/dashboard/', () =>
        HttpResponse.json(
          makeDashboard({
            adoptions_by_month: figures.adoptions_by_month.map((row, index) => ({
              month: row.month,
              count: index % 2,
            })),
            requests_by_state: figures.requests_by_state.map((row) => ({
              state: row.state,
              count: 2,
            })),
          }),
        ),
      ),
    );
    renderRoutes(routes, { initialEntries: ['/staff'], session: true });
    const adoptions = await screen.findByRole('figure', { name: 'Adopciones por mes' });
    expect(
      within(adoptions).getByText('6 adopciones en los últimos 12 meses; como mucho 1 en un mes.'),
    ).toBeVisible();
    expect(
      screen.getByText('12 solicitudes en total; varios estados empatan con 2.'),
    ).toBeVisible();
  });

  it('lists the eleven sections in groups, with what waits as badges', async () => {
    setupFigures();
    const nav = await screen.findByRole('navigation', { name: 'Secciones de Staff' });
    expect(within(nav).getAllByRole('link')).toHaveLength(11);
    const general = within(nav).getByRole('list', { name: 'General' });
    expect(within(general).getByRole('link', { name: 'Resumen' })).toHaveAttribute(
      'href',
      '/staff',
    );
    expect(within(general).getByRole('link', { name: 'Correo' })).toHaveAttribute(
      'href',
      '/staff/correo',
    );
    const community = within(nav).getByRole('list', { name: 'Comunidad' });
    expect(
      await within(community).findByRole('link', {
        name: 'Solicitudes, 2 solicitudes abiertas',
      }),
    ).toHaveAttribute('href', '/staff/solicitudes');
    expect(
      await within(community).findByRole('link', { name: 'Denuncias, 3 denuncias abiertas' }),
    ).toHaveAttribute('href', '/staff/denuncias');
    expect(within(community).getByRole('link', { name: 'Refugios' })).toBeVisible();
    expect(within(community).getByRole('link', { name: 'Usuarios' })).toBeVisible();
    expect(within(community).getByRole('link', { name: 'Auditoría' })).toHaveAttribute(
      'href',
      '/staff/auditoria',
    );
    expect(
      within(within(nav).getByRole('list', { name: 'Contenido' })).getAllByRole('link'),
    ).toHaveLength(2);
    expect(
      within(within(nav).getByRole('list', { name: 'Tienda' })).getAllByRole('link'),
    ).toHaveLength(2);
  });
});
