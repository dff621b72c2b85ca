/**
 * The shop's checkout, payments and orders (issue 16; the route list is at the
 * top of packages/shared/src/schemas/shop.ts): checkout sessions (also at the
 * spec's root paths POST /create-checkout-session and GET /session-status),
 * the simulated provider's test form, the providers' webhooks (raw body,
 * signed), the customer's orders and Pagos, and the staff's Pedidos. Also the
 * sweep that expires unpaid sessions and gives their stock back.
 */
import { runPeriodically } from '../../lib/periodic-job';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_SESSIONS_PER_HOUR, PAYMENTS_PAGE_SIZE } from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';
import {
  errorResponseSchema,
  idParamSchema,
  paginationQuerySchema,
} from '@huella/shared/schemas/common';
import {
  checkoutConfigSchema,
  checkoutSessionCreatedSchema,
  checkoutSessionInputSchema,
  orderKeyQuerySchema,
  orderSchema,
  orderStateInputSchema,
  orderSummarySchema,
  paymentMethodSchema,
  refundInputSchema,
  sessionStatusQuerySchema,
  sessionStatusSchema,
  simulatedPayInputSchema,
  simulatedPayResultSchema,
  simulatedSessionSchema,
  staffOrderListQuerySchema,
  staffOrderSchema,
  withdrawalInputSchema,
} from '@huella/shared/schemas/shop';
import { AppError, Invalid } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import type { RateLimitRule } from '../../lib/rate-limit';
import { currentUser } from '../../plugins/auth';
import { createProviders, WebhookSignatureError } from '../payments';
import {
  createOrdersService,
  pendingDelayMs,
  type OrdersService,
  type WebhookSeen,
} from './service';

const errors = shopMessages.errors;
const TAGS = ['tienda: pago y pedidos'];
const STAFF_TAGS = ['tienda (equipo)'];
const HOUR = 60 * 60 * 1000;
/** How often the sweep looks for sessions whose time is up. */
const SWEEP_INTERVAL_MS = 30_000;

