/**
 * Auditoría (issue 17): every staff action, newest first, read only. No route
 * changes or removes a record, and the table's trigger refuses it anyway.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '@huella/shared/schemas/staff-admin';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { createAuditService } from './service';
import { staffOnly } from '.';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditService({ db: app.db });

  app.get(
    '/staff/api/audit/',
    {
      config: { auth: 'required' },
      onRequest: staffOnly,
      schema: {
        tags: ['equipo'],
        summary: 'El registro de auditoría: cada acción del equipo, la más reciente primero',
        description:
          'Filtros: actor (parte del correo), action (una acción o su comienzo, «shelter.»), ' +
          'target_type, target_id, desde y hasta (días de Madrid, incluidos). Solo lectura.',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.list(request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );
};

export default auditRoutes;
