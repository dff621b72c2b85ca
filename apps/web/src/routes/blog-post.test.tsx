import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockBlogApi, postFixture } from '../testing/blog-fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import BlogPostPage from './blog-post';

const renderPost = (path: string) =>
  renderRoutes(
    [
      { path: '/blog', element: <h1>Lista del blog</h1> },
      { path: '/blog/:id', element: <BlogPostPage /> },
    ],
    { initialEntries: [path] },
  );

describe('/blog/{id}', () => {
  it('shows the post: title, author, date, hero image, HTML content, categories and tags', async () => {
    mockBlogApi();
    renderPost('/blog/adoptar-a-un-perro-adulto');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adoptar a un perro adulto' }),
    ).toBeVisible();
    expect(document.title).toBe('Adoptar a un perro adulto · Huella');
    const article = within(screen.getByRole('article', { name: 'Adoptar a un perro adulto' }));
    expect(article.getAllByText('Lucía Martín')[0]).toBeVisible();
    expect(article.getByText('15 de marzo de 2026')).toBeVisible();
    expect(
      article.getByRole('img', {
        name: 'Una perra mestiza mira a la cámara en el patio del refugio',
      }),
    ).toHaveAttribute('fetchpriority', 'high');

    // The content is the post's HTML, as HTML.
    expect(article.getByRole('heading', { level: 2, name: 'Antes de adoptar' })).toBeVisible();
    expect(article.getByText('rutina').tagName).toBe('STRONG');
    expect(article.getByText('Tiempo').closest('ul')).toContainElement(
      article.getByText('Espacio'),
    );
    expect(article.getByText('Adoptar es para siempre.').closest('blockquote')).not.toBeNull();
    expect(article.getByRole('link', { name: 'Mira los perros en adopción' })).toHaveAttribute(
      'href',
      'https://huella.example/adopciones',
    );

    const categories = article.getAllByRole('link', { name: 'Adopciones Responsables' });
    for (const link of categories) {
      expect(link).toHaveAttribute(
        'href',
        `/blog?categoria=${encodeURIComponent('Adopciones Responsables').replace(/%20/g, '+')}`,
      );
    }
    expect(article.getByRole('link', { name: 'perros' })).toHaveAttribute(
      'href',
      '/blog?etiqueta=perros',
    );
    expect(article.getByRole('link', { name: 'adopción' })).toHaveAttribute(
      'href',
      `/blog?etiqueta=${encodeURIComponent('adopción')}`,
    );

    // The author box.
    const author = within(screen.getByRole('region', { name: 'Sobre el autor' }));
    expect(author.getByText('Lucía Martín')).toBeVisible();
    expect(author.getByText('Voluntaria en Huella desde 2019.')).toBeVisible();
    expect(author.getByText('LM')).toBeInTheDocument();
  });

  it('shares through real Facebook, X, Pinterest and LinkedIn links', async () => {
    mockBlogApi();
    renderPost('/blog/1');
    const share = within(await screen.findByRole('region', { name: 'Compartir' }));
    const url = `${window.location.origin}/blog/adoptar-a-un-perro-adulto`;
    const encoded = encodeURIComponent(url);
    const text = encodeURIComponent('Adoptar a un perro adulto · Blog de Huella');
    const image = encodeURIComponent(`${window.location.origin}/media/blog/adoptar-1600.webp`);

    const facebook = share.getByRole('link', { name: /Compartir en Facebook/ });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(share.getByRole('link', { name: /Compartir en X/ })).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encoded}&text=${text}`,
    );
    expect(share.getByRole('link', { name: /Guardar en Pinterest/ })).toHaveAttribute(
      'href',
      `https://www.pinterest.com/pin/create/button/?url=${encoded}&media=${image}&description=${text}`,
    );
    expect(share.getByRole('link', { name: /Compartir en LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(share.getAllByRole('link')).toHaveLength(4);
  });

  it('says "Artículo no encontrado" for an unknown post, with a way back to the blog', async () => {
    mockBlogApi();
    const { user } = renderPost('/blog/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' }),
    ).toBeVisible();
    expect(document.title).toBe('Artículo no encontrado · Huella');
    await user.click(screen.getByRole('link', { name: 'Volver al blog' }));
    expect(await screen.findByRole('heading', { name: 'Lista del blog' })).toBeVisible();
  });

  it('does not ask the API for an address that is no post at all', async () => {
    const calls = { post: 0 };
    server.use(
      http.get('*/blog/api/posts/:key/', () => {
        calls.post += 1;
        return HttpResponse.json(postFixture());
      }),
    );
    renderPost('/blog/Hola%20Mundo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' }),
    ).toBeVisible();
    expect(calls.post).toBe(0);
  });

  it('says a failed request is one (not "not found"), and retries', async () => {
    mockBlogApi();
    let fail = true;
    server.use(
      http.get('*/blog/api/posts/:key/', () =>
        fail ? HttpResponse.error() : HttpResponse.json(postFixture()),
      ),
    );
    const { user } = renderPost('/blog/adoptar-a-un-perro-adulto');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar el artículo.' }),
    ).toBeVisible();
    expect(screen.queryByText('Artículo no encontrado')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adoptar a un perro adulto' }),
    ).toBeVisible();
  });
});
