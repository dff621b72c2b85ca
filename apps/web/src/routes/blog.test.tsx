import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockBlogApi, postSummaryFixture, taxonomyFixture } from '../testing/blog-fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import BlogPage from './blog';

const renderPage = (path = '/blog') =>
  renderRoutes([{ path: '/blog', element: <BlogPage /> }], { initialEntries: [path] });

const results = () => within(screen.getByRole('region', { name: /^Artículos/ }));

describe('/blog', () => {
  it('shows the hero and a card per post linking to its page, with badges, date and comments', async () => {
    mockBlogApi({
      posts: [
        postSummaryFixture(),
        postSummaryFixture({
          id: 2,
          slug: 'gatos-mayores',
          titulo: 'Gatos mayores, amor sin prisas',
          categorias: ['Adopciones Responsables', 'Salud'],
          comment_count: 0,
          image: null,
          imagen: null,
        }),
        postSummaryFixture({ id: 3, slug: 'un-comentario', titulo: 'Uno', comment_count: 1 }),
      ],
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(document.title).toBe('Blog · Huella');

    const link = await results().findByRole('link', { name: 'Adoptar a un perro adulto' });
    expect(link).toHaveAttribute('href', '/blog/adoptar-a-un-perro-adulto');
    const card = within(link.closest('article')!);
    expect(card.getByText('Adopciones Responsables')).toBeVisible();
    expect(card.getByText('15 de marzo de 2026')).toBeVisible();
    expect(card.getByText('2 comentarios')).toBeVisible();
    expect(
      card.getByText('Por qué un perro adulto puede ser el compañero perfecto para tu casa.'),
    ).toBeVisible();
    const image = link.closest('article')!.querySelector('img')!;
    expect(image.getAttribute('srcset')).toContain('media/blog/adoptar-400.webp 400w');
    expect(image).toHaveAttribute('width', '1600');

    const second = within(
      results().getByRole('link', { name: 'Gatos mayores, amor sin prisas' }).closest('article')!,
    );
    expect(second.getByText('No hay comentarios')).toBeVisible();
    expect(second.getByText('Salud')).toBeVisible();
    const third = within(results().getByRole('link', { name: 'Uno' }).closest('article')!);
    expect(third.getByText('1 comentario')).toBeVisible();
    expect(results().getByRole('heading', { level: 2 })).toHaveTextContent('3 artículos');
  });

  it('filters by category and tag from the taxonomy, in the address, and moves focus to the results', async () => {
    const calls = mockBlogApi();
    const { user, router } = renderPage();
    await results().findByRole('link', { name: 'Adoptar a un perro adulto' });
    const filters = within(screen.getByRole('navigation', { name: 'Filtrar artículos' }));

    await user.click(filters.getByRole('link', { name: /^Salud/ }));
    expect(new URLSearchParams(router.state.location.search).get('categoria')).toBe('Salud');
    await waitFor(() => expect(calls.listQueries.at(-1)?.get('categoria')).toBe('Salud'));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Artículos/ })).toHaveFocus());
    expect(filters.getByRole('link', { name: /^Salud/ })).toHaveAttribute('aria-current', 'true');

    await user.click(filters.getByRole('link', { name: /^gatos/ }));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('categoria'), params.get('etiqueta')]).toEqual(['Salud', 'gatos']);
    await waitFor(() => {
      const last = calls.listQueries.at(-1)!;
      expect([last.get('categoria'), last.get('etiqueta')]).toEqual(['Salud', 'gatos']);
    });
    expect(
      await screen.findByRole('link', { name: 'Quitar el filtro Etiqueta: gatos' }),
    ).toBeVisible();

    // Following the chosen chip again removes it; "Todas" removes the category.
    await user.click(filters.getByRole('link', { name: /^gatos/ }));
    expect(router.state.location.search).toBe('?categoria=Salud');
    await user.click(filters.getByRole('link', { name: 'Todas' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads page and filters from a shared address, and pages with pagina=', async () => {
    const calls = mockBlogApi({ total: 20 });
    const { user, router } = renderPage('/blog?categoria=Salud&pagina=2');
    await results().findByRole('link', { name: 'Adoptar a un perro adulto' });
    expect(calls.listQueries[0]?.get('page')).toBe('2');
    expect(calls.listQueries[0]?.get('categoria')).toBe('Salud');
    expect(calls.listQueries[0]?.get('page_size')).toBe('9');

    const pagination = within(screen.getByRole('navigation', { name: 'Paginación' }));
    expect(pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(pagination.getByRole('link', { name: 'Página 3' }));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('categoria'), params.get('pagina')]).toEqual(['Salud', '3']);
    await waitFor(() => expect(calls.listQueries.at(-1)?.get('page')).toBe('3'));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Artículos/ })).toHaveFocus());
  });

  it('says when nothing matches the filters, and offers every post', async () => {
    mockBlogApi({ posts: [] });
    const { user, router } = renderPage('/blog?etiqueta=hurones');
    expect(await screen.findByText('No hay artículos con estos filtros.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Ver todos los artículos' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing is published yet', async () => {
    mockBlogApi({ posts: [], taxonomy: taxonomyFixture({ categorias: [], etiquetas: [] }) });
    renderPage();
    expect(await screen.findByText('Todavía no hay artículos publicados.')).toBeVisible();
  });

  it('shows skeletons while loading, then says the list failed and retries', async () => {
    mockBlogApi();
    let fail = true;
    server.use(
      http.get('*/blog/api/posts/', () =>
        fail
          ? HttpResponse.json({ error: 'Fallo', code: 'internal' }, { status: 500 })
          : HttpResponse.json([postSummaryFixture()], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    const { user } = renderPage();
    expect(screen.getByText('Cargando artículos…')).toBeInTheDocument();
    expect(await screen.findByText('No se pudieron cargar los artículos.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await results().findByRole('link', { name: 'Adoptar a un perro adulto' })).toBeVisible();
  });

  it('still lists the posts when the categories and tags cannot load, and offers to retry them', async () => {
    mockBlogApi();
    let fail = true;
    server.use(
      http.get('*/blog/api/taxonomy/', () =>
        fail ? HttpResponse.error() : HttpResponse.json(taxonomyFixture()),
      ),
    );
    const { user } = renderPage();
    expect(await results().findByRole('link', { name: 'Adoptar a un perro adulto' })).toBeVisible();
    expect(
      await screen.findByText('No se pudieron cargar las categorías y etiquetas.'),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('navigation', { name: 'Filtrar artículos' })).toBeVisible();
  });
});
