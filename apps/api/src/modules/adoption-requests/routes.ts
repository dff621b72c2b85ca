/**
 * Adoption requests: apply for an animal, the applicant's requests, the
 * shelters' inbox and its counters, one request with its timeline, and the
 * workflow's moves. Every route needs a session, checked before the body is read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADOPTION_REQUEST_ACTIONS, type AdoptionRequestAction } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import {
  adoptionInboxQuerySchema,
  adoptionRequestCountsQuerySchema,
  adoptionRequestCountsSchema,
  adoptionRequestCreateSchema,
  adoptionRequestSchema,
  adoptionRequestSummarySchema,
  adoptionRequestTransitionSchema,
  myAdoptionRequestsQuerySchema,
} from '@huella/shared/schemas/adoption-requests';
import { errorResponseSchema, idParamSchema } from '@huella/shared/schemas/common';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createAdoptionRequestsService } from './service';

const conflict = {
  409: errorResponseSchema.describe(adoptionRequestsMessages.conflictDescription),
};

const SUMMARIES: Record<AdoptionRequestAction, string> = {
  review: 'Pasar una solicitud a revisión (el refugio)',
  accept: 'Aceptar una solicitud (el refugio); el animal pasa a pendiente',
  reject: 'Rechazar una solicitud (el refugio)',
  complete: 'Completar la adopción (el refugio); el animal pasa a adoptada',
  withdraw: 'Retirar la solicitud (quien la envió)',
};

const transitionDescription =
  'review (pendiente → en_revision), accept (pendiente o en_revision → aceptada; el animal pasa ' +
  'a pendiente), reject (abierta → rechazada), complete (aceptada → completada; el animal pasa a ' +
  'adoptada y las demás solicitudes abiertas se rechazan) las hace el refugio; withdraw ' +
  '(abierta → retirada) solo quien la envió. Rechazar o retirar una aceptada devuelve el animal ' +
  'a en_adopcion.';

const adoptionRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdoptionRequestsService(app);

  app.post(
    '/adoptions/api/requests/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['solicitudes'],
        summary: 'Solicitar la adopción de un animal en adopción',
        description:
          'Abre (o reutiliza) la conversación con el refugio. Una solicitud abierta por animal y ' +
          'persona; los miembros del refugio no pueden solicitar sus propios animales.',
        body: adoptionRequestCreateSchema,
        response: {
          201: adoptionRequestSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          ...conflict,
        },
      },
    },
    async (request, reply) => {
      const created = await service.create(currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/adoptions/api/requests/mine/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['solicitudes'],
        summary: 'Las solicitudes de quien ha iniciado sesión, las más recientes primero',
        description: 'Filtros: state y pet (¿ya he solicitado este animal?).',
        querystring: myAdoptionRequestsQuerySchema,
        response: { 200: z.array(adoptionRequestSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listMine(currentUser(request), request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/adoptions/api/requests/counts/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['solicitudes'],
        summary:
          'Cuántas solicitudes hay en cada estado en los refugios de quien ha iniciado sesión',
        querystring: adoptionRequestCountsQuerySchema,
        response: { 200: adoptionRequestCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.counts(currentUser(request), request.query.shelter),
  );

  app.get(
    '/adoptions/api/requests/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['solicitudes'],
        summary: 'Las solicitudes recibidas por los refugios de quien ha iniciado sesión',
        description:
          'Todos sus refugios o ?shelter= uno del que forma parte; filtros state y pet; las más ' +
          'recientes primero.',
        querystring: adoptionInboxQuerySchema,
        response: {
          200: z.array(adoptionRequestSummarySchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.inbox(currentUser(request), request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/adoptions/api/requests/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['solicitudes'],
        summary: 'Una solicitud con sus respuestas y su historial',
        description: 'Solo quien la envió y el refugio; para los demás no existe (404).',
        params: idParamSchema,
        response: { 200: adoptionRequestSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );

  // One route per move, so an unknown move is a plain 404 like any unknown address.
  for (const action of ADOPTION_REQUEST_ACTIONS) {
    app.post(
      `/adoptions/api/requests/:id/${action}/`,
      {
        config: { auth: 'required' },
        // The note is optional, and so is the whole body (a bare POST withdraws too).
        preValidation: async (request) => {
          request.body ??= { note: '' };
        },
        schema: {
          tags: ['solicitudes'],
          summary: SUMMARIES[action],
          description: transitionDescription,
          params: idParamSchema,
          body: adoptionRequestTransitionSchema,
          response: {
            200: adoptionRequestSchema,
            ...errorResponses(400, 401, 403, 404),
            ...conflict,
          },
        },
      },
      async (request) =>
        service.transition(currentUser(request), request.params.id, action, request.body.note),
    );
  }
};

export default adoptionRequestsRoutes;
