import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StaffBlogPost } from '@huella/shared/schemas/blog';
import { blogComments, blogPosts } from '../../db/schema';
import { createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { makeJpeg } from '../../test/images';
import { multipart } from '../../test/multipart';

const PUBLIC_URL = 'https://huella.example';
const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Huella: adopta un animal." />
    <title>Huella · Adopta, no compres</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let ctx: TestContext;
let distDir: string;
let staff: { authorization: string };
let post: StaffBlogPost;
let draft: StaffBlogPost;

const DAY = 24 * 60 * 60 * 1000;

async function create(body: Record<string, unknown>): Promise<StaffBlogPost> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/blog/api/staff/posts/',
    headers: staff,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StaffBlogPost>();
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'huella-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  // The cache is on, as in production.
  ctx = await buildTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
  const user = await createUser(ctx.app, {
    isStaff: true,
    firstName: 'Equipo',
    lastName: 'Huella',
  });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, user.id)}` };
  await create({
    titulo: 'Un artículo más antiguo',
    estado: 'publicado',
    fechaPublicacion: new Date(Date.now() - 10 * DAY).toISOString(),
  });
  post = await create({
    titulo: 'Perros & gatos: <la> guía "completa"',
    resumen: 'Todo lo que necesitas saber & algo más.',
    contenido: '<p>Primer párrafo.</p><p><img src="/media/blog/abc-800.webp" alt="x"></p>',
    categorias: ['Adopciones Responsables'],
    estado: 'publicado',
    image_alt: 'Un perro y un gato',
  });
  const body = multipart(
    {},
    { filename: 'a.jpg', type: 'image/jpeg', content: await makeJpeg(2000, 1200) },
  );
  const withImage = await ctx.app.inject({
    method: 'PUT',
    url: `/blog/api/staff/posts/${post.id}/image/`,
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
  post = withImage.json<StaffBlogPost>();
  draft = await create({ titulo: 'Borrador secreto' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

describe('the feeds', () => {
  it('serves RSS 2.0 of the published posts, well-formed, escaped, with absolute links', async () => {
    const response = await ctx.app.inject({ url: '/blog/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const feed = parser.parse(response.body);
    expect(feed.rss['@version']).toBe('2.0');
    const items = [feed.rss.channel.item].flat();
    expect(items.map((item: { title: string }) => item.title)).toEqual([
      'Perros & gatos: <la> guía "completa"',
      'Un artículo más antiguo',
    ]);
    const [first] = items;
    expect(first.link).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
    expect(first.description).toBe('Todo lo que necesitas saber & algo más.');
    expect(first['content:encoded']).toContain(`src="${PUBLIC_URL}/media/blog/abc-800.webp"`);
    expect(first.category).toBe('Adopciones Responsables');
    expect(first.pubDate).toBe(new Date(post.fechaPublicacion!).toUTCString());
    expect(response.body).not.toContain('Borrador secreto');
  });

  it('serves Atom of the same posts, well-formed', async () => {
    const response = await ctx.app.inject({ url: '/blog/atom.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const feed = parser.parse(response.body).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries = [feed.entry].flat();
    expect(entries).toHaveLength(2);
    expect(entries[0].title).toBe('Perros & gatos: <la> guía "completa"');
    expect(entries[0].link['@href']).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
    expect(entries[0].content['#text']).toContain('<p>Primer párrafo.</p>');
    expect(response.body).not.toContain('Borrador secreto');
  });
});

describe("a post's page and the sitemap", () => {
  const metaContent = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

  it('has the title, description, canonical, Open Graph and Twitter tags, by id and by slug', async () => {
    for (const key of [String(post.id), post.slug]) {
      const response = await ctx.app.inject({ url: `/blog/${key}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(
        '<title>Perros &amp; gatos: &lt;la&gt; guía &quot;completa&quot; · Blog de Huella</title>',
      );
      expect(html).not.toContain('Adopta, no compres');
      expect(metaContent(html, 'description')).toBe('Todo lo que necesitas saber &amp; algo más.');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/${post.slug}" />`);
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
      expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/${post.image!.variants['1600']}`);
      expect(metaContent(html, 'og:image:alt')).toBe('Un perro y un gato');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Blog de Huella (RSS)" href="${PUBLIC_URL}/blog/rss.xml" />`,
      );
      expect(html).toContain(`type="application/atom+xml"`);
    }
  });

  it('answers the app with 404 for an unknown or unpublished post', async () => {
    for (const key of ['999999', 'no-existe', String(draft.id), draft.slug]) {
      const response = await ctx.app.inject({ url: `/blog/${key}` });
      expect(response.statusCode, key).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('Borrador secreto');
    }
  });

  it('links the feeds from /blog', async () => {
    const response = await ctx.app.inject({ url: '/blog' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('type="application/rss+xml"');
    expect(response.body).toContain(`href="${PUBLIC_URL}/blog/atom.xml"`);
  });

  it('lists the published posts in sitemap.xml', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(XMLValidator.validate(response.body)).toBe(true);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/blog/${post.slug}</loc>`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/blog</loc>`);
    expect(response.body).not.toContain(draft.slug);
  });
});

describe("the blog's cache", () => {
  const guest = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers });

  it('answers guests with an ETag and 304, and is emptied when a post changes', async () => {
    const first = await guest('/blog/api/posts/');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await guest('/blog/api/posts/', { 'if-none-match': etag })).statusCode).toBe(304);
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/blog/api/staff/posts/${post.id}/`,
      headers: staff,
      payload: { resumen: 'Un resumen nuevo.' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await guest('/blog/api/posts/', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Un resumen nuevo.');
  });

  it('is emptied when a comment changes, even one written by another process', async () => {
    const url = `/blog/api/posts/${post.id}/`;
    const before = await guest(url);
    expect(before.json()).toMatchObject({ comment_count: 0 });
    // Written straight to the database, as another process would: the trigger tells this one.
    await ctx.app.db.insert(blogComments).values({
      postId: post.id,
      authorName: 'Lectora',
      email: 'lectora@example.com',
      emailNormalized: 'lectora@example.com',
      body: 'Me ha encantado',
      state: 'aprobado',
    });
    await expect
      .poll(async () => (await guest(url)).json().comment_count, { timeout: 5000 })
      .toBe(1);
    // And a post changed elsewhere.
    await ctx.app.db
      .update(blogPosts)
      .set({ title: 'Título cambiado' })
      .where(eq(blogPosts.id, post.id));
    await expect
      .poll(async () => (await guest(url)).json().titulo, { timeout: 5000 })
      .toBe('Título cambiado');
  });

  it('never serves a guest answer to staff, nor keeps staff answers', async () => {
    const url = `/blog/api/posts/${draft.id}/`;
    expect((await guest(url)).statusCode).toBe(404);
    const staffView = await ctx.app.inject({ url, headers: staff });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json()).toMatchObject({ estado: 'borrador' });
    expect((await guest(url)).statusCode).toBe(404);
  });
});
