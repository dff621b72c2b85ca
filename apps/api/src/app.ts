/**
 * buildApp(config): the start-up order is the architecture. Configuration and
 * database first, then infrastructure (errors, security headers, CORS,
 * compression, API docs), then services, then routes, then the web app.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { JSON_BODY_MAX_BYTES } from '@huella/shared/constants';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { registerErrorHandling } from './lib/http-errors';
import { registerWebApp, webDistAvailable } from './lib/web-app';
import healthRoutes from './modules/health/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
  }
}

export interface AppDependencies {
  database: DatabaseHandle;
}

export type App = FastifyInstance;

export async function buildApp(config: Config, deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Configuration and database.
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);

  // Infrastructure.
  registerErrorHandling(app, { webApp: Boolean(config.webDistDir && webDistAvailable(config.webDistDir)) });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ['X-Total-Count', 'Link', 'X-Request-Id'],
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Huella API', description: 'API de la plataforma de adopción Huella', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Routes.
  await app.register(healthRoutes);

  // The built web app, when there is one.
  if (config.webDistDir && webDistAvailable(config.webDistDir)) {
    await registerWebApp(app, path.resolve(config.webDistDir));
  }

  await app.ready();
  return app;
}