/** Checkout sessions one address, or one account, may open per hour. */
export const CHECKOUT_RATE_LIMITS = {
  perIp: { name: 'checkout-ip', limit: CHECKOUT_SESSIONS_PER_HOUR, windowMs: HOUR },
  perUser: { name: 'checkout-user', limit: CHECKOUT_SESSIONS_PER_HOUR, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

const providerError = { 502: errorResponseSchema.describe('La pasarela de pago no respondió') };
const simulatedParamsSchema = z.object({
  client_secret: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/, errors.sessionNotFound),
});
const ordersQuerySchema = paginationQuerySchema.extend({
  page_size: paginationQuerySchema.shape.page_size.unwrap().default(PAYMENTS_PAGE_SIZE),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's orders service (tests, the RGPD export, the demo seed). */
    orders: OrdersService & {
      /** Runs every delayed simulated event now ("pendiente y después pagado"), for tests. */
      runPendingPayments(): Promise<void>;
    };
  }
}

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createProviders(app.config);
  const service = createOrdersService({
    db: app.db,
    config: app.config,
    providers,
    mailer: app.mailer,
    log: app.log,
  });

  // Delayed simulated events (pending, then paid): kept so tests and shutdown can run or drop them.
  const pending = new Map<NodeJS.Timeout, () => Promise<void>>();
  const run = (work: () => Promise<void>) =>
    app.metrics
      .job('simulated_payment_event', work())
      .catch((error: unknown) => app.log.error({ err: error }, 'simulated event failed'));
  const later = (work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      void run(work);
    }, pendingDelayMs(app.config));
    timer.unref();
    pending.set(timer, work);
  };
  app.decorate('orders', {
    ...service,
    async runPendingPayments() {
      const works = [...pending.entries()];
      for (const [timer] of works) clearTimeout(timer);
      pending.clear();
      for (const [, work] of works) await run(work);
    },
  });

  // The sweep: in every API process (each change is conditional); not in tests, which call it.
  runPeriodically(app, {
    name: 'orders_expiry_sweep',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => service.expireOverdue(),
    inTests: false,
  });
  app.addHook('onClose', async () => {
    for (const timer of pending.keys()) clearTimeout(timer);
    pending.clear();
  });

  /** Per address always, and per account when signed in (after the route's authentication). */
  const checkoutLimit = async (request: FastifyRequest) => {
    await app.rateLimiter.consume(CHECKOUT_RATE_LIMITS.perIp, request.ip, errors.tooManySessions);
    if (request.user) {
      await app.rateLimiter.consume(
        CHECKOUT_RATE_LIMITS.perUser,
        String(request.user.id),
        errors.tooManySessions,
      );
    }
  };

  // ---------------------------------------------------------------- checkout

  for (const [url, summary] of [
    ['/shop/api/checkout/sessions/', 'Abrir una sesión de pago con el carrito'],
    ['/create-checkout-session', 'Abrir una sesión de pago (ruta de la especificación, §7)'],
  ] as const) {
    app.post(
      url,
      {
        config: { auth: 'optional' },
        onRequest: checkoutLimit,
        schema: {
          tags: TAGS,
          summary,
          description:
            'Con sesión: el carrito de la cuenta (el cuerpo es opcional); sin sesión: { lines } ' +
            '(obligatorio). Precios leídos de la base de datos; reserva el stock mientras la ' +
            'sesión está abierta (409 si falta). Responde { clientSecret } para el formulario integrado.',
          body: checkoutSessionInputSchema.nullish(),
          response: {
            201: checkoutSessionCreatedSchema,
            ...errorResponses(400, 401, 409, 429),
            ...providerError,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createCheckoutSession(request.user, request.body)),
    );
  }

  app.get(
    '/shop/api/checkout/config/',
    {
      schema: {
        tags: TAGS,
        summary: 'La pasarela de pago configurada y su clave pública',
        response: { 200: checkoutConfigSchema },
      },
    },
    async () => ({
      provider: providers.active.name,
      publishable_key: providers.active.publishableKey,
    }),
  );

  for (const [url, summary] of [
    ['/shop/api/checkout/session-status/', 'El estado de una sesión de pago'],
    ['/session-status', 'El estado de una sesión de pago (ruta de la especificación, §7)'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary,
          description:
            'Leído de nuestro pedido (solo los webhooks lo cambian): complete, pending, open o ' +
            'expired. Una sesión desconocida: 404 "No se pudo encontrar la sesión de pago."',
          querystring: sessionStatusQuerySchema,
          response: { 200: sessionStatusSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => service.sessionStatus(request.query.session_id),
    );
  }

  // --------------------------------------------------------------- simulated

  app.get(
    '/shop/api/simulated/sessions/:client_secret/',
    {
      schema: {
        tags: TAGS,
        summary: 'Pasarela simulada: la sesión que muestra el formulario de prueba',
        params: simulatedParamsSchema,
        response: { 200: simulatedSessionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.simulatedSession(request.params.client_secret),
  );

  app.post(
    '/shop/api/simulated/sessions/:client_secret/pay/',
    {
      onRequest: app.limitByIp({ name: 'simulated-pay-ip', limit: 120, windowMs: HOUR }),
      schema: {
        tags: TAGS,
        summary:
          'Pasarela simulada: pagar eligiendo el resultado (aceptado, rechazado, pendiente, caducado)',
        description:
          'Envía eventos firmados al mismo webhook que Stripe. Rechazado: la sesión sigue abierta ' +
          '(declined). Sesión cerrada: 409.',
        params: simulatedParamsSchema,
        body: simulatedPayInputSchema,
        response: { 200: simulatedPayResultSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      service.simulatedPay(
        request.params.client_secret,
        request.body,
        async (body, headers) => {
          const response = await app.inject({
            method: 'POST',
            url: '/shop/api/webhooks/simulated/',
            payload: body,
            headers,
          });
          if (response.statusCode !== 200) {
            throw new AppError(503, 'webhook_failed', errors.providerUnavailable);
          }
        },
        later,
      ),
  );

  // ---------------------------------------------------------------- webhooks

  await app.register(async (scope) => {
    // The raw body (the signature covers its bytes), for these routes only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    for (const provider of ['stripe', 'simulated'] as const) {
      scope.post(
        `/shop/api/webhooks/${provider}/`,
        {
          schema: {
            tags: TAGS,
            summary:
              provider === 'stripe'
                ? 'Webhook de Stripe (firmado con Stripe-Signature)'
                : 'Webhook de la pasarela simulada (firmado como los de Stripe)',
            description:
              'Cada evento se guarda una vez por su id en la misma transacción que su efecto; uno ' +
              'repetido responde 200 sin cambiar nada. Firma no válida: 400. Fallo pasajero: 5xx ' +
              '(la pasarela reintenta).',
            response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400, 404) },
          },
        },
        async (request) => {
          const body = request.body;
          // What the event turned out to be, for the figures (plugins/metrics.ts).
          const seen: WebhookSeen = {};
          try {
            if (!Buffer.isBuffer(body)) throw new WebhookSignatureError('not a body');
            const answer = await service.handleWebhook(provider, body, request.headers, seen);
            const outcome = seen.duplicate ? 'duplicate' : 'accepted';
            app.metrics.webhook(provider, seen.type ?? 'unknown', outcome);
            return answer;
          } catch (error) {
            const refused = error instanceof AppError && error.statusCode < 500;
            const rejected = error instanceof WebhookSignatureError || refused;
            app.metrics.webhook(provider, seen.type ?? 'unknown', rejected ? 'rejected' : 'failed');
            if (error instanceof WebhookSignatureError) {
              throw new Invalid(errors.webhookSignature, undefined, 'webhook_signature');
            }
            throw error;
          }
        },
      );
    }
  });

  // --------------------------------------------------------------- customers

  app.get(
    '/shop/api/orders/',
    {
      config: { auth: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Los pagos de la cuenta (Mi cuenta → Pagos), el más reciente primero',
        description: `Pedidos cuyo pago se cobró (también los reembolsados). ${PAYMENTS_PAGE_SIZE} por página por defecto.`,
        querystring: ordersQuerySchema,
        response: { 200: z.array(orderSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listOwn(currentUser(request), page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/shop/api/orders/:id/',
    {
      config: { auth: 'optional' },
      schema: {
        tags: TAGS,
        summary: 'Un pedido: su dueño, o quien tenga la clave del correo (pedidos sin cuenta)',
        description: 'Cualquier otro: 404 "Pedido no encontrado" (nunca 403).',
        params: idParamSchema,
        querystring: orderKeyQuerySchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.getOwn(request.params.id, request.user, request.query.clave),
  );

  app.post(
    '/shop/api/orders/:id/withdrawal/',
    {
      config: { auth: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Desistir de un pedido entregado (14 días naturales)',
        params: idParamSchema,
        body: withdrawalInputSchema,
        response: { 201: orderSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.withdraw(
            request.params.id,
            currentUser(request),
            request.body.message ?? '',
          ),
        ),
  );

  app.get(
    '/shop/api/payment-method/',
    {
      config: { auth: 'required' },
      schema: {
        tags: TAGS,
        summary: 'La última tarjeta usada por la cuenta (Cuenta), o null',
        response: { 200: paymentMethodSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.paymentMethod(currentUser(request)),
  );

  // ------------------------------------------------------------------- staff

  app.get(
    '/shop/api/staff/orders/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Los pedidos, filtrados por estado o buscados por código o correo; solo el equipo',
        querystring: staffOrderListQuerySchema,
        response: { 200: z.array(orderSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listStaff(
        currentUser(request),
        { estado: request.query.estado, q: request.query.q },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/shop/api/staff/orders/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Un pedido con su historial y los eventos de la pasarela; solo el equipo',
        params: idParamSchema,
        response: { 200: staffOrderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.getStaff(currentUser(request), request.params.id),
  );

  app.post(
    '/shop/api/staff/orders/:id/state/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary:
          'Cambiar el estado de un pedido (preparando, enviado, entregado, cancelado); solo el equipo',
        description:
          'Cancelar un pedido pagado lo reembolsa entero; uno sin pagar devuelve el stock. Un cambio ' +
          'que el estado actual no admite: 409.',
        params: idParamSchema,
        body: orderStateInputSchema,
        response: {
          200: staffOrderSchema,
          ...errorResponses(400, 401, 403, 404, 409),
          ...providerError,
        },
      },
    },
    async (request) => service.changeState(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/shop/api/staff/orders/:id/refunds/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Reembolsar un pedido, entero o en parte; solo el equipo',
        description:
          'Como mucho lo que queda por devolver. La misma idempotency_key reembolsa una sola vez ' +
          '(201 la primera, 200 las siguientes).',
        params: idParamSchema,
        body: refundInputSchema,
        response: {
          200: staffOrderSchema,
          201: staffOrderSchema,
          ...errorResponses(400, 401, 403, 404, 409),
          ...providerError,
        },
      },
    },
    async (request, reply) => {
      const { created, order } = await service.refund(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );
};

export default fp(ordersRoutes, { name: 'orders' });
