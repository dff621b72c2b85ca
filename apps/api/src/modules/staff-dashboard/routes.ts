/** The staff dashboard's figures (issue 17). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDashboardSchema } from '@huella/shared/schemas/staff-admin';
import { errorResponses } from '../../lib/openapi';
import { staffOnly } from '../audit';
import { createDashboardService } from './service';

export interface StaffDashboardOptions {
  /** The clock of the figures (tests fix it). */
  now?: () => Date;
}

const staffDashboardRoutes: FastifyPluginAsyncZod<StaffDashboardOptions> = async (app, options) => {
  const service = createDashboardService({ db: app.db, now: options.now });

  app.get(
    '/staff/api/dashboard/',
    {
      config: { auth: 'required' },
      onRequest: staffOnly,
      schema: {
        tags: ['equipo'],
        summary:
          'Las cifras del panel: adopciones por mes, solicitudes por estado, mediana de días…',
        response: { 200: staffDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.get(),
  );
};

export default staffDashboardRoutes;
