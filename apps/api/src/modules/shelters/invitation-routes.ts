/**
 * Shelter invitations: the shelter's administrators list, send and cancel
 * them; the invited person, holding the mailed token, reads the invitation,
 * accepts it (signed in with the invited address) or declines it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema } from '@huella/shared/schemas/common';
import {
  invitationTokenSchema,
  myShelterSchema,
  receivedInvitationSchema,
  shelterInvitationCreateSchema,
  shelterInvitationSchema,
} from '@huella/shared/schemas/shelters';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createShelterInvitationsService } from './invitations';

const tags = ['refugios'];
const invitationParamsSchema = idParamSchema.extend({ invitationId: idParamSchema.shape.id });

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createShelterInvitationsService(app);

  app.get(
    '/shelters/api/shelters/:id/invitations/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Las invitaciones pendientes del refugio; solo sus administradores',
        description: 'Las más recientes primero; paginado con page y page_size.',
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: z.array(shelterInvitationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.list(currentUser(request), request.params.id, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.post(
    '/shelters/api/shelters/:id/invitations/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Invitar a una dirección de correo a unirse al refugio; solo sus administradores',
        description:
          'role: administrador o miembro (por defecto miembro). La persona forma parte del ' +
          'refugio cuando acepta. La respuesta es la misma tenga o no cuenta esa dirección.',
        params: idParamSchema,
        body: shelterInvitationCreateSchema,
        response: { 201: shelterInvitationSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const invitation = await service.invite(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    '/shelters/api/shelters/:id/invitations/:invitationId/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Cancelar una invitación pendiente; solo los administradores del refugio',
        params: invitationParamsSchema,
        response: {
          204: z.null().describe('Invitación cancelada'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await service.cancel(currentUser(request), request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/shelters/api/invitations/lookup/',
    {
      schema: {
        tags,
        summary: 'Leer la invitación del enlace recibido por correo (con su código)',
        body: invitationTokenSchema,
        response: { 200: receivedInvitationSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.lookup(request.body.token),
  );

  app.post(
    '/shelters/api/invitations/accept/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Aceptar una invitación, con la sesión de la dirección invitada',
        description: 'Responde el refugio al que ahora pertenece quien acepta, con su rol.',
        body: invitationTokenSchema,
        response: { 200: myShelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.accept(currentUser(request), request.body.token),
  );

  app.post(
    '/shelters/api/invitations/decline/',
    {
      schema: {
        tags,
        summary: 'Rechazar una invitación (basta con el enlace recibido por correo)',
        body: invitationTokenSchema,
        response: {
          204: z.null().describe('Invitación rechazada'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      await service.decline(request.body.token);
      return reply.code(204).send(null);
    },
  );
};

export default invitationRoutes;
