/**
 * The compatibility questionnaire (issue 20) under the users' paths: the
 * signed-in person's own answers, read, written whole and deleted. Nobody
 * else's can be named: the path has no id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  questionnaireSchema,
  questionnaireWriteSchema,
} from '@huella/shared/schemas/questionnaire';
import { errorResponses } from '../../lib/openapi';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { currentUser } from '../../plugins/auth';
import { createQuestionnaireService } from './service';

const tags = ['cuestionario de compatibilidad'];
const PATH = '/users/api/questionnaire/';

const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuestionnaireService(app);
  const writeLimit = app.limitByUser(RATE_LIMITS.questionnaireWritePerUser);

  app.get(
    PATH,
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'El cuestionario de compatibilidad propio (404 si aún no se ha rellenado)',
        response: { 200: questionnaireSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.get(currentUser(request)),
  );

  app.put(
    PATH,
    {
      config: { auth: 'required' },
      onRequest: [writeLimit],
      schema: {
        tags,
        summary: 'Rellenar o cambiar el cuestionario de compatibilidad (entero)',
        description:
          'home_type: piso o casa; has_garden; hours_alone (0–24); children y children_ages (una ' +
          'edad por niño); has_dogs y has_cats; other_animals (texto, opcional); experience: ' +
          'ninguna, alguna o mucha; activity: tranquila, moderada o activa; sizes: los tamaños ' +
          'que se prefieren (ninguno: cualquiera). GET /api/animals/?orden=compatibilidad ordena ' +
          'el catálogo con él.',
        body: questionnaireWriteSchema,
        response: { 200: questionnaireSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.save(currentUser(request), request.body),
  );

  app.delete(
    PATH,
    {
      config: { auth: 'required' },
      onRequest: [writeLimit],
      schema: {
        tags,
        summary: 'Borrar el cuestionario de compatibilidad',
        response: {
          204: z.null().describe('Cuestionario borrado'),
          ...errorResponses(401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request));
      return reply.code(204).send(null);
    },
  );
};

export default questionnaireRoutes;
