/**
 * buildApp(config): the start-up order is the architecture. Configuration and
 * database first, then infrastructure (metrics, errors, security headers, CORS,
 * compression, API docs), then services (mailer, rate limiter, tokens and
 * authentication), then routes, then the web app.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { JSON_BODY_MAX_BYTES } from '@huella/shared/constants';
// Loaded first so that every zod message not set explicitly comes out in Spanish.
import '@huella/shared/schemas/common';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { primaryOnly, type CatalogueReader } from './db/catalogue-reader';
import { cachePolicy } from './lib/cache-policy';
import { errorHandler, registerErrorHandling } from './lib/http-errors';
import { loggerOptions } from './lib/log-format';
import { MULTIPART_LIMITS } from './lib/multipart-form';
import { rejectNulCharacters } from './lib/nul-characters';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerSecurityHeaders } from './lib/security-headers';
import type { Storage } from './lib/storage';
import { trustProxyOption } from './lib/trust-proxy';
import { registerWebApp, webDistAvailable } from './modules/site';
import accountEmailRoutes from './modules/account-email/routes';
import adoptionRequestsRoutes from './modules/adoption-requests/routes';
import { createBlogRepository } from './modules/blog';
import blogRoutes from './modules/blog/routes';
import authRoutes from './modules/auth/routes';
import blogCommentsRoutes from './modules/blog-comments/routes';
import chatRoutes from './modules/chat/routes';
import contactRoutes from './modules/contact/routes';
import favouriteUpdatesRoutes from './modules/favourite-updates/routes';
import favouritesRoutes from './modules/favourites/routes';
import healthRoutes from './modules/health/routes';
import legalRoutes from './modules/legal/routes';
import mediaRoutes from './modules/media/routes';
import newsletterRoutes from './modules/newsletter/routes';
// Shop: checkout, payments and orders (issue 16).
import ordersRoutes from './modules/orders/routes';
import { createPetsRepository } from './modules/pets';
import petsRoutes from './modules/pets/routes';
import reportsRoutes from './modules/reports/routes';
// Saved searches with e-mail alerts (issue 20).
import savedSearchesRoutes from './modules/saved-searches/routes';
import questionnaireRoutes from './modules/questionnaire/routes';
// Staff and shelter onboarding (issue 17): registering a shelter, staff's Refugios.
import shelterApplicationsRoutes from './modules/shelter-applications/routes';
import staffSheltersRoutes from './modules/staff-shelters/routes';
import shelterStatsRoutes from './modules/shelters/stats-routes';
import invitationRoutes from './modules/shelters/invitation-routes';
import sheltersRoutes from './modules/shelters/routes';
import shopRoutes from './modules/shop/routes';
import usersRoutes from './modules/users/routes';
// Staff: reports, users, the audit log and the dashboard (issue 17, lane A2).
import auditRoutes from './modules/audit/routes';
import staffMailRoutes from './modules/staff-mail/routes';
import moderationRoutes from './modules/moderation/routes';
import staffDashboardRoutes from './modules/staff-dashboard/routes';
import staffUsersRoutes from './modules/staff-users/routes';
import authPlugin from './plugins/auth';
import catalogueCachePlugin, { blogCachePlugin, shopCachePlugin } from './plugins/catalogue-cache';
import chatPresencePlugin from './plugins/chat-presence';
import identityCachePlugin from './plugins/identity-cache';
import mailerPlugin from './plugins/mailer';
import metricsPlugin from './plugins/metrics';
import rateLimitPlugin from './plugins/rate-limit';
import realtimePlugin from './plugins/realtime';
import storagePlugin from './plugins/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    catalogueReader: CatalogueReader;
  }
}

export interface AppDependencies {
  database: DatabaseHandle;
  /** Where the public catalogue may be read (a streaming replica); the primary only by default. */
  catalogueReader?: CatalogueReader;
  /** Called for every route as it is registered (the OpenAPI completeness test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** The rate limiter's clock, in milliseconds (tests fix it so that no window ends mid-test). */
  now?: () => number;
  /** Media storage; by default the configured one (S3 when S3_BUCKET is set, else DATA_DIR/media). */
  storage?: Storage;
  /** False: the catalogue is read from the database on every request (tests of query shapes). */
  catalogueCache?: boolean;
}

