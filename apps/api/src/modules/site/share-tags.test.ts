import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createShelter } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { petPhotos, pets } from '../../db/schema';
import { renderPhotoPreload, summarise } from './share-tags';

const PUBLIC_URL = 'https://huella.example';
const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Huella: adopta un animal de refugios, protectoras y particulares de toda España."
    />
    <title>Huella · Adopta, no compres</title>
  </head>
  <body><div id="root"></div>${'<p>Cargando Huella…</p>'.repeat(60)}</body>
</html>`;

let ctx: TestContext;
let distDir: string;
const inNinetyDays = () => new Date(Date.now() + 90 * 24 * 3600 * 1000);

async function createPet(values: Partial<typeof pets.$inferInsert> & { shelterId: number }) {
  const [row] = await ctx.app.db
    .insert(pets)
    .values({
      name: 'Luna',
      kind: 'perro',
      description: 'Una perra muy buena.',
      expiresAt: inNinetyDays(),
      ...values,
    })
    .returning();
  return row!;
}

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'huella-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  ctx = await buildTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the preload of an animal’s first photo', () => {
  it('offers each variant once, as wide as the photo has pixels', () => {
    expect(renderPhotoPreload({ storageKey: 'pets/small', width: 500, height: 375 })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="' +
        '/media/pets/small-400.webp 400w, /media/pets/small-800.webp 500w" ' +
        'imagesizes="(min-width: 1024px) 600px, 100vw" />',
    );
  });
});

describe("an animal's page as link previews and search engines see it", () => {
  it('carries the title, description, canonical address and Open Graph and Twitter tags', async () => {
    const shelter = await createShelter(ctx.app, { city: 'Sevilla' });
    const pet = await createPet({
      shelterId: shelter.id,
      name: 'Canela <la "podenca">',
      description: 'Canela es dulce & tranquila. '.repeat(12),
    });
    await ctx.app.db.insert(petPhotos).values([
      { petId: pet.id, position: 1, storageKey: 'pets/second', width: 1600, height: 1200 },
      { petId: pet.id, position: 0, storageKey: 'pets/first', width: 1600, height: 1067 },
    ]);

    const response = await ctx.app.inject({ method: 'GET', url: `/adopciones/animal/${pet.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(
      '<title>Canela &lt;la &quot;podenca&quot;&gt; en adopción en Sevilla · Huella</title>',
    );
    expect(html).not.toContain('Adopta, no compres');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const description = summarise(pet.description);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    const escaped = description.replaceAll('&', '&amp;');
    expect(metaContent(html, 'description')).toBe(escaped);
    const url = `${PUBLIC_URL}/adopciones/animal/${pet.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect({
      type: metaContent(html, 'og:type'),
      title: metaContent(html, 'og:title'),
      description: metaContent(html, 'og:description'),
      url: metaContent(html, 'og:url'),
      image: metaContent(html, 'og:image'),
      width: metaContent(html, 'og:image:width'),
      height: metaContent(html, 'og:image:height'),
      locale: metaContent(html, 'og:locale'),
      site: metaContent(html, 'og:site_name'),
      card: metaContent(html, 'twitter:card'),
      twitterImage: metaContent(html, 'twitter:image'),
    }).toEqual({
      type: 'website',
      title: 'Canela &lt;la &quot;podenca&quot;&gt; en adopción',
      description: escaped,
      url,
      image: `${PUBLIC_URL}/media/pets/first-1600.webp`,
      width: '1600',
      height: '1067',
      locale: 'es_ES',
      site: 'Huella',
      card: 'summary_large_image',
      twitterImage: `${PUBLIC_URL}/media/pets/first-1600.webp`,
    });
    expect(html).toContain('<div id="root"></div>');
    // The first photo, the page's largest paint, is fetched with the HTML.
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="' +
        '/media/pets/first-400.webp 400w, /media/pets/first-800.webp 800w, ' +
        '/media/pets/first-1600.webp 1600w" imagesizes="(min-width: 1024px) 600px, 100vw" />',
    );
  });

  it('keeps adopted animals shareable, and falls back to a summary card without photos', async () => {
    const shelter = await createShelter(ctx.app);
    const pet = await createPet({ shelterId: shelter.id, name: 'Toby', state: 'adoptada' });
    const html = (await ctx.app.inject({ url: `/adopciones/animal/${pet.id}/` })).body;
    expect(metaContent(html, 'og:title')).toBe('Toby en adopción');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('rel="preload"');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('serves the plain page with a 404 for unknown, deleted, expired and malformed ids', async () => {
    const shelter = await createShelter(ctx.app);
    const deleted = await createPet({ shelterId: shelter.id, deletedAt: new Date() });
    const expired = await createPet({
      shelterId: shelter.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const id of [deleted.id, expired.id, 987654, 'abc', '99999999999999']) {
      const response = await ctx.app.inject({ url: `/adopciones/animal/${id}` });
      // Search engines drop the address; people see the app's "not found" page.
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX_HTML);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and every listed animal with its last change', async () => {
    const shelter = await createShelter(ctx.app);
    const listed = await createPet({ shelterId: shelter.id, name: 'Kira' });
    const pending = await createPet({ shelterId: shelter.id, state: 'pendiente' });
    const adopted = await createPet({ shelterId: shelter.id, state: 'adoptada' });
    const deleted = await createPet({ shelterId: shelter.id, deletedAt: new Date() });
    const expired = await createPet({
      shelterId: shelter.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await ctx.app.db.execute(
      sql`update pets set updated_at = '2026-03-04T05:06:07Z' where id = ${listed.id}`,
    );

    const response = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const page of ['/', '/adopciones', '/faq', '/contacto']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
    const loc = (id: number) => `<loc>${PUBLIC_URL}/adopciones/animal/${id}</loc>`;
    expect(xml).toContain(`${loc(listed.id)}\n    <lastmod>2026-03-04T05:06:07.000Z</lastmod>`);
    expect(xml).toContain(loc(pending.id));
    for (const hidden of [adopted, deleted, expired]) expect(xml).not.toContain(loc(hidden.id));
    expect(xml).not.toContain('/dashboard');
  });

  it('lets crawlers in everywhere but the private pages and the API, and names the sitemap', async () => {
    const response = await ctx.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/dashboard',
      '/api/',
      '/users/api/',
      '/pets/api/',
      '/shelters/api/',
      '/shop/api/',
      '/carrito',
      '/checkout',
      '/return',
      '/pedidos/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).not.toContain('Disallow: /media/');
    expect(lines).not.toContain('Disallow: /tienda');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('the pages themselves', () => {
  it('are compressed as the browser accepts, also those the not-found handler serves', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/adopciones' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const url of ['/adopciones', '/login', '/adopciones/animal/999999']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain(
        'Cargando Huella',
      );
    }
    const gzipped = await ctx.app.inject({
      method: 'GET',
      url: '/adopciones',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });
});

describe('addresses that are no page', () => {
  it('get the app (its "not found" screen) with a 404, while every page of the table gets a 200', async () => {
    // /blog/1: a post's page, but there is no such post ("Artículo no encontrado").
    for (const url of [
      '/no-existe',
      '/adopciones/perros',
      '/dashboard/nada',
      '/blog/1/2',
      '/blog/1',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    for (const url of ['/', '/adopciones/', '/blog', '/refugios/3', '/faq?x=1', '/mi-cuenta']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('API paths next to the web app', () => {
  it('answer an unknown path under every API area with the JSON 404, never the app', async () => {
    for (const url of ['/adoptions/api/nada/', '/chat/api/nada/', '/pets/api/nada/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: 'La ruta solicitada no existe.',
        message: 'La ruta solicitada no existe.',
        code: 'route_not_found',
      });
    }
  });
});
