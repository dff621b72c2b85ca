/** Shelters. For now only the caller's own shelters; management arrives with the staff area. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myShelterSchema } from '@huella/shared/schemas/shelters';
import { bearerAuth, errorResponses } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { createSheltersService } from './service';

const sheltersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSheltersService(app);

  app.get(
    '/shelters/api/shelters/my-shelters/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['refugios'],
        summary: 'Los refugios de los que forma parte quien ha iniciado sesión, con su rol',
        security: bearerAuth,
        response: { 200: z.array(myShelterSchema), ...errorResponses(401) },
      },
    },
    async (request) => service.myShelters(currentUser(request).id),
  );
};

export default sheltersRoutes;
