/**
 * Registering a shelter (issue 17): the applicant's routes under
 * /shelters/api/applications/ and staff's queue under
 * /staff/api/shelter-applications/ (schemas/shelter-applications.ts lists them).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  shelterApplicationCountsSchema,
  shelterApplicationDecisionSchema,
  shelterApplicationInputSchema,
  shelterApplicationReplySchema,
  shelterApplicationSchema,
  staffShelterApplicationListItemSchema,
  staffShelterApplicationSchema,
  staffShelterApplicationsQuerySchema,
} from '@huella/shared/schemas/shelter-applications';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createShelterApplicationsService } from './service';

const tags = ['solicitudes de refugio'];

const shelterApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createShelterApplicationsService(app);

  app.post(
    '/shelters/api/applications/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Solicitar el registro de un refugio, una protectora o un particular',
        description:
          'CIF obligatorio para Refugio y Protectora; NIF o NIE opcional para Particular. ' +
          'Una solicitud abierta a la vez (409 application_open) y pocas al día por cuenta y dirección.',
        body: shelterApplicationInputSchema,
        response: { 201: shelterApplicationSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const application = await service.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(application);
    },
  );

  app.get(
    '/shelters/api/applications/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Mis solicitudes de registro, las más recientes primero',
        response: { 200: z.array(shelterApplicationSchema), ...errorResponses(401) },
      },
    },
    async (request) => service.listOwn(currentUser(request)),
  );

  app.get(
    '/shelters/api/applications/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Una solicitud de registro: solo quien la envió (o Staff)',
        params: idParamSchema,
        response: { 200: shelterApplicationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.getOwn(currentUser(request), request.params.id),
  );

  app.post(
    '/shelters/api/applications/:id/reply/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Responder a una petición de información (y corregir datos)',
        description:
          'Solo mientras la solicitud está en info_solicitada (si no, 409 not_awaiting_answer); ' +
          'vuelve a en_revision.',
        params: idParamSchema,
        body: shelterApplicationReplySchema,
        response: { 200: shelterApplicationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => service.reply(currentUser(request), request.params.id, request.body),
  );

  // ------------------------------------------------------------------- staff

  app.get(
    '/staff/api/shelter-applications/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Solicitudes de registro (Staff), las más antiguas primero',
        description: 'Filtros: estado y q (nombre, ciudad, CIF o correo del solicitante).',
        querystring: staffShelterApplicationsQuerySchema,
        response: {
          200: z.array(staffShelterApplicationListItemSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listForStaff(
        currentUser(request),
        request.query,
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/staff/api/shelter-applications/counts/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Cuántas solicitudes hay en cada estado (Staff)',
        response: { 200: shelterApplicationCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.counts(currentUser(request)),
  );

  app.get(
    '/staff/api/shelter-applications/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Una solicitud con su solicitante y los refugios parecidos (Staff)',
        params: idParamSchema,
        response: { 200: staffShelterApplicationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.getForStaff(currentUser(request), request.params.id),
  );

  app.post(
    '/staff/api/shelter-applications/:id/state/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          'Decidir sobre una solicitud: revisar, pedir información, aprobar o rechazar (Staff)',
        description:
          'Motivo obligatorio para pedir información y rechazar; se envía al solicitante. ' +
          'Aprobar crea el refugio verificado con el solicitante como administrador. ' +
          '409 invalid_transition si el estado no puede pasar al pedido.',
        params: idParamSchema,
        body: shelterApplicationDecisionSchema,
        response: {
          200: staffShelterApplicationSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      service.decide(currentUser(request), request.params.id, request.body, request.ip),
  );
};

export default shelterApplicationsRoutes;
