import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { storeImage, variantKey } from '../../lib/storage';
import { buildTestApp, type TestContext } from '../../test/helper';
import { makeJpeg, makePng } from '../../test/images';
import { startS3Server, type TestS3Server } from '../../test/s3';

const NOT_FOUND = {
  error: 'No se encontró el archivo.',
  message: 'No se encontró el archivo.',
  code: 'media_not_found',
};

/**
 * The same route, whichever driver the configuration picks: files on disk by
 * default, or objects in a bucket (a real S3-protocol server) under a prefix.
 */
describe.each([
  { driver: 'disk', s3: false },
  { driver: 'S3', s3: true },
])('GET /media/* from the $driver storage', ({ s3 }) => {
  let server: TestS3Server | undefined;
  let ctx: TestContext;
  let key: string;
  beforeAll(async () => {
    server = s3 ? await startS3Server({ prefix: 'media' }) : undefined;
    ctx = await buildTestApp(server?.env);
    ({ key } = await storeImage(ctx.app.storage, await makeJpeg(1200, 900)));
  });
  afterAll(async () => {
    await ctx.close();
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('keeps the uploaded variants in the configured storage', async () => {
    const expected = [1600, 400, 800].map((width) => `pets/${key.slice(5)}-${width}.webp`);
    if (server) {
      expect(await server.keys()).toEqual(expected.map((file) => `media/${file}`));
    } else {
      const files = readdirSync(path.join(ctx.config.mediaDir, 'pets')).sort();
      expect(files.map((file) => `pets/${file}`)).toEqual(expected);
    }
  });

  it('serves a stored variant as WebP, cached for a year as immutable', async () => {
    const response = await get(`/media/${variantKey(key, 800)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 600]);
  });

  it('answers the same file when base and path are joined with a doubled slash', async () => {
    const single = await get(`/media/${variantKey(key, 400)}`);
    const doubled = await get(`//media/${variantKey(key, 400)}`);
    expect(doubled.statusCode).toBe(200);
    expect(doubled.headers['content-type']).toBe('image/webp');
    expect(doubled.rawPayload.equals(single.rawPayload)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await ctx.app.inject({
      method: 'HEAD',
      url: `/media/${variantKey(key, 1600)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 304 when the client already has the file', async () => {
    const url = `/media/${variantKey(key, 800)}`;
    const first = await get(url);
    const byEtag = await get(url, { 'if-none-match': String(first.headers['etag']) });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);
    const byDate = await get(url, { 'if-modified-since': String(first.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);
    const otherEtag = await get(url, { 'if-none-match': '"otra-version"' });
    expect(otherEtag.statusCode).toBe(200);
  });

  it('names the content type from the extension', async () => {
    await ctx.app.storage.put('pruebas/logo.png', await makePng(10, 10), 'image/png');
    const response = await get('/media/pruebas/logo.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers a Spanish JSON 404 for a missing file', async () => {
    for (const url of ['/media/pets/no-existe-800.webp', '/media/pets', '/media/pets/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const bare = await get('/media/');
    expect(bare.statusCode).toBe(404);
    expect(bare.headers['content-type']).toContain('application/json');
  });

  it('never serves a file outside the media folder', async () => {
    // A file right beside the media folder (or prefix), where a traversal would land.
    mkdirSync(ctx.config.dataDir, { recursive: true });
    writeFileSync(path.join(ctx.config.dataDir, 'secreto.txt'), 'no debe salir');
    await server?.write('secreto.txt', 'no debe salir');
    for (const url of [
      '/media/../secreto.txt',
      '/media/..%2Fsecreto.txt',
      '/media/%2E%2E/secreto.txt',
      '/media/pets/..%2F..%2Fsecreto.txt',
      '/media/%2Fetc%2Fpasswd',
      '/media/..%5Csecreto.txt',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('no debe salir');
    }
  });
});
