/**
 * Staff's Refugios (issue 17) under /staff/api/shelters/ (schemas/staff-admin.ts
 * lists them): every change takes a reason, kept in the audit log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  reasonOnlySchema,
  shelterSuspensionSchema,
  shelterVerificationSchema,
  staffMemberAddSchema,
  staffMemberRoleSchema,
  staffShelterListItemSchema,
  staffShelterPatchSchema,
  staffShelterSchema,
  staffSheltersQuerySchema,
} from '@huella/shared/schemas/staff-admin';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createStaffSheltersService } from './service';

const tags = ['staff'];
const memberParamsSchema = idParamSchema.extend({ userId: idParamSchema.shape.id });

const staffSheltersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffSheltersService(app);

  app.get(
    '/staff/api/shelters/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Todos los refugios (Staff), por nombre',
        description:
          'Filtros: q (nombre, ciudad, CIF o correo), estado (verificado, sin_verificar, ' +
          'suspendido), kind y province.',
        querystring: staffSheltersQuerySchema,
        response: { 200: z.array(staffShelterListItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.list(currentUser(request), request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/staff/api/shelters/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Un refugio con sus miembros y sus cifras (Staff)',
        params: idParamSchema,
        response: { 200: staffShelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );

  app.patch(
    '/staff/api/shelters/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Corregir los datos de un refugio (Staff), con un motivo',
        params: idParamSchema,
        body: staffShelterPatchSchema,
        response: { 200: staffShelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.update(currentUser(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/staff/api/shelters/:id/verification/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Verificar un refugio o retirar su verificación (Staff), con un motivo',
        params: idParamSchema,
        body: shelterVerificationSchema,
        response: { 200: staffShelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.setVerified(currentUser(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/staff/api/shelters/:id/suspension/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Suspender un refugio o levantar su suspensión (Staff), con un motivo',
        description:
          'Un refugio suspendido no puede publicar y sus animales y su página salen de las ' +
          'listas públicas. Se escribe a sus administradores con el motivo.',
        params: idParamSchema,
        body: shelterSuspensionSchema,
        response: { 200: staffShelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.setSuspended(currentUser(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/staff/api/shelters/:id/members/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Añadir una cuenta al refugio con un rol (Staff), con un motivo',
        params: idParamSchema,
        body: staffMemberAddSchema,
        response: { 200: staffShelterSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.addMember(currentUser(request), request.params.id, request.body, request.ip),
  );

  app.patch(
    '/staff/api/shelters/:id/members/:userId/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Cambiar el rol de un miembro (Staff), con un motivo',
        description: 'El refugio conserva siempre un administrador (409 last_administrator).',
        params: memberParamsSchema,
        body: staffMemberRoleSchema,
        response: { 200: staffShelterSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.changeRole(
        currentUser(request),
        request.params.id,
        request.params.userId,
        request.body,
        request.ip,
      ),
  );

  app.delete(
    '/staff/api/shelters/:id/members/:userId/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Quitar a un miembro del refugio (Staff), con un motivo',
        description: 'El refugio conserva siempre un administrador (409 last_administrator).',
        params: memberParamsSchema,
        body: reasonOnlySchema,
        response: { 200: staffShelterSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.removeMember(
        currentUser(request),
        request.params.id,
        request.params.userId,
        request.body.reason,
        request.ip,
      ),
  );
};

export default staffSheltersRoutes;
