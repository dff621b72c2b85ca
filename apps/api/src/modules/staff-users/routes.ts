/** Staff's Usuarios (issue 17; routes at the top of packages/shared/src/schemas/staff-admin.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  staffUserListItemSchema,
  staffUserSchema,
  staffUsersQuerySchema,
  userActivationSchema,
  userStaffRoleSchema,
} from '@huella/shared/schemas/staff-admin';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { actorOf, staffOnly } from '../audit';
import { createStaffUsersService } from './service';

const TAGS = ['equipo: usuarios'];

const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffUsersService({ db: app.db, realtime: app.realtime });
  const staff = { config: { auth: 'required' as const }, onRequest: staffOnly };

  app.get(
    '/staff/api/users/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Buscar usuarios por nombre o correo, rol (staff, refugio, usuario) y estado',
        querystring: staffUsersQuerySchema,
        response: { 200: z.array(staffUserListItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { q, rol, estado } = request.query;
      const { items, total } = await service.list({ q, rol, estado }, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/staff/api/users/:id/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Un usuario: sus refugios, su actividad y sus últimas solicitudes',
        params: idParamSchema,
        response: { 200: staffUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/staff/api/users/:id/activation/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Desactivar (con motivo; cierra todas sus sesiones) o reactivar una cuenta',
        description:
          'No sobre la propia cuenta (409); debe quedar una persona de Staff activa (409).',
        params: idParamSchema,
        body: userActivationSchema,
        response: { 200: staffUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.setActive(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/staff/api/users/:id/staff/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Dar o quitar el rol de Staff, con motivo',
        description:
          'No sobre la propia cuenta (409); debe quedar una persona de Staff activa (409).',
        params: idParamSchema,
        body: userStaffRoleSchema,
        response: { 200: staffUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.setStaff(actorOf(request), request.params.id, request.body),
  );
};

export default staffUsersRoutes;
