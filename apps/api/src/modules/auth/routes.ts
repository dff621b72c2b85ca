/** Accounts and sessions: register, login, refresh, logout, change and reset the password. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountEmailMessages, authMessages } from '@huella/shared/messages';
import {
  changePasswordSchema,
  loginBodySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  tokenPairSchema,
} from '@huella/shared/schemas/auth';
import { okResponseSchema } from '@huella/shared/schemas/common';
import { privateAnswers } from '../../lib/cache-policy';
import { hangUpSignal } from '../../lib/hang-up';
import { errorResponses } from '../../lib/openapi';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { currentUser } from '../../plugins/auth';
import { createAuthService } from './service';

const tags = ['cuentas'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService(app);
  // Tokens and the way to them: no cache keeps these answers, errors included.
  app.addHook('onSend', privateAnswers);

  app.post(
    '/users/api/users/',
    {
      // Counted before any work, valid or not, like every per-address limit;
      // over it, a 429 that says why in Spanish (many share one address).
      onRequest: async (request) => {
        for (const rule of [RATE_LIMITS.registerPerIp, RATE_LIMITS.registerPerIpDaily]) {
          await app.rateLimiter.consume(rule, request.ip, authMessages.register.tooMany);
        }
      },
      schema: {
        tags,
        summary:
          'Crear una cuenta y enviar el enlace de confirmación al correo (misma respuesta si el correo ya tiene cuenta)',
        description:
          'Cada dirección IP crea como mucho 60 cuentas por hora y 300 al día (429 con Retry-After); ' +
          'una cuenta cuenta una vez confirmado su correo.',
        body: registerRequestSchema,
        response: { 201: okResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await service.register(request.body);
      return reply.code(201).send({ detail: accountEmailMessages.registered });
    },
  );

  app.post(
    '/users/api/login/',
    {
      onRequest: app.limitByIp(RATE_LIMITS.loginPerIp),
      schema: {
        tags,
        summary: 'Iniciar sesión: devuelve un token de acceso y uno de refresco',
        body: loginBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    // A client that hangs up gives its place in the password queue back.
    async (request, reply) => service.login(request.body, request.ip, hangUpSignal(request, reply)),
  );

  app.post(
    '/users/api/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Renovar la sesión: el token de refresco se sustituye por uno nuevo',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.refresh(request.body.refresh),
  );

  app.post(
    '/users/api/logout/',
    {
      schema: {
        tags,
        summary: 'Cerrar la sesión del token de refresco',
        body: refreshRequestSchema,
        response: { 204: z.null().describe('Sesión cerrada'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refresh);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/api/users/me/change-password/',
    {
      config: { auth: 'required' },
      preHandler: app.limitByUser(RATE_LIMITS.passwordChangePerUser),
      schema: {
        tags,
        summary: 'Cambiar la contraseña: cierra las demás sesiones y devuelve tokens nuevos',
        body: changePasswordSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request) =>
      service.changePassword(
        currentUser(request).id,
        request.body.current_password,
        request.body.new_password,
        request.ip,
      ),
  );

  app.post(
    '/users/api/password-reset/',
    {
      onRequest: app.limitByIp(RATE_LIMITS.passwordResetPerIp),
      schema: {
        tags,
        summary:
          'Pedir un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)',
        body: passwordResetRequestSchema,
        response: { 202: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(request.body.email);
      return reply.code(202).send({ detail: authMessages.reset.requestSent });
    },
  );

  app.post(
    '/users/api/password-reset/confirm/',
    {
      schema: {
        tags,
        summary: 'Crear una contraseña nueva con el enlace recibido por correo',
        body: passwordResetConfirmSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      await service.confirmPasswordReset(request.body.token, request.body.password);
      return { detail: authMessages.reset.done };
    },
  );
};

export default authRoutes;
