/**
 * Favourites, under the users' paths the spec's client calls: the signed-in
 * user's list (also by email, own email only) and add / remove by pet id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema } from '@huella/shared/schemas/common';
import {
  animalSchema,
  favouriteChangeSchema,
  favouritesByEmailQuerySchema,
  favouritesResponseSchema,
} from '@huella/shared/schemas/pets';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createFavouritesService } from './service';

const tags = ['favoritos'];

const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFavouritesService(app);

  app.get(
    '/users/api/users/me/favourites/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Los animales favoritos de quien ha iniciado sesión (forma Animal, paginado)',
        querystring: paginationQuerySchema,
        response: { 200: z.array(animalSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.list(currentUser(request), page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/users/api/users/favourites/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Favoritos por correo electrónico (solo el propio), como los pide el cliente',
        querystring: paginationQuerySchema.extend(favouritesByEmailQuerySchema.shape),
        response: { 200: z.array(animalSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listByEmail(
        currentUser(request),
        request.query.email,
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.post(
    '/users/api/users/:id/add-favourite-pet/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Añadir un animal a los favoritos propios (idempotente)',
        params: idParamSchema,
        body: favouriteChangeSchema,
        response: { 200: favouritesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      favourites: await service.add(currentUser(request), request.params.id, request.body.pet_id),
    }),
  );

  app.post(
    '/users/api/users/:id/remove-favourite-pet/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Quitar un animal de los favoritos propios (idempotente)',
        params: idParamSchema,
        body: favouriteChangeSchema,
        response: { 200: favouritesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      favourites: await service.remove(
        currentUser(request),
        request.params.id,
        request.body.pet_id,
      ),
    }),
  );
};

export default favouritesRoutes;