export type App = FastifyInstance;

export async function buildApp(config: Config, deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: await loggerOptions(config),
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A path the router cannot decode (`/pets/api/pets/%/`) gets the same Spanish error body.
    // errorHandler sends the reply at once; a reply is thenable, but there is nothing to wait for.
    frameworkErrors: (error, request, reply) => void errorHandler(error, request, reply),
    // While shutting down, a request on an open connection is still served (with
    // Connection: close), not answered Fastify's own English 503.
    return503OnClosing: false,
    // Slow clients are cut (config.ts, HttpTimeouts); Node checks the open connections every second.
    connectionTimeout: config.timeouts.idleMs,
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.env !== 'production' }));

  // Configuration and database.
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('catalogueReader', deps.catalogueReader ?? primaryOnly());

  // Infrastructure.
  registerErrorHandling(app, {
    webApp: Boolean(config.webDistDir && webDistAvailable(config.webDistDir)),
  });
  // The figures next, before any route, so that every route is counted (METRICS_*).
  await app.register(metricsPlugin);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onSend', cachePolicy);
  app.addHook('preHandler', rejectNulCharacters);
  registerSecurityHeaders(app, {
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
  // Other origins only when configured: the web app is served from this one.
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      exposedHeaders: ['X-Total-Count', 'Link', 'X-Request-Id', 'Retry-After'],
    });
  }
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Forms with an image (announcements, photos): one file of at most 5 MB, few and short fields.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Huella API',
        description: 'API de la plataforma de adopción Huella',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Services.
  await app.register(mailerPlugin);
  await app.register(rateLimitPlugin, { now: deps.now });
  await app.register(authPlugin);
  await app.register(storagePlugin, { storage: deps.storage });
  await app.register(realtimePlugin);
  await app.register(identityCachePlugin);
  await app.register(chatPresencePlugin);
  await app.register(catalogueCachePlugin, {
    nextExpiry: () => createPetsRepository(app.db).nextExpiry(),
    onChange: () => app.catalogueReader.changed(),
    enabled: deps.catalogueCache,
  });
  await app.register(blogCachePlugin, {
    nextScheduled: () => createBlogRepository(app.db).nextScheduled(new Date()),
    enabled: deps.catalogueCache,
  });
  await app.register(shopCachePlugin, { enabled: deps.catalogueCache });

  // Routes.
  await app.register(healthRoutes);
  await app.register(legalRoutes);
  await app.register(authRoutes);
  await app.register(accountEmailRoutes);
  await app.register(usersRoutes);
  await app.register(sheltersRoutes);
  await app.register(invitationRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(mediaRoutes);
  await app.register(petsRoutes);
  await app.register(favouritesRoutes);
  await app.register(favouriteUpdatesRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(questionnaireRoutes);
  await app.register(reportsRoutes);
  await app.register(chatRoutes, { now: deps.now });
  await app.register(adoptionRequestsRoutes);
  await app.register(blogCommentsRoutes);
  await app.register(blogRoutes);
  // The shop (issue 16): catalogue, carts and the staff's Productos.
  await app.register(shopRoutes);
  // Shop: checkout, payments and orders (issue 16).
  await app.register(ordersRoutes);
  // Staff and shelter onboarding (issue 17): registering a shelter, staff's Refugios.
  await app.register(shelterApplicationsRoutes);
  await app.register(staffSheltersRoutes);
  await app.register(shelterStatsRoutes);
  // Staff: reports, users, the audit log and the dashboard (issue 17, lane A2).
  await app.register(moderationRoutes);
  await app.register(staffUsersRoutes);
  await app.register(auditRoutes);
  await app.register(staffMailRoutes);
  await app.register(staffDashboardRoutes, {
    now: deps.now ? () => new Date(deps.now!()) : undefined,
  });

  // The built web app, when there is one.
  if (config.webDistDir && webDistAvailable(config.webDistDir)) {
    await registerWebApp(app, path.resolve(config.webDistDir));
  }

  await app.ready();
  return app;
}
