import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { server } from '../../testing/server';
import { Landing, renderRoutes } from '../../testing/render';
import NotFound from '../../routes/not-found';
import { MainLayout } from './main-layout';

/** The real route shapes (paths and breadcrumb keys of app/router.tsx) with stand-in screens. */
const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <Landing name="Portada" /> },
      {
        path: '/adopciones',
        handle: { crumb: 'adopciones' },
        children: [
          { index: true, element: <Landing name="Listado" /> },
          {
            path: 'animal/:id',
            handle: { crumb: 'animal' },
            children: [
              { index: true, element: <Landing name="Ficha" /> },
              {
                path: 'solicitar',
                handle: { crumb: 'adoption_request' },
                element: <Landing name="Solicitud" />,
              },
            ],
          },
        ],
      },
      { path: '/voluntarios', handle: { crumb: 'voluntarios' }, element: <Landing name="Únete" /> },
      { path: '/blog', handle: { crumb: 'blog' }, element: <Landing name="Artículos" /> },
      {
        path: '/dashboard',
        handle: { crumb: 'dashboard' },
        children: [
          { index: true, element: <Landing name="Panel" /> },
          {
            path: 'adoption_announcement',
            handle: { crumb: 'adoption_announcement' },
            element: <Landing name="Formulario" />,
          },
        ],
      },
      { path: '/contacto', element: <Landing name="Escríbenos" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '/login', element: <Landing name="Pantalla de acceso" /> },
];

const renderAt = (path: string, session = false) =>
  renderRoutes(routes, { initialEntries: [path], session });

const header = () => within(screen.getByRole('banner'));
const trail = () => within(screen.getByRole('navigation', { name: 'Ruta de navegación' }));

describe('header', () => {
  it('offers "Iniciar sesión" (to /login) to a guest, and no account controls', () => {
    renderAt('/voluntarios');
    expect(header().getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(header().queryByRole('link', { name: 'Mi cuenta' })).not.toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });

  it('shows "Mi cuenta" (to /dashboard) and a logout button when a token is stored', () => {
    renderAt('/voluntarios', true);
    expect(header().getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/dashboard');
    expect(header().getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('logs out after confirmation and goes to /login', async () => {
    let sentRefresh: unknown;
    server.use(
      http.post('*/users/api/logout/', async ({ request }) => {
        sentRefresh = ((await request.json()) as { refresh: string }).refresh;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderAt('/voluntarios', true);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByRole('heading', { name: 'Pantalla de acceso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sentRefresh).toBe('refresh-token');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('has the six top links and marks the current one', () => {
    renderAt('/voluntarios');
    const nav = within(screen.getAllByRole('navigation', { name: 'Navegación principal' })[0]!);
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/'],
      ['Adopciones', '/adopciones'],
      ['Voluntarios', '/voluntarios'],
      ['Blog', '/blog'],
      ['Servicios', '/servicios'],
      ['Tienda', '/tienda'],
    ]);
    expect(nav.getByRole('link', { name: 'Voluntarios' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('links the logo home', () => {
    renderAt('/voluntarios');
    expect(screen.getAllByRole('link', { name: 'Huella' })[0]).toHaveAttribute('href', '/');
  });
});

describe('mobile menu', () => {
  const menuOf = (toggle: HTMLElement) =>
    document.getElementById(toggle.getAttribute('aria-controls')!)!;

  it('opens and closes with the hamburger button', async () => {
    const { user } = renderAt('/voluntarios');
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    const menu = menuOf(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/tienda');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes when the user navigates', async () => {
    const { user, router } = renderAt('/voluntarios');
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(toggle);
    await user.click(within(menuOf(toggle)).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'Artículos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuOf(toggle)).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderAt('/voluntarios');
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuOf(toggle)).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});

describe('breadcrumbs and titles', () => {
  it('shows Inicio › Voluntarios, the last one as the current page', () => {
    renderAt('/voluntarios');
    expect(trail().getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(trail().getByText('Voluntarios')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Voluntarios · Huella');
  });

  it('names the announcement form "Crear anuncio de adopción" under Mi cuenta', () => {
    renderAt('/dashboard/adoption_announcement', true);
    expect(
      trail()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Inicio', 'Mi cuenta', 'Crear anuncio de adopción']);
    expect(trail().getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/dashboard');
    expect(trail().getByText('Crear anuncio de adopción')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Crear anuncio de adopción · Huella');
  });

  it('ends an animal page with "Animal", below Adopciones', () => {
    renderAt('/adopciones/animal/7');
    expect(
      trail()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Inicio', 'Adopciones', 'Animal']);
    expect(trail().getByRole('link', { name: 'Adopciones' })).toHaveAttribute(
      'href',
      '/adopciones',
    );
  });

  it('puts "Solicitar adopción" below the animal it is for', () => {
    renderAt('/adopciones/animal/7/solicitar', true);
    expect(
      trail()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Inicio', 'Adopciones', 'Animal', 'Solicitar adopción']);
    expect(trail().getByRole('link', { name: 'Animal' })).toHaveAttribute(
      'href',
      '/adopciones/animal/7',
    );
    expect(trail().getByText('Solicitar adopción')).toHaveAttribute('aria-current', 'page');
  });

  it('uses the page title for pages without a breadcrumb key', () => {
    renderAt('/contacto');
    expect(trail().getByText('Contacto')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Contacto · Huella');
  });

  it('has no breadcrumbs on the home page', () => {
    renderAt('/');
    expect(
      screen.queryByRole('navigation', { name: 'Ruta de navegación' }),
    ).not.toBeInTheDocument();
    expect(document.title).toBe('Huella · Adopta, no compres');
  });

  it('lets the 404 page name itself', async () => {
    renderAt('/no-existe');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Huella'));
  });
});

describe('page frame', () => {
  it('skips to the content and focuses it', async () => {
    const { user } = renderAt('/voluntarios');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'contenido');
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveAttribute('href', '#contenido');
    await user.click(skip);
    expect(main).toHaveFocus();
  });

  it('moves focus to the new page after navigating', async () => {
    const { user } = renderAt('/voluntarios');
    const nav = within(screen.getAllByRole('navigation', { name: 'Navegación principal' })[0]!);
    await user.click(nav.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'Artículos' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('links the footer pages, the mailbox and the social profiles', () => {
    renderAt('/voluntarios');
    const footer = within(screen.getByRole('contentinfo'));
    const services = within(footer.getByRole('navigation', { name: 'Servicios' }));
    expect(
      services.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Entrenamiento', '/entrenamiento'],
      ['Cuidado', '/cuidado'],
      ['Peluquerías', '/peluquerias'],
      ['Accesorios', '/accesorios'],
    ]);
    const huella = within(footer.getByRole('navigation', { name: 'Huella' }));
    expect(
      huella.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Refugios', '/refugios'],
      ['Mi cuenta', '/mi-cuenta'],
      ['Contacto', '/contacto'],
      ['Preguntas frecuentes', '/faq'],
      ['Quiénes somos', '/quienes-somos'],
      ['Aviso legal y privacidad', '/legal'],
    ]);
    expect(footer.getByRole('link', { name: 'info@huella.es' })).toHaveAttribute(
      'href',
      'mailto:info@huella.es',
    );
    for (const network of ['Facebook', 'Instagram', 'X', 'TikTok']) {
      const link = footer.getByRole('link', { name: new RegExp(`^Huella en ${network} `) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(footer.getByText(`© ${new Date().getFullYear()} Huella`)).toBeInTheDocument();
    expect(footer.getByText('La adopción es siempre gratuita.')).toBeInTheDocument();
  });
});
