/** Reporting an announcement from the animal's page; guests may report too. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { petsMessages } from '@huella/shared/messages';
import { idParamSchema, okResponseSchema } from '@huella/shared/schemas/common';
import { reportSchema } from '@huella/shared/schemas/pets';
import { errorResponses } from '../../lib/openapi';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { createReportsService } from './service';

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReportsService(app);

  app.post(
    '/api/animals/:id/report/',
    {
      onRequest: app.limitByIp(RATE_LIMITS.petReportPerIp),
      config: { auth: 'optional' },
      schema: {
        tags: ['animales'],
        summary: 'Denunciar un anuncio (motivo obligatorio, mensaje opcional)',
        params: idParamSchema,
        body: reportSchema,
        response: { 201: okResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await service.report(request.params.id, request.body, {
        userId: request.user?.id ?? null,
        email: request.user?.email ?? null,
        ip: request.ip,
      });
      return reply.code(201).send({ detail: petsMessages.report.received });
    },
  );
};

export default reportsRoutes;
