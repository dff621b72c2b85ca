/**
 * The blog's posts (issue 15; packages/shared/src/schemas/blog.ts lists the
 * routes): the public list, one post by id or slug and the taxonomy, answered
 * to guests from the blog's cache (ETags, emptied when a post or a comment
 * changes); the staff area's posts, pictures and revisions; the RSS and Atom
 * feeds. The comments' routes are in their own module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_FEED_SIZE } from '@huella/shared/constants';
import { imagesMessages } from '@huella/shared/messages';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  blogContentImageSchema,
  blogListQuerySchema,
  blogPostInputSchema,
  blogPostKeyParamSchema,
  blogPostPatchSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogRevisionSchema,
  blogTaxonomySchema,
  staffBlogPostListQuerySchema,
  staffBlogPostSchema,
} from '@huella/shared/schemas/blog';
import { isMultipartRequest, readMultipartForm, uploadedImage } from '../../lib/multipart-form';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { currentUser } from '../../plugins/auth';
import { renderAtom, renderRss } from './feeds';
import { createBlogService } from './service';

const revisionParamsSchema = idParamSchema.extend({ revisionId: idParamSchema.shape.id });
const TAGS = ['blog'];
const STAFF_TAGS = ['blog (equipo)'];
const FEED_CACHE_CONTROL = 'public, max-age=300';

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBlogService({ db: app.db, storage: app.storage });
  const cache = app.blogCache;
  const uploadLimit = app.limitByUser(RATE_LIMITS.imageUploadPerUser, {
    when: isMultipartRequest,
    message: imagesMessages.errors.tooManyUploads,
  });

  // ------------------------------------------------------------------ public

  app.get(
    '/blog/api/posts/',
    {
      onRequest: cache.serve(),
      schema: {
        tags: TAGS,
        summary: 'Los artículos publicados del blog, el más reciente primero',
        description:
          'categoria y etiqueta filtran (sin distinguir mayúsculas); paginado con page y ' +
          'page_size (X-Total-Count y Link). Sin el contenido: las tarjetas del blog.',
        querystring: blogListQuerySchema,
        response: { 200: z.array(blogPostSummarySchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listPublic(
        { categoria: request.query.categoria, etiqueta: request.query.etiqueta },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return cache.send(request, reply, items);
    },
  );

  app.get(
    '/blog/api/posts/:id/',
    {
      config: { auth: 'optional' },
      onRequest: cache.serve(),
      schema: {
        tags: TAGS,
        summary: 'Un artículo por su número o su dirección (slug)',
        description:
          'Publicado (o programado cuya fecha ya llegó) para todos; el equipo de Huella ' +
          've cualquier estado, con el estado y las revisiones. Otro: 404 "Artículo no encontrado".',
        params: blogPostKeyParamSchema,
        response: {
          200: z.union([staffBlogPostSchema, blogPostSchema]),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, await service.getPublic(request.params.id, request.user)),
  );

  app.get(
    '/blog/api/taxonomy/',
    {
      onRequest: cache.serve(),
      schema: {
        tags: TAGS,
        summary:
          'Las categorías y etiquetas de los artículos publicados, con cuántos tiene cada una',
        response: { 200: blogTaxonomySchema },
      },
    },
    async (request, reply) => cache.send(request, reply, await service.taxonomy()),
  );

  // ------------------------------------------------------------------- feeds

  // XML, not JSON: no response schema (Fastify sends the string as it is).
  const feedSchema = (summary: string) => ({ tags: TAGS, summary });

  app.get(
    '/blog/rss.xml',
    { schema: feedSchema(`Los ${BLOG_FEED_SIZE} últimos artículos en RSS 2.0`) },
    async (_request, reply) => {
      const posts = await service.latest(BLOG_FEED_SIZE);
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', FEED_CACHE_CONTROL)
        .send(renderRss(posts, app.config.publicUrl));
    },
  );

  app.get(
    '/blog/atom.xml',
    { schema: feedSchema(`Los ${BLOG_FEED_SIZE} últimos artículos en Atom`) },
    async (_request, reply) => {
      const posts = await service.latest(BLOG_FEED_SIZE);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', FEED_CACHE_CONTROL)
        .send(renderAtom(posts, app.config.publicUrl));
    },
  );

  // ------------------------------------------------------------------- staff

  app.get(
    '/blog/api/staff/posts/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Todos los artículos, en cualquier estado; solo el equipo de Huella',
        description:
          'estado filtra; q busca en el título. El último modificado primero; paginado con ' +
          'page y page_size.',
        querystring: staffBlogPostListQuerySchema,
        response: { 200: z.array(staffBlogPostSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listStaff(
        currentUser(request),
        { estado: request.query.estado, q: request.query.q },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.post(
    '/blog/api/staff/posts/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary:
          'Escribir un artículo (borrador, programado o publicado); solo el equipo de Huella',
        description:
          'El contenido HTML se limpia al guardar (lista de etiquetas permitidas). Sin slug, ' +
          'se forma con el título; uno ya usado es 409. programado necesita una fecha futura.',
        body: blogPostInputSchema,
        response: { 201: staffBlogPostSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.get(
    '/blog/api/staff/posts/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Un artículo en cualquier estado; solo el equipo de Huella',
        params: idParamSchema,
        response: { 200: staffBlogPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.getStaff(currentUser(request), request.params.id),
  );

  app.patch(
    '/blog/api/staff/posts/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Cambiar un artículo; solo el equipo de Huella',
        description:
          'Cambia lo enviado. Si cambian el título, el resumen o el contenido, la versión ' +
          'anterior se guarda como revisión.',
        params: idParamSchema,
        body: blogPostPatchSchema,
        response: { 200: staffBlogPostSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/blog/api/staff/posts/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Borrar un artículo que nunca se publicó, o archivar uno publicado',
        description:
          'Un artículo que nunca se ha publicado se borra (204). Uno que se publicó tiene ' +
          'enlaces y comentarios de sus lectores: se archiva (200, el artículo archivado).',
        params: idParamSchema,
        response: {
          200: staffBlogPostSchema,
          204: z.null().describe('Artículo borrado'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const archived = await service.remove(currentUser(request), request.params.id);
      return archived ? archived : reply.code(204).send(null);
    },
  );

  app.put(
    '/blog/api/staff/posts/:id/image/',
    {
      config: { auth: 'required' },
      onRequest: [uploadLimit],
      preValidation: readMultipartForm([]),
      schema: {
        tags: STAFF_TAGS,
        summary:
          'Cambiar la imagen del artículo (multipart, campo image: JPG, PNG, GIF o WebP de ' +
          'hasta 5 MB); solo el equipo de Huella',
        params: idParamSchema,
        response: {
          200: staffBlogPostSchema,
          ...errorResponses(400, 401, 403, 404, 413, 429, 503),
        },
      },
    },
    async (request) =>
      service.setImage(currentUser(request), request.params.id, uploadedImage(request)),
  );

  app.delete(
    '/blog/api/staff/posts/:id/image/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Quitar la imagen del artículo; solo el equipo de Huella',
        params: idParamSchema,
        response: { 200: staffBlogPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.removeImage(currentUser(request), request.params.id),
  );

  app.post(
    '/blog/api/staff/images/',
    {
      config: { auth: 'required' },
      onRequest: [uploadLimit],
      preValidation: readMultipartForm([]),
      schema: {
        tags: STAFF_TAGS,
        summary:
          'Subir una imagen para el contenido de un artículo (multipart, campo image); ' +
          'solo el equipo de Huella',
        description: 'Responde su dirección desde la raíz del sitio (/media/…), para el HTML.',
        response: {
          201: blogContentImageSchema,
          ...errorResponses(400, 401, 403, 413, 429, 503),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.storeContentImage(currentUser(request), uploadedImage(request))),
  );

  app.get(
    '/blog/api/staff/posts/:id/revisions/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Las versiones anteriores de un artículo, la más reciente primero',
        params: idParamSchema,
        response: { 200: z.array(blogRevisionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.revisions(currentUser(request), request.params.id),
  );

  app.post(
    '/blog/api/staff/posts/:id/revisions/:revisionId/restore/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Volver a una versión anterior del artículo (la actual se guarda como revisión)',
        params: revisionParamsSchema,
        response: { 200: staffBlogPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.restore(currentUser(request), request.params.id, request.params.revisionId),
  );
};

export default blogRoutes;
