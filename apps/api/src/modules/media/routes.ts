/**
 * Uploaded media under /media/<key> (the `image` paths of the API), read from
 * whichever storage driver is configured (disk or S3), so the paths never
 * change with the deployment. A stored file never changes (a new upload gets a
 * new key), so it is cached for a year as immutable. `//media/…` works too:
 * the spec's client joins base and path with a doubled slash, and the router
 * ignores duplicate slashes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesMessages } from '@huella/shared/messages';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { isValidStorageKey, MEDIA_CACHE_CONTROL } from '../../lib/storage';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** True when the client's copy (If-None-Match, else If-Modified-Since) is still current. */
function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  etag: string,
  lastModified: Date,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Archivo subido (fotos de los animales), con caché inmutable',
        params: z.object({ '*': z.string() }),
        response: {
          200: z.any().describe('El archivo'),
          304: z.any().describe('Sin cambios desde la copia del cliente'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isValidStorageKey(key) ? await app.storage.get(key) : null;
      if (!file) throw new NotFound(imagesMessages.errors.mediaNotFound, 'media_not_found');

      const etag = `"${file.size.toString(16)}-${file.lastModified.getTime().toString(16)}"`;
      reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', etag)
        .header('last-modified', file.lastModified.toUTCString())
        // Public images may be shown by pages and apps on other origins.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (notModified(request.headers, etag, file.lastModified)) {
        file.body.destroy();
        return reply.code(304).send();
      }
      return reply.type(contentTypeOf(key)).header('content-length', file.size).send(file.body);
    },
  );
};

export default mediaRoutes;
