/**
 * Every environment variable the API reads, parsed once with zod. Nothing else
 * reads process.env. Defaults make `npm start` work on a fresh machine.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Huella <no-responder@huella.es>'),
  INFO_MAILBOX: z.email().default('info@huella.es'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: booleanish,
  TRUST_PROXY: booleanish,
  RATE_LIMIT_DISABLED: booleanish,
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  infoMailbox: string;
  logLevel: string;
  webDistDir: string | undefined;
  seedDemoData: boolean;
  trustProxy: boolean;
  /** Only for local load benchmarks: every limit is skipped. */
  rateLimitDisabled: boolean;
  /**
   * Where the rate limiter counts: in this process's memory (one process), or in
   * PostgreSQL (`rate_limit_hits`), shared by every process behind a load balancer.
   */
  rateLimitStore: 'memory' | 'database';
  /** Mail written to disk instead of sent, when no SMTP server is configured. */
  outboxDir: string;
  /** Uploaded media (the disk storage driver): DATA_DIR/media. */
  mediaDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with every problem listed. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && (!env.JWT_SECRET || !env.PUBLIC_URL)) {
    throw new ConfigError('Invalid configuration: production needs JWT_SECRET and PUBLIC_URL');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    infoMailbox: env.INFO_MAILBOX,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    seedDemoData:
      source.SEED_DEMO_DATA === undefined ? env.NODE_ENV !== 'test' : env.SEED_DEMO_DATA,
    trustProxy: env.TRUST_PROXY,
    rateLimitDisabled: env.RATE_LIMIT_DISABLED,
    rateLimitStore: env.RATE_LIMIT_STORE,
    outboxDir: path.join(dataDir, 'outbox'),
    mediaDir: path.join(dataDir, 'media'),
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
