/**
 * The account's e-mail address: follow a confirmation link, ask for a new one,
 * and change the address (current password, then a link to the new address).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountEmailMessages } from '@huella/shared/messages';
import { changeEmailSchema, emailConfirmationSchema } from '@huella/shared/schemas/account-email';
import { okResponseSchema } from '@huella/shared/schemas/common';
import { errorResponses } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { createAccountEmailService } from './service';

const tags = ['cuentas'];

const accountEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountEmailService(app);

  app.post(
    '/users/api/email-confirmation/',
    {
      schema: {
        tags,
        summary:
          'Seguir un enlace de confirmación: confirma el correo de la cuenta o completa un cambio de correo',
        body: emailConfirmationSchema,
        response: {
          200: z.object({ detail: z.string(), email: z.string(), changed: z.boolean() }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => service.confirm(request.body.token),
  );

  app.post(
    '/users/api/users/me/email-confirmation/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Reenviar el enlace de confirmación al correo de la cuenta propia',
        response: { 202: okResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await service.resendLink(currentUser(request).id);
      return reply.code(202).send({ detail: accountEmailMessages.notice.resent });
    },
  );

  app.post(
    '/users/api/users/me/change-email/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          'Cambiar el correo: pide la contraseña; el nuevo correo vale cuando se confirma desde su buzón',
        body: changeEmailSchema,
        response: { 202: okResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { email, current_password: password } = request.body;
      await service.requestChange(currentUser(request).id, email, password, request.ip);
      return reply.code(202).send({ detail: accountEmailMessages.change.requested(email) });
    },
  );
};

export default accountEmailRoutes;
