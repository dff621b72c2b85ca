/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the
 * database and the media storage answer, so a process that cannot read or
 * write photos gets no traffic).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });
const readySchema = statusSchema.extend({
  /** With DATABASE_REPLICA_URL: how far behind the primary the replica is. */
  replica: z
    .object({
      status: z.enum(['ok', 'unavailable']),
      /** WAL bytes still to replay. */
      lag_bytes: z.number().nullable(),
      /** Seconds since the last replayed commit (it grows while the primary is idle). */
      lag_seconds: z.number().nullable(),
      /** Whether the public catalogue is read from it now (it has replayed every known change). */
      serving_catalogue: z.boolean(),
    })
    .optional(),
});

/** The replica's lag, or that it cannot be read (the catalogue then reads the primary). */
async function replicaStatus(app: FastifyInstance) {
  const reader = app.catalogueReader;
  if (!reader.replica) return undefined;
  try {
    const lag = await reader.lag();
    return {
      status: 'ok' as const,
      lag_bytes: lag?.bytes ?? null,
      lag_seconds: lag?.seconds ?? null,
      serving_catalogue: reader.caughtUp(),
    };
  } catch (error) {
    app.log.warn({ err: error }, 'replica not readable');
    return {
      status: 'unavailable' as const,
      lag_bytes: null,
      lag_seconds: null,
      serving_catalogue: false,
    };
  }
}

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
        description:
          'Con una réplica (DATABASE_REPLICA_URL), también su retraso; una réplica caída no ' +
          'impide responder: el catálogo se lee entonces del primario.',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const [database, storage, replica] = await Promise.allSettled([
        app.database.ping(),
        app.storage.ping(),
        replicaStatus(app),
      ]);
      const replicaPart = replica.status === 'fulfilled' ? replica.value : undefined;
      if (database.status === 'fulfilled' && storage.status === 'fulfilled') {
        return { status: 'ok', replica: replicaPart };
      }
      if (database.status === 'rejected') {
        app.log.error({ err: database.reason }, 'database not ready');
      }
      if (storage.status === 'rejected') {
        app.log.error({ err: storage.reason }, 'media storage not ready');
      }
      return reply.code(503).send({ status: 'unavailable', replica: replicaPart });
    },
  );
};

export default healthRoutes;
