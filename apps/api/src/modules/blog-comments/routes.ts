/**
 * Blog comments (packages/shared/src/schemas/blog.ts lists the routes): the
 * public thread of a post, the comment form's token, sending a comment
 * (guests too), and staff moderation. The e-mail is only in staff answers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_FORM_TOKEN_MAX_AGE_MS, BLOG_FORM_TOKEN_MIN_AGE_MS } from '@huella/shared/constants';
import { blogMessages } from '@huella/shared/messages/blog';
import {
  blogCommentCountsSchema,
  blogCommentCreatedSchema,
  blogCommentFormSchema,
  blogCommentInputSchema,
  blogCommentSchema,
  blogModerationSchema,
  blogPostKeyParamSchema,
  staffBlogCommentListQuerySchema,
  staffBlogCommentSchema,
} from '@huella/shared/schemas/blog';
import { privateAnswers } from '../../lib/cache-policy';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { currentUser } from '../../plugins/auth';
import { createBlogCommentsService, PUBLIC_COMMENTS_MAX } from './service';

const tags = ['blog'];

const blogCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBlogCommentsService(app);

  app.get(
    '/blog/api/posts/:id/comments/',
    {
      schema: {
        tags,
        summary:
          'Comentarios aprobados de un artículo publicado (id o slug), del más antiguo al más nuevo',
        description:
          `Lista plana: cada comentario seguido de sus respuestas (parentId). Como mucho ${PUBLIC_COMMENTS_MAX} ` +
          'por artículo (los más antiguos). Nunca incluye el correo.',
        params: blogPostKeyParamSchema,
        response: { 200: z.array(blogCommentSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => service.list(request.params.id),
  );

  app.get(
    '/blog/api/posts/:id/comment-form/',
    {
      config: { auth: 'optional' },
      // The token is made for this moment: no cache may keep it.
      onSend: privateAnswers,
      schema: {
        tags,
        summary:
          'Token firmado del formulario de comentarios (y el nombre y el correo de quien tiene sesión)',
        description:
          `El token vale para ese artículo desde ${BLOG_FORM_TOKEN_MIN_AGE_MS / 1000} s después de pedirlo ` +
          `y durante ${BLOG_FORM_TOKEN_MAX_AGE_MS / 3_600_000} horas. Con los comentarios cerrados, 403.`,
        params: blogPostKeyParamSchema,
        response: { 200: blogCommentFormSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.form(request.params.id, request.user),
  );

  app.post(
    '/blog/api/posts/:id/comments/',
    {
      // Counted before any work, valid or not, like every per-address limit.
      onRequest: async (request) => {
        await app.rateLimiter.consume(
          RATE_LIMITS.blogCommentPerIp,
          request.ip,
          blogMessages.errors.commentRateLimited,
        );
      },
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Enviar un comentario o una respuesta (también sin sesión)',
        description:
          'Necesita el token de comment-form. Se publica al momento si quien comenta ya tiene un comentario ' +
          'aprobado y no contiene demasiados enlaces ni palabras de la lista de moderación; si no, queda ' +
          'pendiente de moderación. Límites por dirección IP y por correo (429); el mismo texto otra vez, 409. ' +
          'Con sesión se guarda con el correo de la cuenta.',
        params: blogPostKeyParamSchema,
        body: blogCommentInputSchema,
        response: {
          201: blogCommentCreatedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.params.id, request.body, request.user);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/blog/api/staff/comments/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          'Personal: comentarios por estado (pendiente por defecto) y artículo, del más nuevo al más antiguo (paginado)',
        querystring: staffBlogCommentListQuerySchema,
        response: { 200: z.array(staffBlogCommentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.staffList(
        currentUser(request),
        { state: request.query.estado, postId: request.query.post },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/blog/api/staff/comments/counts/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Personal: cuántos comentarios hay en cada estado',
        response: { 200: blogCommentCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.counts(currentUser(request)),
  );

  app.post(
    '/blog/api/staff/comments/moderate/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Personal: poner en un estado varios comentarios a la vez (todos o ninguno)',
        description:
          'Un id que no existe da 404 y no cambia nada. Devuelve los recuentos por estado. ' +
          'Una respuesta aprobada solo se muestra si su comentario también lo está.',
        body: blogModerationSchema,
        response: { 200: blogCommentCountsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.moderate(currentUser(request), request.body),
  );
};

export default blogCommentsRoutes;
