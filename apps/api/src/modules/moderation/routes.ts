/**
 * Staff's Denuncias and announcements' visibility (issue 17; the route list
 * is at the top of packages/shared/src/schemas/staff-admin.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  petVisibilityResultSchema,
  petVisibilitySchema,
  reportCountsSchema,
  reportDecisionSchema,
  staffReportListItemSchema,
  staffReportSchema,
  staffReportsQuerySchema,
} from '@huella/shared/schemas/staff-admin';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { actorOf, staffOnly } from '../audit';
import { createModerationService } from './service';

const TAGS = ['equipo: denuncias'];

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createModerationService({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });
  const staff = { config: { auth: 'required' as const }, onRequest: staffOnly };

  app.get(
    '/staff/api/reports/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Las denuncias: abiertas primero (la más antigua antes), luego las cerradas',
        querystring: staffReportsQuerySchema,
        response: { 200: z.array(staffReportListItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.list(
        { estado: request.query.estado, pet: request.query.pet },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/staff/api/reports/counts/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Cuántas denuncias hay en cada estado',
        response: { 200: reportCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.counts(),
  );

  app.get(
    '/staff/api/reports/:id/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Una denuncia, con el animal, su refugio y cuántas denuncias tiene',
        params: idParamSchema,
        response: { 200: staffReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/staff/api/reports/:id/state/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Revisar, resolver o descartar una denuncia',
        description:
          'resuelta y descartada piden la declaración de motivos, que se envía al refugio (si se ' +
          'resuelve o se oculta el anuncio) y a quien denunció si dejó su correo. hide_pet (solo ' +
          'resuelta) oculta el anuncio. Una denuncia cerrada no cambia: 409.',
        params: idParamSchema,
        body: reportDecisionSchema,
        response: { 200: staffReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.decide(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/staff/api/animals/:id/visibility/',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Ocultar o volver a mostrar un anuncio, con la declaración de motivos',
        description: 'El refugio recibe la declaración en ambos casos.',
        params: idParamSchema,
        body: petVisibilitySchema,
        response: { 200: petVisibilityResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.setVisibility(actorOf(request), request.params.id, request.body),
  );
};

export default moderationRoutes;
