/**
 * The API's figures in Prometheus's text format (`app.metrics`, decision
 * record 0017): HTTP requests, latency and 5xx answers per route pattern; the
 * database's statements and connections; the answer caches' hits and misses;
 * open chat streams; mail; periodic jobs; payment webhooks; and Node's own
 * process figures (memory, CPU, event loop lag, garbage collection).
 *
 * Who may read them (config.ts, `metrics`):
 * - METRICS_TOKEN: `GET /metrics` on the main port, with
 *   `Authorization: Bearer <token>`; anything else is a Spanish 401;
 * - METRICS_PORT (on METRICS_HOST, 127.0.0.1 by default): a listener of its
 *   own, without a token (`listenForMetrics`, started by server.ts); the main
 *   port has no /metrics unless METRICS_TOKEN is set too;
 * - neither: nothing is counted (`NO_METRICS`) and /metrics is an unknown path.
 *
 * Every app has its own registry (tests build many apps in one process), and
 * labels stay few: a route is its pattern (`/pets/api/pets/:id/`), a request
 * no route matched is `unmatched`, whatever its path.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { commonMessages } from '@huella/shared/messages';
import { AppError } from '../lib/errors';
import {
  bearerTokenMatcher,
  CounterFamily,
  HistogramFamily,
  NO_METRICS,
  type Counted,
  type Metrics,
  type Observed,
} from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** An HTTP answer's time, from a few milliseconds (a cached list) to the 10 s a slow upload may take. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A statement's time: most take well under a millisecond on a warm connection. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60];

/** The route label of a request no route matched (and of the web app's fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The registries of the apps that count, for the separate listener. */
const registries = new WeakMap<FastifyInstance, Registry>();

