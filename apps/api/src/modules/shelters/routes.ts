/**
 * Shelters: the directory of verified shelters and the cities it covers, the
 * caller's own shelters, a verified shelter's public details, its photo,
 * the shelter edit (JSON or multipart, spec §7) and its members. Routes that
 * need a session check it first (onRequest), before reading any body. Nobody
 * is added to a shelter directly: see the invitations (invitation-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema } from '@huella/shared/schemas/common';
import { imagesMessages } from '@huella/shared/messages';
import {
  myShelterSchema,
  publicShelterSchema,
  shelterCitySchema,
  shelterDirectoryEntrySchema,
  shelterListQuerySchema,
  shelterPatchSchema,
  shelterSchema,
  shelterUserRoleSchema,
  shelterUserSchema,
  shelterWriteSchema,
} from '@huella/shared/schemas/shelters';
import { isMultipartRequest, readMultipartForm, uploadedImage } from '../../lib/multipart-form';
import { errorResponses } from '../../lib/openapi';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createSheltersService } from './service';
import { readShelterForm } from './shelter-form';

const memberParamsSchema = idParamSchema.extend({ userId: idParamSchema.shape.id });

const editDescription =
  'JSON o multipart (campos de texto). Los campos enviados sustituyen a los guardados; los que ' +
  'no se envían no cambian y un campo vacío se borra. `verified` solo lo cambia el equipo de ' +
  'Huella y se ignora aquí. Solo administradores del refugio (y el equipo de Huella).';

const sheltersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSheltersService(app);
  // The directory's answers change with shelters and their animals: the
  // catalogue's cache (ETags, emptied when either changes) serves them too.
  const catalogue = app.catalogueCache;

  app.get(
    '/shelters/api/shelters/',
    {
      onRequest: catalogue.serve(),
      schema: {
        tags: ['refugios'],
        summary: 'El directorio de refugios verificados, con sus animales en adopción',
        description:
          'city (sin distinguir acentos ni mayúsculas), kind (Refugio|Protectora|Particular); ' +
          'por nombre; paginado con page y page_size. animals cuenta los animales del ' +
          'catálogo público (en adopción o reservados).',
        querystring: shelterListQuerySchema,
        response: { 200: z.array(shelterDirectoryEntrySchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listDirectory(request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return catalogue.send(request, reply, items);
    },
  );

  app.get(
    '/shelters/api/shelters/cities/',
    {
      onRequest: catalogue.serve(),
      schema: {
        tags: ['refugios'],
        summary: 'Las ciudades con refugios verificados y cuántos tiene cada una',
        response: { 200: z.array(shelterCitySchema) },
      },
    },
    async (request, reply) => catalogue.send(request, reply, await service.directoryCities()),
  );

  app.get(
    '/shelters/api/shelters/my-shelters/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['refugios'],
        summary: 'Los refugios de los que forma parte quien ha iniciado sesión, con su rol',
        response: { 200: z.array(myShelterSchema), ...errorResponses(401) },
      },
    },
    async (request) => service.myShelters(currentUser(request).id),
  );

  app.get(
    '/shelters/api/shelters/:id/',
    {
      schema: {
        tags: ['refugios'],
        summary: 'La ficha pública de un refugio verificado (sin datos de sus miembros)',
        params: idParamSchema,
        response: { 200: publicShelterSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.getPublic(request.params.id),
  );

  app.put(
    '/shelters/api/shelters/:id/',
    {
      config: { auth: 'required' },
      preValidation: readShelterForm,
      schema: {
        tags: ['refugios'],
        summary: 'Editar un refugio (el nombre es obligatorio); solo sus administradores',
        description: editDescription,
        params: idParamSchema,
        body: shelterWriteSchema,
        response: { 200: shelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/shelters/api/shelters/:id/',
    {
      config: { auth: 'required' },
      preValidation: readShelterForm,
      schema: {
        tags: ['refugios'],
        summary: 'Cambiar algunos datos de un refugio; solo sus administradores',
        description: editDescription,
        params: idParamSchema,
        body: shelterPatchSchema,
        response: { 200: shelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/shelters/api/shelters/:id/photo/',
    {
      config: { auth: 'required' },
      onRequest: [
        app.limitByUser(RATE_LIMITS.imageUploadPerUser, {
          when: isMultipartRequest,
          message: imagesMessages.errors.tooManyUploads,
        }),
      ],
      preValidation: readMultipartForm([]),
      schema: {
        tags: ['refugios'],
        summary:
          'Cambiar el logo o la foto del refugio (multipart, campo image: JPG, PNG, GIF o WebP ' +
          'de hasta 5 MB); solo sus administradores',
        params: idParamSchema,
        response: { 200: shelterSchema, ...errorResponses(400, 401, 403, 404, 413, 429, 503) },
      },
    },
    async (request) =>
      service.setPhoto(currentUser(request), request.params.id, uploadedImage(request)),
  );

  app.delete(
    '/shelters/api/shelters/:id/photo/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['refugios'],
        summary: 'Quitar el logo o la foto del refugio; solo sus administradores',
        params: idParamSchema,
        response: { 200: shelterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.removePhoto(currentUser(request), request.params.id),
  );

  app.get(
    '/shelters/api/shelters/:id/users/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['refugios'],
        summary: 'Los usuarios de un refugio con su rol; solo sus miembros (y el equipo de Huella)',
        description:
          'Primero los administradores, después por nombre; paginado con page y page_size.',
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: z.array(shelterUserSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listUsers(
        currentUser(request),
        request.params.id,
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.patch(
    '/shelters/api/shelters/:id/users/:userId/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['refugios'],
        summary: 'Cambiar el rol de un usuario del refugio; solo sus administradores',
        description: 'El refugio nunca se queda sin administradores (409).',
        params: memberParamsSchema,
        body: shelterUserRoleSchema,
        response: { 200: shelterUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.changeRole(
        currentUser(request),
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete(
    '/shelters/api/shelters/:id/users/:userId/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['refugios'],
        summary: 'Quitar a un usuario del refugio (sus administradores) o salir de él (uno mismo)',
        description: 'El refugio nunca se queda sin administradores (409).',
        params: memberParamsSchema,
        response: {
          204: z.null().describe('Usuario quitado del refugio'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await service.removeUser(currentUser(request), request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};

export default sheltersRoutes;
