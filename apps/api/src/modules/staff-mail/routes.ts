/**
 * Correo (the staff area): the durable mail queue's failed mail, and that
 * waiting for another attempt, with the last error; a mail sent again on
 * demand (recorded in the audit log). Never a mail's body: links in it may
 * carry live tokens.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  staffMailCountsSchema,
  staffMailQuerySchema,
  staffMailSchema,
} from '@huella/shared/schemas/staff-admin';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { actorOf, staffOnly } from '../audit';
import { createStaffMailService } from './service';

const staffMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffMailService({
    db: app.db,
    wakeWorker: () => app.mailer.queue.wake(),
  });

  app.get(
    '/staff/api/mail/',
    {
      config: { auth: 'required' },
      onRequest: staffOnly,
      schema: {
        tags: ['equipo'],
        summary: 'El correo de la cola en un estado (fallido por defecto), el más reciente primero',
        description:
          'Destinatario, asunto, intentos, último error y próximo intento; nunca el texto del correo.',
        querystring: staffMailQuerySchema,
        response: { 200: z.array(staffMailSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.list(request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/staff/api/mail/counts/',
    {
      config: { auth: 'required' },
      onRequest: staffOnly,
      schema: {
        tags: ['equipo'],
        summary: 'Cuántos correos hay en cada estado de la cola',
        response: { 200: staffMailCountsSchema, ...errorResponses(401, 403) },
      },
    },
    () => service.counts(),
  );

  app.post(
    '/staff/api/mail/:id/retry/',
    {
      config: { auth: 'required' },
      onRequest: staffOnly,
      schema: {
        tags: ['equipo'],
        summary: 'Reintenta ahora un correo fallido o en espera',
        description:
          'Vuelve a la cola con los intentos a cero y se envía enseguida; queda en la auditoría. ' +
          'Un correo ya enviado responde 409.',
        params: idParamSchema,
        response: { 200: staffMailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.retry(actorOf(request), request.params.id),
  );
};

export default staffMailRoutes;
