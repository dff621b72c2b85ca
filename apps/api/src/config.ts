/**
 * Every environment variable the API reads, parsed once with zod. Nothing else
 * reads process.env. Defaults make `npm start` work on a fresh machine.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For (Fastify's trustProxy): unset or
 * `false` none; a number of hops (the load balancer in front is 1); or a
 * comma-separated list of proxy addresses and CIDR ranges. `true` trusts every
 * hop, so any client picks its own address: refused in production.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

export type TrustProxy = boolean | number | string[];

/** An optional variable where an empty value (`S3_ENDPOINT=`) counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A duration in milliseconds, at least 100 ms (a timeout of 0 would mean none). */
const milliseconds = (fallback: number) => z.coerce.number().int().min(100).default(fallback);

/** A line of the legal notice: trimmed, never empty (an empty value is the default). */
const legalText = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(300).default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_REPLICA_URL: optional(z.string()),
  JWT_SECRET: z.string().min(32).optional(),
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_OUTBOX: booleanish,
  /** The mail queue's first retry after a failed delivery; each next one doubles (up to an hour). */
  MAIL_RETRY_BASE_MS: milliseconds(30_000),
  /** Delivery attempts before a mail is given up and shown to staff as failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(10),
  MAIL_FROM: z.string().default('Huella <no-responder@huella.es>'),
  INFO_MAILBOX: z.email().default('info@huella.es'),
  /** How often each process runs the saved searches' alerts (the E2E journeys use seconds). */
  SAVED_SEARCH_ALERTS_EVERY_MS: milliseconds(60_000),
  // Who provides the service (LSSI-CE art. 10), shown in the legal notice. The
  // defaults say plainly that they are demo values, never a real company's.
  LEGAL_HOLDER: legalText('Huella Adopciones (titular de demostración)'),
  LEGAL_NIF: legalText('G00000000 (NIF de demostración)'),
  LEGAL_ADDRESS: legalText('Calle de Ejemplo 1, 28001 Madrid (dirección de demostración)'),
  LEGAL_REGISTRY: legalText(
    'Registro Nacional de Asociaciones, número 000000 (inscripción de demostración)',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines when stdout is a terminal, JSON lines otherwise (logFormatOf). */
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  // Who may read /metrics (plugins/metrics.ts); with neither, nothing is counted.
  METRICS_TOKEN: optional(
    z.string().regex(/^[A-Za-z0-9._~+/=-]+$/, {
      error:
        'must be letters, digits and . _ ~ + / = - only (it travels in an Authorization header)',
    }),
  ),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: optional(z.string().trim()),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: booleanish,
  TRUST_PROXY: trustProxySchema,
  RATE_LIMIT_DISABLED: booleanish,
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  REQUEST_TIMEOUT_MS: milliseconds(180_000),
  IDLE_TIMEOUT_MS: milliseconds(60_000),
  KEEPALIVE_TIMEOUT_MS: milliseconds(72_000),
  // Payments (issue 16): Stripe when both keys are set, the built-in simulated provider otherwise.
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_… or rk_…)' }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_/, { error: 'must be a Stripe publishable key (pk_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_/, { error: 'must be a webhook signing secret (whsec_…)' }),
  ),
  /** Test and development knob: Stripe's API at another address (the tests' fake Stripe). */
  STRIPE_API_BASE: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }),
  ),
  /** Signs the simulated provider's events and the guests' order links (`clave`); derived from JWT_SECRET when unset. */
  SHOP_SECRET: optional(z.string().min(32)),
  SIMULATED_PENDING_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    }),
  ),
  S3_ENDPOINT: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }),
  ),
  S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as eu-south-2 or auto' }),
  ),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: booleanish,
  S3_PREFIX: optional(
    z.string().regex(/^\/*(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*\/*$/i, {
      error: 'must be folder names separated by single slashes (letters, digits, ".", "_", "-")',
    }),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A streaming replica of DATABASE_URL's server: the public catalogue is read
   * from it once it has replayed the changes this process knows of (db/replica.ts).
   */
  replicaUrl: string | undefined;
  jwtSecret: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  /** Mail links (reset, confirmation tokens) written to the log: never in production. */
  logMailLinks: boolean;
  mailFrom: string;
  infoMailbox: string;
  /** The durable mail queue's retries (lib/mail-queue.ts). */
  mailQueue: { retryBaseMs: number; maxAttempts: number };
  /** The saved searches' alert run: every this many milliseconds, in each process. */
  savedSearchAlertsEveryMs: number;
  /** The legal notice's holder details (LSSI-CE art. 10); the contact e-mail is infoMailbox. */
  legal: LegalConfig;
  logLevel: string;
  /** JSON lines (for a service manager, the default off a terminal) or readable, coloured lines. */
  logFormat: LogFormat;
  /** Who may read the server's figures at /metrics (plugins/metrics.ts). */
  metrics: MetricsConfig;
  webDistDir: string | undefined;
  /** Fill an empty database with the demo data; in production only when asked for explicitly. */
  seedDemoData: boolean;
  trustProxy: TrustProxy;
  /** Only for local load benchmarks: every limit is skipped. */
  rateLimitDisabled: boolean;
  /**
   * Where the rate limiter counts: in this process's memory (one process), or in
   * PostgreSQL (`rate_limit_hits`), shared by every process behind a load balancer.
   * On PostgreSQL (DATABASE_URL) the shared store is the default: nothing tells a
   * process whether others serve the same users.
   */
  rateLimitStore: 'memory' | 'database';
  /** How long a client may take over each part of a request (see HttpTimeouts). */
  timeouts: HttpTimeouts;
  /** Mail written to disk instead of sent, when no SMTP server is configured. */
  outboxDir: string;
  /** Uploaded media (the disk storage driver): DATA_DIR/media. */
  mediaDir: string;
  /** S3-compatible media storage, used instead of `mediaDir` when S3_BUCKET is set. */
  s3: S3Config | undefined;
  /** The shop's payment provider (issue 16). */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  provider: 'stripe' | 'simulated';
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        /** Unset: Stripe's own API; set (tests, development): that address instead. */
        apiBase: URL | undefined;
      }
    | undefined;
  /** Signs the simulated provider's events (Stripe's signature scheme, our own secret). */
  simulatedWebhookSecret: string;
  /** Signs the simulated client secrets and the guests' order links (`clave`). */
  shopSecret: string;
  /** "Pendiente y después pagado": the simulated provider confirms the money this long after. */
  simulatedPendingDelayMs: number | undefined;
}

