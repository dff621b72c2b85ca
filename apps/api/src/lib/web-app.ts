/**
 * Serves the built web app from the API process: hashed assets with immutable
 * caching, and every other GET that is not an API path falls back to index.html
 * so that client routes work on reload.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, sendJsonNotFound } from './http-errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

  app.setNotFoundHandler((request, reply) => {
    const acceptsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (!acceptsHtml || isApiPath(request.url) || request.url.startsWith('/assets/')) {
      return sendJsonNotFound(reply);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
