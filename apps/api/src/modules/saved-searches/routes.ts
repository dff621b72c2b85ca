/**
 * Saved searches with e-mail alerts (issue 20), under the users' paths: the
 * signed-in person's searches (list, save, change, delete; another's id is a
 * 404) and the one-click unsubscribe of RFC 8058, which needs no session.
 * The alert run is a periodic job of every API process (once a minute unless
 * SAVED_SEARCH_ALERTS_EVERY_MS says otherwise); the searches it takes are
 * claimed so that only one process mails each.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedSearchesMessages } from '@huella/shared/messages';
import {
  idParamSchema,
  okResponseSchema,
  paginationQuerySchema,
} from '@huella/shared/schemas/common';
import {
  savedSearchCreateSchema,
  savedSearchPatchSchema,
  savedSearchSchema,
  savedSearchUnsubscribeQuerySchema,
} from '@huella/shared/schemas/saved-searches';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { runPeriodically } from '../../lib/periodic-job';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { currentUser } from '../../plugins/auth';
import { createSavedSearchesService } from './service';

const tags = ['búsquedas guardadas'];
/** The one-click body (`List-Unsubscribe=One-Click`) is a few bytes; anything much larger is not it. */
const UNSUBSCRIBE_BODY_MAX_BYTES = 1024;

const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSavedSearchesService(app);
  const writeLimit = app.limitByUser(RATE_LIMITS.savedSearchWritePerUser);

  runPeriodically(app, {
    name: 'saved_search_alerts',
    everyMs: app.config.savedSearchAlertsEveryMs,
    run: () => service.runAlerts(),
    inTests: false,
  });

  app.get(
    '/users/api/saved-searches/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Las búsquedas guardadas propias, la más reciente primero (paginado)',
        querystring: paginationQuerySchema,
        response: { 200: z.array(savedSearchSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.list(currentUser(request), page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.post(
    '/users/api/saved-searches/',
    {
      config: { auth: 'required' },
      onRequest: [writeLimit],
      schema: {
        tags,
        summary:
          'Guardar una búsqueda del catálogo (filtros y palabras) con avisos por correo; 20 como mucho',
        description:
          'filters: los mismos filtros que GET /pets/api/pets/ (en español o en inglés), sin ' +
          'página, tamaño ni orden. name: por defecto, el resumen de los filtros. frequency: ' +
          'inmediata, diaria (a las 8:00, hora de Madrid) o semanal (los lunes a las 8:00). ' +
          'La misma búsqueda dos veces, o más de 20, responde 409.',
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.patch(
    '/users/api/saved-searches/:id/',
    {
      config: { auth: 'required' },
      onRequest: [writeLimit],
      schema: {
        tags,
        summary: 'Cambiar el nombre, la frecuencia de los avisos o pausarlos',
        params: idParamSchema,
        body: savedSearchPatchSchema,
        response: { 200: savedSearchSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/users/api/saved-searches/:id/',
    {
      config: { auth: 'required' },
      onRequest: [writeLimit],
      schema: {
        tags,
        summary: 'Borrar una búsqueda guardada (y sus avisos)',
        params: idParamSchema,
        response: { 204: z.null().describe('Búsqueda borrada'), ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const oneClick: FastifyPluginAsyncZod = async (scope) => {
    // The body says nothing the address does not (RFC 8058's `List-Unsubscribe=One-Click`
    // form, JSON or nothing, with whatever content type a mail client sends): read, bounded,
    // and ignored, on this route only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_MAX_BYTES },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post(
      '/users/api/saved-searches/unsubscribe/',
      {
        onRequest: app.limitByIp(RATE_LIMITS.savedSearchUnsubscribePerIp),
        bodyLimit: UNSUBSCRIBE_BODY_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Dejar de recibir los avisos de una búsqueda en un clic, sin sesión (RFC 8058): la pausa, no la borra',
          description:
            'El token va en la dirección (?token=), tal como la lleva la cabecera ' +
            'List-Unsubscribe de cada aviso. El cuerpo puede ser List-Unsubscribe=One-Click ' +
            '(application/x-www-form-urlencoded), JSON o vacío. Un token desconocido responde 404.',
          querystring: savedSearchUnsubscribeQuerySchema,
          response: { 200: okResponseSchema, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => {
        await service.unsubscribe(request.query.token);
        return { detail: savedSearchesMessages.unsubscribed };
      },
    );
  };
  await app.register(oneClick);
};

export default savedSearchesRoutes;
