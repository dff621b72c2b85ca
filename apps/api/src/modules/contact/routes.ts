/** The contact form (/contacto), open to guests and signed-in users alike. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '@huella/shared/messages';
import { okResponseSchema } from '@huella/shared/schemas/common';
import { contactMessageSchema } from '@huella/shared/schemas/contact';
import { errorResponses } from '../../lib/openapi';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { createContactService } from './service';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactService(app);

  app.post(
    '/contact/api/messages/',
    {
      onRequest: app.limitByIp(RATE_LIMITS.contactPerIp),
      config: { auth: 'optional' },
      schema: {
        tags: ['contacto'],
        summary: 'Enviar un mensaje al equipo de Huella',
        body: contactMessageSchema,
        response: { 201: okResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await service.send(request.body, { userId: request.user?.id ?? null, ip: request.ip });
      return reply.code(201).send({ detail: contactMessages.form.sent });
    },
  );
};

export default contactRoutes;
