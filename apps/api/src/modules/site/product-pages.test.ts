import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createProduct } from '../shop/test-support';

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

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'huella-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  ctx = await buildTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

describe("a product's page as link previews and search engines see it", () => {
  it('carries its name, price with IVA, canonical address by slug and picture', async () => {
    const product = await createProduct(ctx.app, {
      slug: 'taza-huella-prueba',
      name: 'Taza Huella',
      description: 'Taza de cerámica de 350 ml con corazón y huella.',
      priceCents: 1195,
      image: 'shop/abc123',
      imageWidth: 1200,
      imageHeight: 1200,
      imageAlt: 'Taza blanca con un corazón',
    });
    for (const key of [product.slug, String(product.id)]) {
      const response = await ctx.app.inject({ url: `/tienda/${key}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Taza Huella · Tienda de Huella</title>');
      expect(html).not.toContain('Adopta, no compres');
      expect(metaContent(html, 'description')).toBe(
        '11,95 € (IVA incluido). Taza de cerámica de 350 ml con corazón y huella.',
      );
      expect(html).toContain(
        `<link rel="canonical" href="${PUBLIC_URL}/tienda/taza-huella-prueba" />`,
      );
      expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/media/shop/abc123-1600.webp`);
      expect(metaContent(html, 'og:image:alt')).toBe('Taza blanca con un corazón');
    }
  });

  it('serves the plain page with a 404 for drafts, archived and unknown products', async () => {
    const draft = await createProduct(ctx.app, { state: 'borrador' });
    const archived = await createProduct(ctx.app, { state: 'archivado' });
    for (const key of [
      draft.slug,
      archived.slug,
      String(draft.id),
      'no-existe',
      '999999',
      'Raro%20',
    ]) {
      const response = await ctx.app.inject({ url: `/tienda/${key}` });
      expect(response.statusCode, key).toBe(404);
      expect(response.body).toContain('Adopta, no compres');
    }
  });

  it('are in the sitemap when published, and the shop API stays the API', async () => {
    const published = await createProduct(ctx.app, { slug: 'collar-de-prueba-sitemap' });
    const draft = await createProduct(ctx.app, { slug: 'borrador-de-prueba', state: 'borrador' });
    const sitemap = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/tienda/${published.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/tienda</loc>`);
    expect(sitemap).not.toContain(draft.slug);
    const unknown = await ctx.app.inject({ url: '/shop/api/no-existe/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
  });
});
