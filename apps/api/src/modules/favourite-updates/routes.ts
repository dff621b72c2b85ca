/**
 * Mi cuenta → Favoritos, "Novedades de tus favoritos": the signed-in user's
 * notices and marking them read. Only one's own: another person's id is a 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favouriteUpdatesReadSchema,
  favouriteUpdatesSchema,
} from '@huella/shared/schemas/favourite-updates';
import { errorResponses } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { createFavouriteUpdatesService } from './service';

const tags = ['favoritos'];

const favouriteUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFavouriteUpdatesService(app);

  app.get(
    '/users/api/users/me/favourite-updates/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          'Novedades de los favoritos propios (reservado, adoptado, de nuevo en adopción): las 20 más recientes y cuántas quedan sin leer',
        response: { 200: favouriteUpdatesSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.list(currentUser(request)),
  );

  app.post(
    '/users/api/users/me/favourite-updates/read/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Marcar como leídas novedades propias (ids); una ajena o inexistente da 404',
        body: favouriteUpdatesReadSchema,
        response: { 200: z.object({ unread: z.number() }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.markRead(currentUser(request), request.body.ids),
  );
};

export default favouriteUpdatesRoutes;
