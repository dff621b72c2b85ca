/**
 * Serves the built web app from the API process: hashed assets with immutable
 * caching, and every other GET that is not an API path falls back to index.html
 * so that client routes work on reload. An animal's page gets its own title
 * and link-preview tags (share-tags.ts); sitemap.xml and robots.txt sit beside.
 *
 * The public pages' own code is named in their HTML (modulepreload, from the
 * build's manifest), so the browser fetches it together with the app's entry
 * instead of after the entry has run and the router has asked for it; an
 * animal's page also preloads the animal's first photo.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_LIST, PAGES, pagePattern } from '@huella/shared/pages';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressBody } from '../../lib/encoding';
import { API_PREFIXES, isApiPath, sendJsonNotFound } from '../../lib/http-errors';
import { feedLinks, postUrl } from '../blog';
import {
  findShareAnimal,
  findSharePost,
  findShareProduct,
  listSitemapAnimals,
  listSitemapPosts,
  listSitemapProducts,
} from './repository';
import {
  animalSharePage,
  blogSharePage,
  injectShareTags,
  productSharePage,
  productUrl,
  renderPhotoPreload,
  renderRobots,
  renderSitemap,
} from './share-tags';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The pages of sitemap.xml (packages/shared pages.ts: public, built, worth indexing). */
export const SITEMAP_PAGES = PAGE_LIST.filter((page) => page.sitemap).map((page) => page.path);

/** The private pages, each tree once (`/dashboard` covers `/dashboard/…`); robots.txt has no patterns. */
const PRIVATE_PAGE_ROOTS = PAGE_LIST.filter((page) => page.access === 'private')
  .map((page) => page.path)
  .filter((path) => !path.includes(':'))
  .filter((path, _index, paths) => !paths.some((other) => path.startsWith(`${other}/`)));

/** Personal pages open without a session, up to their first parameter (/pedidos/). */
const PERSONAL_PAGE_ROOTS = PAGE_LIST.filter((page) => page.personal).map(
  (page) => page.path.split(':')[0]!,
);

/** Private and personal pages and the API; media stays crawlable so that link previews show photos. */
export const ROBOTS_DISALLOWED = [
  ...PRIVATE_PAGE_ROOTS,
  ...PERSONAL_PAGE_ROOTS,
  ...API_PREFIXES.filter((prefix) => prefix !== '/media/'),
  '/healthz',
  '/readyz',
];

/** Vite's build manifest (build.manifest): each source module's file and static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The module of each page open without a session (packages/shared pages.ts,
 * the web router's table): its code is preloaded with the page. Private pages
 * are not: a visitor without a session is sent elsewhere first.
 */
export const PAGE_MODULES: { path: RegExp; module: string }[] = PAGE_LIST.filter(
  (page) => page.module !== undefined && page.access !== 'private',
).map((page) => ({ path: pagePattern(page.path), module: `src/routes/${page.module}.tsx` }));

/**
 * The files a page's module needs that index.html does not already load: the
 * module's own and its static imports, less the entry's (Vite preloads those).
 */
