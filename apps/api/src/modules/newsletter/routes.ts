/** Newsletter: sign up (double opt-in), confirm, unsubscribe. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterMessages } from '@huella/shared/messages';
import { okResponseSchema } from '@huella/shared/schemas/common';
import {
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from '@huella/shared/schemas/newsletter';
import { errorResponses } from '../../lib/openapi';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { createNewsletterService } from './service';

const tags = ['newsletter'];

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNewsletterService(app);

  app.post(
    '/newsletter/api/subscribers/',
    {
      onRequest: app.limitByIp(RATE_LIMITS.newsletterPerIp),
      schema: {
        tags,
        summary: 'Suscribirse: envía un correo con el enlace de confirmación',
        body: newsletterSubscribeSchema,
        response: { 202: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await service.subscribe(request.body);
      return reply.code(202).send({ detail: newsletterMessages.form.sent });
    },
  );

  app.post(
    '/newsletter/api/subscribers/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirmar la suscripción con el enlace del correo',
        body: newsletterTokenSchema,
        response: { 200: okResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await service.confirm(request.body.token);
      return { detail: newsletterMessages.confirm.doneTitle };
    },
  );

  app.post(
    '/newsletter/api/subscribers/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'Darse de baja con el enlace que llevan todos los correos',
        body: newsletterTokenSchema,
        response: { 200: okResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await service.unsubscribe(request.body.token);
      return { detail: newsletterMessages.unsubscribe.doneText };
    },
  );
};

export default newsletterRoutes;