/** Which answer cache a route's `x-cache` comes from (plugins/catalogue-cache.ts): by its area. */
function cacheOf(route: string): 'catalogue' | 'blog' | 'shop' {
  if (route.startsWith('/blog/')) return 'blog';
  if (route.startsWith('/shop/')) return 'shop';
  return 'catalogue';
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

interface AnswerSeries {
  requests: Counted;
  duration: Observed;
  errors: Counted | undefined;
}

export default fp(
  async (app) => {
    const { token, port } = app.config.metrics;
    if (token === undefined && port === undefined) {
      app.decorate('metrics', NO_METRICS);
      return;
    }
    const registry = new Registry();
    registries.set(app, registry);
    const registers = [registry];
    collectDefaultMetrics({ register: registry });

    // HTTP: counted once the answer has left (onResponse), with Fastify's own timing.
    const requests = new CounterFamily(
      'huella_http_requests_total',
      'HTTP requests answered, by method, route pattern and status code',
      ['method', 'route', 'status'],
    );
    const durations = new HistogramFamily(
      'huella_http_request_duration_seconds',
      'Time from receiving an HTTP request to the end of its answer, by method, route pattern and status class',
      ['method', 'route', 'status_class'],
      HTTP_BUCKETS,
    );
    const serverErrors = new CounterFamily(
      'huella_http_server_errors_total',
      'HTTP answers with a 5xx status, by method and route pattern',
      ['method', 'route'],
    );
    const cacheAnswers = new CounterFamily(
      'huella_cache_answers_total',
      'Answers of the cached public routes by cache (catalogue, blog, shop) and outcome (hit: from memory, 304s included; miss: computed)',
      ['cache', 'outcome'],
    );
    for (const family of [requests, durations, serverErrors, cacheAnswers]) {
      registry.registerMetric(family as unknown as Counter);
    }

    /** Counts the answers of one route: the series of each method and status, found once. */
    const meterOf = (route: string) => {
      const seen = new Map<string, Map<number, AnswerSeries>>();
      return (method: string, status: number, milliseconds: number) => {
        let byStatus = seen.get(method);
        if (!byStatus) {
          byStatus = new Map();
          seen.set(method, byStatus);
        }
        let series = byStatus.get(status);
        if (!series) {
          series = {
            requests: requests.series(method, route, status),
            duration: durations.series(
              method,
              route,
              STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other',
            ),
            errors: status >= 500 ? serverErrors.series(method, route) : undefined,
          };
          byStatus.set(status, series);
        }
        series.requests.inc();
        series.duration.observe(milliseconds / 1000);
        series.errors?.inc();
      };
    };

    // Each route gets an onResponse hook of its own that knows its pattern: no lookup per request.
    app.addHook('onRoute', (route: RouteOptions) => {
      const meter = meterOf(route.url);
      const cache = cacheOf(route.url);
      const hit = cacheAnswers.series(cache, 'hit');
      const miss = cacheAnswers.series(cache, 'miss');
      const counted: onResponseHookHandler = (request, reply, done) => {
        meter(request.method, reply.statusCode, reply.elapsedTime);
        const answered = reply.getHeader('x-cache');
        if (answered === 'hit') hit.inc();
        else if (answered === 'miss') miss.inc();
        done();
      };
      // A new array: a GET route's automatic HEAD route starts from the same options.
      const own = route.onResponse;
      route.onResponse = own ? [...(Array.isArray(own) ? own : [own]), counted] : [counted];
    });
    const unmatched = meterOf(UNMATCHED_ROUTE);
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime);
      done();
    });

    // Database: every statement's time as the server sees it (the wait for the connection or thread included).
    const queries = new HistogramFamily(
      'huella_db_query_duration_seconds',
      'Time from sending a database statement to its answer (its count is the number of statements)',
      [],
      QUERY_BUCKETS,
    );
    const queryErrors = new CounterFamily(
      'huella_db_query_errors_total',
      'Database statements that failed (refused by the database, or no answer)',
      [],
    );
    registry.registerMetric(queries as unknown as Counter);
    registry.registerMetric(queryErrors as unknown as Counter);
    const statement = queries.series();
    const failedStatement = queryErrors.series();
    const stopObserving = app.database.observeStatements((seconds, failed) => {
      statement.observe(seconds);
      if (failed) failedStatement.inc();
    });
    app.addHook('onClose', async () => stopObserving());
    const load = () => app.database.load();
    if (app.database.driver === 'postgres') {
      const poolGauge = (name: string, help: string, read: (pool: PoolLoad) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            const now = load();
            if (now.driver === 'postgres') this.set(read(now));
          },
        });
      poolGauge(
        'huella_db_pool_connections',
        'Open connections of the PostgreSQL pool',
        (pool) => pool.connections,
      );
      poolGauge(
        'huella_db_pool_idle_connections',
        'Open connections of the PostgreSQL pool that no one is using',
        (pool) => pool.idle,
      );
      poolGauge(
        'huella_db_pool_waiting_requests',
        'Requests waiting for a connection of the PostgreSQL pool',
        (pool) => pool.waiting,
      );
    } else {
      new Gauge({
        name: 'huella_db_pglite_pending',
        help: 'Statements sent to the embedded database (PGlite) thread and not yet answered, the one under way included',
        registers,
        collect() {
          const now = load();
          if (now.driver === 'pglite') this.set(now.pending);
        },
      });
    }

    const reader = app.catalogueReader;
    if (reader.replica) {
      // The streaming replica (DATABASE_REPLICA_URL, db/replica.ts), read when scraped.
      new Gauge({
        name: 'huella_db_replica_lag_bytes',
        help: 'WAL bytes the replica has still to replay (-1: it cannot be read)',
        registers,
        async collect() {
          this.set(
            await reader.lag().then(
              (lag) => lag?.bytes ?? 0,
              () => -1,
            ),
          );
        },
      });
      new Gauge({
        name: 'huella_db_replica_serving_catalogue',
        help: 'Whether the guests’ catalogue is read from the replica now (1) or from the primary (0)',
        registers,
        collect() {
          this.set(reader.caughtUp() ? 1 : 0);
        },
      });
    }

    const streams = new Gauge({
      name: 'huella_chat_streams_open',
      help: 'Chat event streams (Server-Sent Events) open on this process',
      registers,
    });

    const mails = new Counter({
      name: 'huella_mail_messages_total',
      help: 'Mail messages by outcome: sent (to the SMTP server, or written to the outbox) or failed',
      labelNames: ['outcome'] as const,
      registers,
    });
    const mailSending = new Gauge({
      name: 'huella_mail_sending',
      help: 'Mail messages being handed to the SMTP server or written to the outbox right now',
      registers,
    });
    // The durable queue (lib/mail-queue.ts), shared by every process: read when scraped.
    new Gauge({
      name: 'huella_mail_queue',
      help: 'Mail in the queue by state: pendiente (waiting to be sent or retried) and fallido (given up; staff retry it); -1 when the database cannot be read',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const counts = await app.mailer.queue.counts().catch(() => ({ pending: -1, failed: -1 }));
        this.set({ state: 'pendiente' }, counts.pending);
        this.set({ state: 'fallido' }, counts.failed);
      },
    });

    const jobRuns = new Counter({
      name: 'huella_job_runs_total',
      help: "Runs of the process's periodic work, by job and outcome (ok, failed)",
      labelNames: ['job', 'outcome'] as const,
      registers,
    });
    const jobDurations = new Histogram({
      name: 'huella_job_duration_seconds',
      help: "Time a run of the process's periodic work took, by job",
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers,
    });

    const webhooks = new Counter({
      name: 'huella_payment_webhooks_total',
      help: "Calls of the payment providers' webhooks, by provider, event type and outcome (accepted, duplicate, rejected, failed)",
      labelNames: ['provider', 'type', 'outcome'] as const,
      registers,
    });

    app.decorate('metrics', {
      enabled: true,
      async job(name, work) {
        const started = performance.now();
        const took = () =>
          jobDurations.observe({ job: name }, (performance.now() - started) / 1000);
        try {
          const result = await work;
          took();
          jobRuns.inc({ job: name, outcome: 'ok' });
          return result;
        } catch (error) {
          took();
          jobRuns.inc({ job: name, outcome: 'failed' });
          throw error;
        }
      },
      webhook(provider, type, outcome) {
        webhooks.inc({ provider, type, outcome });
      },
      chatStreamOpened() {
        streams.inc();
        let open = true;
        return () => {
          if (!open) return;
          open = false;
          streams.dec();
        };
      },
      mail: {
        sending() {
          mailSending.inc();
          return (outcome) => {
            mailSending.dec();
            mails.inc({ outcome });
          };
        },
      },
    } satisfies Metrics);

    if (token !== undefined) {
      const authorized = bearerTokenMatcher(token);
      app.get(
        '/metrics',
        // Not an operation of the API: for the operator's Prometheus, not documented with it.
        { schema: { hide: true } },
        async (request, reply) => {
          if (!authorized(request.headers.authorization)) {
            throw new AppError(
              401,
              'metrics_token_required',
              commonMessages.errors.unauthorized,
              undefined,
              { 'www-authenticate': 'Bearer realm="metrics"' },
            );
          }
          // Cache-Control: private, no-store, as for any request with a token (lib/cache-policy.ts).
          reply.type(registry.contentType);
          return registry.metrics();
        },
      );
    }
  },
  { name: 'metrics' },
);

