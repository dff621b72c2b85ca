/**
 * Chat: the reader's conversations (as adopter and as member of their
 * shelters), "Contactar con el refugio", messages, reads, the unread badges
 * and the live stream (Server-Sent Events). Every route needs a session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ID_MAX } from '@huella/shared/constants';
import {
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMessageWriteSchema,
  chatReadResultSchema,
  chatReadSchema,
  chatUnreadSchema,
  conversationOpenSchema,
  conversationSchema,
} from '@huella/shared/schemas/chat';
import { idParamSchema, paginationQuerySchema } from '@huella/shared/schemas/common';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createChatService } from './service';
import {
  lastEventIdOf,
  MAX_STREAMS_PER_USER,
  serveStream,
  STREAM_HEARTBEAT_MS,
  STREAM_RETRY_MS,
} from './stream';

const tags = ['chat'];

const streamQuerySchema = z.object({
  /** For clients that cannot send the Last-Event-ID header. */
  last_event_id: z.coerce.number().int().min(0).max(ID_MAX).optional(),
});

export interface ChatRoutesOptions {
  /** The clock of the mail interval (tests move it); Date.now by default. */
  now?: () => number;
}

const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const service = createChatService({
    db: app.db,
    config: app.config,
    realtime: app.realtime,
    mailer: app.mailer,
    rateLimiter: app.rateLimiter,
    log: app.log,
    presence: app.chatPresence,
    now: options.now,
  });

  app.get(
    '/chat/api/conversations/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          'Las conversaciones de quien ha iniciado sesión, la actividad más reciente primero',
        description:
          'Como adoptante y como miembro de cualquiera de sus refugios (`role` dice el lado). ' +
          'Paginado con page y page_size (X-Total-Count, Link).',
        querystring: paginationQuerySchema,
        response: { 200: z.array(conversationSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listConversations(currentUser(request), page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.post(
    '/chat/api/conversations/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Contactar con el refugio: abre (o encuentra) la conversación sobre un animal',
        description:
          '201 si se crea, 200 si ya existía. El animal debe estar publicado; los miembros de ' +
          'su refugio reciben 403. Cada cuenta abre como mucho 10 conversaciones nuevas por ' +
          'hora (429).',
        body: conversationOpenSchema,
        response: {
          200: conversationSchema.describe('La conversación ya existía'),
          201: conversationSchema.describe('Conversación creada'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.open(currentUser(request), request.body.pet);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/chat/api/conversations/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Una conversación; solo su adoptante y los miembros del refugio',
        params: idParamSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.getConversation(currentUser(request), request.params.id),
  );

  app.get(
    '/chat/api/conversations/:id/messages/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Los mensajes de una conversación, del más antiguo al más reciente',
        description:
          'Sin parámetros, los `limit` más recientes. `before`: los `limit` anteriores a ese ' +
          'mensaje (al subir). `after`: los `limit` siguientes a ese mensaje (al ponerse al día; ' +
          'si llegan `limit`, puede haber más).',
        params: idParamSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: z.array(chatMessageSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.listMessages(currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/chat/api/conversations/:id/messages/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Enviar un mensaje (texto sin formato, hasta 2000 caracteres)',
        description:
          'Se guarda tal cual, como texto. Llega en directo a los demás participantes y, a ' +
          'quien no tenga Huella abierto, por correo (como mucho uno cada 15 minutos por ' +
          'conversación).',
        params: idParamSchema,
        body: chatMessageWriteSchema,
        response: { 201: chatMessageSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await service.send(
        currentUser(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/chat/api/conversations/:id/read/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Marcar la conversación como leída, hasta un mensaje o hasta el último',
        params: idParamSchema,
        body: chatReadSchema.nullish(),
        response: { 200: chatReadResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      service.markRead(currentUser(request), request.params.id, request.body?.message),
  );

  app.get(
    '/chat/api/unread/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Mensajes sin leer y conversaciones con alguno, para los avisos del menú',
        response: { 200: chatUnreadSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.unread(currentUser(request)),
  );

  app.get(
    '/chat/api/stream/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Eventos en directo del chat (Server-Sent Events)',
        description:
          '`event: message` (con `id:` del mensaje), `event: read` y `event: request`; `data` ' +
          `es JSON. Un comentario cada ${STREAM_HEARTBEAT_MS / 1000} s y \`retry: ` +
          `${STREAM_RETRY_MS}\`. Con la cabecera Last-Event-ID (o ?last_event_id=) envía ` +
          'primero los mensajes posteriores que faltan. Termina con `event: end` (`reason`: ' +
          '`expired` al caducar el token de acceso, `ended` al cerrarse la sesión). Como mucho ' +
          `${MAX_STREAMS_PER_USER} abiertos por persona (429 si se pide otro).`,
        querystring: streamQuerySchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await serveStream(
        request,
        reply,
        {
          realtime: app.realtime,
          presence: app.chatPresence,
          missed: (afterId, limit) => service.missedMessages(user.id, afterId, limit),
          track: app.chatPresence.track,
          log: request.log,
        },
        { userId: user.id, sessionId: user.sessionId, tokenExpiresAt: user.tokenExpiresAt },
        lastEventIdOf(request, request.query.last_event_id),
      );
      return reply;
    },
  );
};

export default chatRoutes;
