/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the
 * database and the media storage answer, so a process that cannot read or
 * write photos gets no traffic).
 */
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
        summary: 'La base de datos y el almacenamiento de archivos responden',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.allSettled([
        app.database.ping(),
        app.storage.ping(),
      ]);
      if (database.status === 'fulfilled' && storage.status === 'fulfilled') {
        return { status: 'ok' };
      }
      if (database.status === 'rejected') {
        app.log.error({ err: database.reason }, 'database not ready');
      }
      if (storage.status === 'rejected') {
        app.log.error({ err: storage.reason }, 'media storage not ready');
      }
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
};

export default healthRoutes;