type PoolLoad = { connections: number; idle: number; waiting: number };

export interface MetricsListener {
  /** The port it listens on (METRICS_PORT). */
  port: number;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The figures on a listener of their own (METRICS_PORT), without a token:
 * `GET /metrics` and nothing else (a Spanish 404 for any other path). Meant
 * for a private interface that only Prometheus reaches.
 */
export async function listenForMetrics(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
): Promise<MetricsListener> {
  const registry = registries.get(app);
  if (!registry)
    throw new Error('metrics: this app counts nothing (no METRICS_TOKEN or METRICS_PORT)');
  const server: Server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || (path !== '/metrics' && path !== '/metrics/')) {
      const error = commonMessages.errors.routeNotFound;
      response.writeHead(404, { 'content-type': JSON_TYPE });
      response.end(JSON.stringify({ error, message: error, code: 'route_not_found' }));
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: could not collect the figures');
        const message = commonMessages.errors.internal;
        response.writeHead(500, { 'content-type': JSON_TYPE });
        response.end(JSON.stringify({ error: message, message, code: 'internal_error' }));
      },
    );
  });
  // The main server's limits on slow clients hold here too.
  server.headersTimeout = app.config.timeouts.headersMs;
  server.requestTimeout = app.config.timeouts.requestMs;
  server.keepAliveTimeout = app.config.timeouts.keepAliveMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