export function pageModuleFiles(manifest: BuildManifest, module: string): string[] {
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const pending = [...start];
    while (pending.length > 0) {
      const key = pending.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      pending.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  if (!manifest[module]) return [];
  const entries = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return [...closure([module])]
    .filter((key) => !entries.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

/** index.html with extra tags at the end of its head. */
export function injectHead(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The bare-layout pages (packages/shared pages.ts): no site header, so no header frame. */
const BARE_PAGES = PAGE_LIST.filter((page) => page.layout === 'bare').map((page) =>
  pagePattern(page.path),
);
export const isBarePage = (pathname: string) => BARE_PAGES.some((page) => page.test(pathname));

const KNOWN_PAGES = PAGE_LIST.map((page) => pagePattern(page.path));
/** A path of the page table; any other gets the app (its "not found" screen) with a 404. */
export const isKnownPage = (pathname: string) => KNOWN_PAGES.some((page) => page.test(pathname));

/** index.html without the site header's frame that it paints before the app's code arrives. */
export const withoutAppShell = (html: string) =>
  html.replace(/\s*<!-- app-shell:[\s\S]*?<!-- \/app-shell -->/, '');

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

function readManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

export function webDistAvailable(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  // index.html of each public page, with its code preloaded; computed once.
  const pages = PAGE_MODULES.map(({ path: pagePath, module }) => ({
    path: pagePath,
    html: injectHead(indexHtml, pageModuleFiles(manifest, module).map(modulePreload)),
  }));
  const pageHtml = (url: string) => {
    const pathname = url.split('?')[0]!;
    const html = pages.find((page) => page.path.test(pathname))?.html ?? indexHtml;
    return isBarePage(pathname) ? withoutAppShell(html) : html;
  };

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each asset (scripts/build-lib.mjs).
    preCompressed: true,
    // The build's manifest is for this server (page preloads), not for visitors.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath);
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=300',
      );
    },
  });

  // Compressed here: most pages come from the not-found handler, which is no route, so
  // the compression plugin never sees them. The fixed pages (pageHtml's) are compressed
  // once; an animal's page, with its own tags, each time.
  const compressedPages = new Map<string, Buffer>();
  const sendIndex = (reply: FastifyReply, html: string, { fixed = false } = {}) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
    const body = Buffer.from(html);
    if (!encoding || body.length < COMPRESS_FROM_BYTES) return reply.send(body);
    const key = `${encoding}:${html}`;
    const compressed = compressedPages.get(key) ?? compressBody(body, encoding);
    if (fixed) compressedPages.set(key, compressed);
    return reply.header('content-encoding', encoding).send(compressed);
  };

  app.get<{ Params: { id: string } }>(
    PAGES.animal.path,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const animal = id === null ? null : await findShareAnimal(app.db, id);
      const html = pageHtml(request.url);
      // The app shows its own "not found" page; the status tells search engines.
      if (!animal) return sendIndex(reply.code(404), html, { fixed: true });
      return sendIndex(
        reply,
        injectHead(
          injectShareTags(html, animalSharePage(animal, app.config.publicUrl)),
          animal.photo ? [renderPhotoPreload(animal.photo)] : [],
        ),
      );
    },
  );

  // The blog and each post name their feeds in the head; a post's page has its own tags.
  const blogFeeds = feedLinks(app.config.publicUrl);
  app.get(PAGES.blog.path, { schema: { hide: true } }, async (request, reply) =>
    sendIndex(reply, injectHead(pageHtml(request.url), blogFeeds), { fixed: true }),
  );

  app.get<{ Params: { id: string } }>(
    PAGES.blogPost.path,
    { schema: { hide: true } },
    async (request, reply) => {
      // `/blog/api` itself is the API's: an unknown path there answers JSON.
      if (isApiPath(request.url)) return sendJsonNotFound(reply);
      const post = await findSharePost(app.db, request.params.id);
      const html = pageHtml(request.url);
      // The app shows "Artículo no encontrado"; the status tells search engines.
      if (!post) return sendIndex(reply.code(404), html, { fixed: true });
      return sendIndex(
        reply,
        injectHead(injectShareTags(html, blogSharePage(post, app.config.publicUrl)), blogFeeds),
      );
    },
  );

  // A product's page has its own tags (the shop, issue 16).
  app.get<{ Params: { id: string } }>(
    PAGES.shopProduct.path,
    { schema: { hide: true } },
    async (request, reply) => {
      const product = await findShareProduct(app.db, request.params.id);
      const html = pageHtml(request.url);
      // The app shows "Producto no encontrado"; the status tells search engines.
      if (!product) return sendIndex(reply.code(404), html, { fixed: true });
      return sendIndex(
        reply,
        injectShareTags(html, productSharePage(product, app.config.publicUrl)),
      );
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.config.publicUrl;
    const [animals, posts, products] = await Promise.all([
      listSitemapAnimals(app.db),
      listSitemapPosts(app.db),
      listSitemapProducts(app.db),
    ]);
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
          // The blog itself once it has posts (unless the page table lists it already).
          ...(posts.length > 0 && !SITEMAP_PAGES.includes(PAGES.blog.path)
            ? [{ url: `${base}${PAGES.blog.path}` }]
            : []),
          ...posts.map((post) => ({ url: postUrl(base, post.slug), lastModified: post.updatedAt })),
          // The shop's products (the shop itself is in the page table).
          ...products.map((product) => ({
            url: productUrl(base, product.slug),
            lastModified: product.updatedAt,
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
    // The app draws its own "not found" screen; the status tells search engines and clients.
    const known = isKnownPage(request.url.split('?')[0]!);
    return sendIndex(known ? reply : reply.code(404), pageHtml(request.url), { fixed: true });
  });
}
