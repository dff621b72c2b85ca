/** A shelter's figures (issue 17): GET /shelters/api/shelters/{id}/stats/, its members and staff. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@huella/shared/schemas/common';
import { shelterStatsSchema } from '@huella/shared/schemas/staff-admin';
import { errorResponses } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { createShelterStatsService } from './stats';

const shelterStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createShelterStatsService(app);

  app.get(
    '/shelters/api/shelters/:id/stats/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['refugios'],
        summary: 'Las cifras del refugio: visitas, favoritos y solicitudes; sus miembros y Staff',
        description:
          'Por día (días de Madrid, los últimos 90, con ceros) y por animal (los 50 más vistos), ' +
          'con los totales del refugio (adopciones incluidas).',
        params: idParamSchema,
        response: { 200: shelterStatsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );
};

export default shelterStatsRoutes;