export interface LegalConfig {
  holder: string;
  nif: string;
  address: string;
  registry: string;
}

/**
 * Slow clients are cut, so that a connection trickling its headers or body
 * (slowloris) cannot be held open for ever. A response may take as long as it
 * needs: the chat's event stream is a long answer, not a slow request.
 */
export interface HttpTimeouts {
  /** From the connection (or the previous request) to the end of the headers. */
  headersMs: number;
  /**
   * From the connection to the end of the body. The default, 3 minutes, lets a
   * 5 MB photo arrive from a phone sending 250 kbit/s (a weak 3G signal); a
   * body trickled at 1 byte a second is cut when it runs out.
   */
  requestMs: number;
  /** A connection where nothing at all moves, in either direction, for this long is closed. */
  idleMs: number;
  /**
   * An idle connection kept open for the next request. Longer than the 60 s a
   * load balancer usually keeps its own idle connections, so it never reuses
   * one this server has just closed.
   */
  keepAliveMs: number;
}

export interface S3Config {
  bucket: string;
  /** Unset on AWS; the service's address for MinIO, Cloudflare R2 and the like. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (AWS_* variables, shared files, instance or task roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Folder inside the bucket, without slashes at either end; '' for the bucket's root. */
  prefix: string;
}

/**
 * The region used when S3_REGION is unset: AWS's first region is the one every
 * S3-compatible service accepts (Cloudflare R2 reads it as its `auto`, MinIO
 * defaults to it). On AWS a bucket elsewhere needs its own region set.
 */
export const DEFAULT_S3_REGION = 'us-east-1';

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with every problem listed. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  /** Whether the process writes its log to a terminal (the default log format follows it). */
  stdoutIsTerminal: boolean = process.stdout.isTTY === true,
): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.SMTP_URL && env.MAIL_OUTBOX) {
    throw new ConfigError(
      'Invalid configuration: set SMTP_URL (send mail) or MAIL_OUTBOX=true (write it to DATA_DIR/outbox), not both',
    );
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_REPLICA_URL is a replica of the PostgreSQL server of DATABASE_URL, which is not set',
    );
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  if (env.NODE_ENV === 'production') productionChecks(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const s3 = s3Config(env);
  const jwtSecret = env.JWT_SECRET ?? developmentSecret(dataDir);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    replicaUrl: env.DATABASE_REPLICA_URL,
    jwtSecret,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    logMailLinks: env.NODE_ENV !== 'production',
    mailFrom: env.MAIL_FROM,
    infoMailbox: env.INFO_MAILBOX,
    mailQueue: { retryBaseMs: env.MAIL_RETRY_BASE_MS, maxAttempts: env.MAIL_MAX_ATTEMPTS },
    savedSearchAlertsEveryMs: env.SAVED_SEARCH_ALERTS_EVERY_MS,
    legal: {
      holder: env.LEGAL_HOLDER,
      nif: env.LEGAL_NIF,
      address: env.LEGAL_ADDRESS,
      registry: env.LEGAL_REGISTRY,
    },
    logLevel: env.LOG_LEVEL,
    logFormat: logFormatOf(env.LOG_FORMAT, stdoutIsTerminal),
    metrics: metricsConfig(env),
    webDistDir: env.WEB_DIST_DIR,
    seedDemoData:
      source.SEED_DEMO_DATA === undefined ? env.NODE_ENV === 'development' : env.SEED_DEMO_DATA,
    trustProxy: env.TRUST_PROXY,
    rateLimitDisabled: env.RATE_LIMIT_DISABLED,
    rateLimitStore: env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? 'database' : 'memory'),
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      idleMs: env.IDLE_TIMEOUT_MS,
      keepAliveMs: env.KEEPALIVE_TIMEOUT_MS,
    },
    outboxDir: path.join(dataDir, 'outbox'),
    mediaDir: path.join(dataDir, 'media'),
    s3,
    payments: paymentsConfig(env, jwtSecret),
  };
}

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set (then the
 * webhook secret is required: orders are confirmed only by signed events);
 * one without the other is a mistake. Otherwise the simulated provider.
 */
