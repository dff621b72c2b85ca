/**
 * Serves the built web app from the API process: hashed assets with immutable
 * caching, and every other GET that is not an API path falls back to index.html
 * so that client routes work on reload. An animal's page gets its own title
 * and link-preview tags (share-tags.ts); sitemap.xml and robots.txt sit beside.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIXES, isApiPath, sendJsonNotFound } from './http-errors';
import { findShareAnimal, listSitemapAnimals } from './share-repository';
import { animalSharePage, injectShareTags, renderRobots, renderSitemap } from './share-tags';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The public pages that exist today (pages under construction are left out). */
export const SITEMAP_PAGES = [
  '/',
  '/adopciones',
  '/servicios',
  '/voluntarios',
  '/contacto',
  '/faq',
  '/quienes-somos',
  '/legal',
];

/** Private pages and the API; media stays crawlable so that link previews show photos. */
export const ROBOTS_DISALLOWED = [
  '/dashboard',
  ...API_PREFIXES.filter((prefix) => prefix !== '/media/'),
  '/healthz',
  '/readyz',
];

export function webDistAvailable(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each asset (scripts/build-lib.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath);
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=300',
      );
    },
  });

  const sendIndex = (reply: FastifyReply, html = indexHtml) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  app.get<{ Params: { id: string } }>(
    '/adopciones/animal/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const animal = id === null ? null : await findShareAnimal(app.db, id);
      // The app shows its own "not found" page; the status tells search engines.
      if (!animal) return sendIndex(reply.code(404));
      return sendIndex(
        reply,
        injectShareTags(indexHtml, animalSharePage(animal, app.config.publicUrl)),
      );
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.config.publicUrl;
    const animals = await listSitemapAnimals(app.db);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        renderSitemap([
          ...SITEMAP_PAGES.map((page) => ({ url: `${base}${page === '/' ? '/' : page}` })),
          ...animals.map((animal) => ({
            url: `${base}/adopciones/animal/${animal.id}`,
            lastModified: animal.lastModified,
          })),
        ]),
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(app.config.publicUrl, ROBOTS_DISALLOWED)),
  );

  app.setNotFoundHandler((request, reply) => {
    const acceptsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (!acceptsHtml || isApiPath(request.url) || request.url.startsWith('/assets/')) {
      return sendJsonNotFound(reply);
    }
    return sendIndex(reply);
  });
}
