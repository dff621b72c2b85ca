/**
 * GET /api/site/legal/: who provides the service (LSSI-CE art. 10), for the
 * legal notice. Public, the same for everyone and changed only by a restart
 * with new configuration, so browsers and caches keep it for an hour.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalHolderSchema } from '@huella/shared/schemas/site';
import { legalHolder } from './service';

const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site/legal/',
    {
      schema: {
        tags: ['sitio'],
        summary: 'Datos del titular para el aviso legal (LSSI-CE art. 10)',
        description:
          'Titular, NIF, domicilio social, correo de contacto y datos registrales, de la ' +
          'configuración (LEGAL_HOLDER, LEGAL_NIF, LEGAL_ADDRESS, LEGAL_REGISTRY, INFO_MAILBOX).',
        response: { 200: legalHolderSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return legalHolder(app.config);
    },
  );
};

export default legalRoutes;