function paymentsConfig(env: z.output<typeof envSchema>, jwtSecret: string): PaymentsConfig {
  const derive = (label: string) =>
    createHmac('sha256', jwtSecret).update(label).digest('base64url');
  const shopSecret = env.SHOP_SECRET ?? derive('huella-shop');
  const common = {
    simulatedWebhookSecret: `whsec_sim_${createHmac('sha256', shopSecret).update('simulated-webhooks').digest('base64url')}`,
    shopSecret,
    simulatedPendingDelayMs: env.SIMULATED_PENDING_DELAY_MS,
  };
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (!secretKey && !publishableKey) {
    if (env.STRIPE_WEBHOOK_SECRET || env.STRIPE_API_BASE) {
      throw new ConfigError(
        'Invalid configuration: STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE need STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      );
    }
    return { provider: 'simulated', stripe: undefined, ...common };
  }
  if (!secretKey || !publishableKey) {
    throw new ConfigError(
      'Invalid configuration: set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (Stripe), or neither (the simulated provider)',
    );
  }
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: Stripe needs STRIPE_WEBHOOK_SECRET (orders are confirmed only by signed webhooks)',
    );
  }
  return {
    provider: 'stripe',
    stripe: {
      secretKey,
      publishableKey,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined,
    },
    ...common,
  };
}

/**
 * Production never runs on a demo's defaults: it needs its own secret and
 * address, says where mail goes, and does not let clients choose their own
 * address (TRUST_PROXY=true would let anyone skip every per-IP limit).
 */
function productionChecks(env: z.output<typeof envSchema>) {
  if (!env.JWT_SECRET || !env.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration: production needs JWT_SECRET and PUBLIC_URL');
  }
  if (!env.SMTP_URL && !env.MAIL_OUTBOX) {
    throw new ConfigError(
      'Invalid configuration: production needs SMTP_URL, or MAIL_OUTBOX=true to write mail to DATA_DIR/outbox instead of sending it',
    );
  }
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < 32) {
    throw new ConfigError(
      'Invalid configuration: METRICS_TOKEN must be at least 32 characters in production (anyone who guesses it reads the server figures); `openssl rand -hex 32` makes one',
    );
  }
  if (env.TRUST_PROXY === true) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true lets any client choose its own address and skip every per-IP limit; in production set the number of proxies in front (1 behind one load balancer) or their addresses (10.0.0.0/8, 192.0.2.7)',
    );
  }
}

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when set; otherwise readable lines for a person at a terminal
 * (`npm start` passes its terminal on) and JSON lines for everything else (a
 * service manager, a container's log collector, a pipe).
 */
export function logFormatOf(value: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat {
  return value ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

export interface MetricsConfig {
  /** Set: `GET /metrics` on the main port answers `Authorization: Bearer <token>` only. */
  token: string | undefined;
  /** Set: the figures are served on this port of `host` too, without a token. */
  port: number | undefined;
  host: string;
}

/** The metrics listener's default interface: this machine only. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

function metricsConfig(env: z.output<typeof envSchema>): MetricsConfig {
  if (env.METRICS_HOST && env.METRICS_PORT === undefined) {
    throw new ConfigError(
      'Invalid configuration: METRICS_HOST set without METRICS_PORT (no metrics listener would use it)',
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError(
      'Invalid configuration: METRICS_PORT must differ from PORT (the metrics listener is a server of its own)',
    );
  }
  return {
    token: env.METRICS_TOKEN,
    port: env.METRICS_PORT,
    host: env.METRICS_HOST || DEFAULT_METRICS_HOST,
  };
}

/** S3_BUCKET switches media to S3; the other S3_* variables only make sense with it. */
function s3Config(env: z.output<typeof envSchema>): S3Config | undefined {
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!env.S3_BUCKET) {
    const stray = Object.entries({
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_REGION: env.S3_REGION,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
      S3_PREFIX: env.S3_PREFIX,
    })
      .filter(([, value]) => Boolean(value))
      .map(([name]) => name);
    if (stray.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${stray.join(', ')} set without S3_BUCKET (media would stay on disk)`,
      );
    }
    return undefined;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (for the default credential chain)',
    );
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? DEFAULT_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX?.replace(/^\/+|\/+$/g, '') ?? '',
  };
}

/** Outside production a signing secret is generated once and kept in DATA_DIR. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
