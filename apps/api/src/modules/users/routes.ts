/**
 * User accounts: list, one's own profile, profile updates, and the RGPD rights
 * (download one's data, delete the account). Registration lives in the auth module.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesMessages } from '@huella/shared/messages';
import { idParamSchema, paginationQuerySchema } from '@huella/shared/schemas/common';
import {
  deleteAccountSchema,
  USER_EXPORT_FILENAME,
  userExportSchema,
  userPreferencesSchema,
  userSchema,
  userUpdateSchema,
} from '@huella/shared/schemas/users';
import { isMultipartRequest, readMultipartForm, uploadedImage } from '../../lib/multipart-form';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { serializedBytes } from '../../lib/response-serializer';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createUsersService } from './service';

const tags = ['usuarios'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer already serialized by the route's schema: sent as it is. */
function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app);

  app.get(
    '/users/api/users/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Usuarios: todos para el personal, solo el propio para los demás (paginado)',
        querystring: paginationQuerySchema,
        response: { 200: z.array(userSchema), ...errorResponses(400, 401) },
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
    '/users/api/users/me/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'La cuenta de quien ha iniciado sesión',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // Kept serialized per user (plugins/identity-cache.ts): forgotten by any
      // change to the account or its favourites, here and on other processes.
      const user = currentUser(request);
      const answers = app.identityCache.answers;
      let body = answers.get(user.id, 'me');
      if (body === undefined) {
        const ticket = answers.ticket();
        body = serializedBytes(reply, await service.me(user));
        answers.set(user.id, 'me', body, ticket);
      }
      return sendSerialized(reply, body);
    },
  );

  app.put(
    '/users/api/users/me/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Actualizar la cuenta propia',
        body: userUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return service.update(user, user.id, request.body);
    },
  );

  app.patch(
    '/users/api/users/me/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          'Cambiar preferencias de la cuenta propia (favourite_update_mails: avisos por correo de los favoritos)',
        body: userPreferencesSchema,
        response: { 200: userSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.updatePreferences(currentUser(request), request.body),
  );

  app.put(
    '/users/api/users/me/avatar/',
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
        tags,
        summary:
          'Cambiar la foto de perfil (multipart, campo image: JPG, PNG, GIF o WebP de hasta 5 MB)',
        response: { 200: userSchema, ...errorResponses(400, 401, 413, 429, 503) },
      },
    },
    async (request) => service.setAvatar(currentUser(request), uploadedImage(request)),
  );

  app.delete(
    '/users/api/users/me/avatar/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Quitar la foto de perfil',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.removeAvatar(currentUser(request)),
  );

  app.get(
    '/users/api/users/me/export/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Descargar una copia de todos los datos de la cuenta propia (RGPD)',
        response: { 200: userExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await service.exportData(currentUser(request));
      // Personal data, saved as a file (like every signed-in answer, never cached: lib/cache-policy.ts).
      reply.header('content-disposition', `attachment; filename="${USER_EXPORT_FILENAME}"`);
      return data;
    },
  );

  app.delete(
    '/users/api/users/me/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Eliminar la cuenta propia y sus datos (RGPD); pide la contraseña',
        body: deleteAccountSchema,
        response: {
          204: z.null().describe('Cuenta eliminada'),
          ...errorResponses(400, 401, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(currentUser(request), request.body.password, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/api/users/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Actualizar una cuenta (solo la propia, salvo el personal)',
        params: idParamSchema,
        body: userUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );
};

export default usersRoutes;
