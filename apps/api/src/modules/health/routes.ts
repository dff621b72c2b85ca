/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { tags: ['salud'], summary: 'El proceso está vivo', response: { 200: statusSchema } },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['salud'],
        summary: 'La base de datos responde',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' };
      } catch (error) {
        app.log.error({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );
};

export default healthRoutes;
