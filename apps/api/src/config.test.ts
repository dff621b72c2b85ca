/**
 * Configuration: the media storage (S3_BUCKET switches it to S3; bad
 * combinations stop the start-up), where rate limits are counted, what
 * production refuses (demo data unasked, mail nowhere, TRUST_PROXY=true),
 * how TRUST_PROXY is read, who may read the metrics and the log's format.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_S3_REGION, loadConfig, logFormatOf } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/srv/huella', ...env });

/** The message of the ConfigError that `env` causes. */
function problemWith(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

describe('media storage configuration', () => {
  it('keeps media on disk under DATA_DIR/media when S3_BUCKET is unset or empty', () => {
    const unset: Record<string, string>[] = [
      {},
      { S3_BUCKET: '' },
      { S3_BUCKET: '', S3_PREFIX: '', S3_REGION: '  ' },
    ];
    for (const env of unset) {
      const config = load(env);
      expect(config.s3).toBeUndefined();
      expect(config.mediaDir).toBe('/srv/huella/media');
    }
  });

  it('reads every S3 variable', () => {
    const config = load({
      S3_BUCKET: 'huella-media',
      S3_ENDPOINT: 'https://cuenta.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'AKIAEJEMPLO',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'produccion/media',
    });
    expect(config.s3).toEqual({
      bucket: 'huella-media',
      endpoint: 'https://cuenta.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'AKIAEJEMPLO', secretAccessKey: 'secreto' },
      forcePathStyle: true,
      prefix: 'produccion/media',
    });
  });

  it('needs only S3_BUCKET: AWS addressing, the default region and credential chain, no prefix', () => {
    expect(DEFAULT_S3_REGION).toBe('us-east-1');
    expect(load({ S3_BUCKET: 'huella-media' }).s3).toEqual({
      bucket: 'huella-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('drops the slashes around S3_PREFIX', () => {
    expect(load({ S3_BUCKET: 'huella', S3_PREFIX: '/media/' }).s3?.prefix).toBe('media');
    expect(load({ S3_BUCKET: 'huella', S3_PREFIX: 'a/b.c/d_e-f' }).s3?.prefix).toBe('a/b.c/d_e-f');
  });

  it('refuses S3 variables without S3_BUCKET, naming them', () => {
    expect(problemWith({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'media' })).toBe(
      'Invalid configuration: S3_ENDPOINT, S3_PREFIX set without S3_BUCKET (media would stay on disk)',
    );
    expect(problemWith({ S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto' })).toContain(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET',
    );
    expect(problemWith({ S3_FORCE_PATH_STYLE: 'true' })).toContain(
      'S3_FORCE_PATH_STYLE set without S3_BUCKET',
    );
    // Saying "false" asks for nothing.
    expect(load({ S3_FORCE_PATH_STYLE: 'false' }).s3).toBeUndefined();
  });

  it('refuses one half of the access key', () => {
    const halves: Record<string, string>[] = [
      { S3_ACCESS_KEY_ID: 'clave' },
      { S3_SECRET_ACCESS_KEY: 'secreto' },
    ];
    for (const half of halves) {
      expect(problemWith({ S3_BUCKET: 'huella', ...half })).toBe(
        'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (for the default credential chain)',
      );
    }
  });

  it('refuses malformed values, naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ S3_BUCKET: 'Huella_Media' }, 'S3_BUCKET: must be a bucket name'],
      [{ S3_BUCKET: 'ab' }, 'S3_BUCKET: must be a bucket name'],
      [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// address'],
      [{ S3_ENDPOINT: 'ftp://minio.local' }, 'S3_ENDPOINT: must be an http:// or https:// address'],
      [{ S3_REGION: 'eu south 2' }, 'S3_REGION: must be a region name'],
      [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
      [{ S3_PREFIX: 'media//pets' }, 'S3_PREFIX: must be folder names'],
      [{ S3_PREFIX: '../otro' }, 'S3_PREFIX: must be folder names'],
      [{ S3_PREFIX: 'media/.ocultas' }, 'S3_PREFIX: must be folder names'],
    ];
    for (const [env, message] of cases) {
      const problem = problemWith({ S3_BUCKET: 'huella', ...env });
      expect(problem, JSON.stringify(env)).toContain('Invalid configuration:');
      expect(problem, JSON.stringify(env)).toContain(message);
    }
  });
});

describe('rate limit store', () => {
  it('counts in PostgreSQL by default when there is one, in memory on PGlite', () => {
    expect(load({ DATABASE_URL: 'postgres://huella@db/huella' }).rateLimitStore).toBe('database');
    expect(load({}).rateLimitStore).toBe('memory');
  });

  it('follows RATE_LIMIT_STORE when it is set', () => {
    const url = 'postgres://huella@db/huella';
    expect(load({ DATABASE_URL: url, RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(load({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
  });
});

describe('production defaults', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://huella.es',
    SMTP_URL: 'smtps://huella:secreto@smtp.example.com:465',
  };

  it('loads no demo data unless SEED_DEMO_DATA=true says so', () => {
    expect(load(production).seedDemoData).toBe(false);
    expect(load({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    // `npm start` (development) keeps its demo; the test suites start empty.
    expect(load({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(load({}).seedDemoData).toBe(false);
  });

  it('needs SMTP_URL or, explicitly, MAIL_OUTBOX=true', () => {
    const { SMTP_URL: _smtp, ...withoutMail } = production;
    expect(problemWith(withoutMail)).toBe(
      'Invalid configuration: production needs SMTP_URL, or MAIL_OUTBOX=true to write mail to DATA_DIR/outbox instead of sending it',
    );
    expect(problemWith({ ...withoutMail, MAIL_OUTBOX: 'false' })).toContain(
      'production needs SMTP_URL',
    );
    expect(load({ ...withoutMail, MAIL_OUTBOX: 'true' }).smtpUrl).toBeUndefined();
    expect(problemWith({ ...production, MAIL_OUTBOX: 'true' })).toContain('not both');
  });

  it('never writes mail links to the log in production', () => {
    expect(load(production).logMailLinks).toBe(false);
    expect(load({ NODE_ENV: 'development' }).logMailLinks).toBe(true);
  });

  it('still needs JWT_SECRET and PUBLIC_URL', () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = production;
    expect(problemWith(withoutUrl)).toContain('production needs JWT_SECRET and PUBLIC_URL');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    for (const value of [undefined, '', 'false']) {
      const env: Record<string, string> = value === undefined ? {} : { TRUST_PROXY: value };
      expect(load(env).trustProxy).toBe(false);
    }
  });

  it('reads a number of hops', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('reads a list of proxy addresses and CIDR ranges', () => {
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
      '::1',
    ]);
  });

  it('refuses what is neither, naming the bad entries', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0/8', 'loadbalancer.local', '1.2.3.4,']) {
      const problem = problemWith({ TRUST_PROXY: value });
      expect(problem, value).toContain('TRUST_PROXY: must be false, a number of proxy hops');
    }
  });

  it('refuses to trust every hop in production, where any client could pick its address', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://huella.es',
      MAIL_OUTBOX: 'true',
    };
    expect(problemWith({ ...production, TRUST_PROXY: 'true' })).toContain(
      'TRUST_PROXY=true lets any client choose its own address and skip every per-IP limit',
    );
    expect(load({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    // Outside production (a local proxy, a test) it is still accepted.
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});

describe('HTTP timeouts', () => {
  it('cuts slow clients by default, with room for a 5 MB photo from a slow phone', () => {
    const { timeouts } = load({});
    expect(timeouts).toEqual({
      headersMs: 20_000,
      requestMs: 180_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
    // 5 MB at 250 kbit/s.
    expect((5 * 1024 * 1024 * 8) / 250_000).toBeLessThan(timeouts.requestMs / 1000);
  });

  it('reads each timeout in milliseconds', () => {
    const { timeouts } = load({
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '60000',
      IDLE_TIMEOUT_MS: '30000',
      KEEPALIVE_TIMEOUT_MS: '65000',
    });
    expect(timeouts).toEqual({
      headersMs: 5000,
      requestMs: 60_000,
      idleMs: 30_000,
      keepAliveMs: 65_000,
    });
  });

  it('runs the saved searches’ alerts every minute unless told otherwise, never in a busy loop', () => {
    expect(load({}).savedSearchAlertsEveryMs).toBe(60_000);
    expect(load({ SAVED_SEARCH_ALERTS_EVERY_MS: '2000' }).savedSearchAlertsEveryMs).toBe(2000);
    expect(problemWith({ SAVED_SEARCH_ALERTS_EVERY_MS: '10' })).toContain(
      'SAVED_SEARCH_ALERTS_EVERY_MS',
    );
    expect(problemWith({ SAVED_SEARCH_ALERTS_EVERY_MS: 'a menudo' })).toContain(
      'SAVED_SEARCH_ALERTS_EVERY_MS',
    );
  });

  it('refuses no timeout at all, a non-number, and headers allowed longer than the request', () => {
    expect(problemWith({ REQUEST_TIMEOUT_MS: '0' })).toContain('REQUEST_TIMEOUT_MS');
    expect(problemWith({ IDLE_TIMEOUT_MS: 'nunca' })).toContain('IDLE_TIMEOUT_MS');
    expect(problemWith({ HEADERS_TIMEOUT_MS: '90000', REQUEST_TIMEOUT_MS: '60000' })).toContain(
      'HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS',
    );
  });
});

describe('legal notice (LSSI-CE art. 10)', () => {
  it('reads the holder, NIF, address and registry entry, trimmed', () => {
    expect(
      load({
        LEGAL_HOLDER: ' Asociación Huella ',
        LEGAL_NIF: 'G12345678',
        LEGAL_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
        LEGAL_REGISTRY: 'Registro Nacional de Asociaciones, grupo 1, sección 1, número 123456',
      }).legal,
    ).toEqual({
      holder: 'Asociación Huella',
      nif: 'G12345678',
      address: 'Calle Mayor 1, 28013 Madrid',
      registry: 'Registro Nacional de Asociaciones, grupo 1, sección 1, número 123456',
    });
  });

  it('falls back, unset or empty, to values that say they are a demo’s', () => {
    const unsetOrEmpty: Record<string, string>[] = [
      {},
      { LEGAL_HOLDER: '', LEGAL_NIF: ' ', LEGAL_ADDRESS: '', LEGAL_REGISTRY: '' },
    ];
    for (const env of unsetOrEmpty) {
      const { legal } = load(env);
      for (const value of Object.values(legal)) expect(value).toMatch(/de demostración\)$/);
    }
  });
});

// Shop: the payment provider (issue 16).
describe('payment provider', () => {
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };

  it('is the simulated provider when no Stripe key is set, with secrets of its own', () => {
    const payments = load({}).payments;
    expect(payments).toMatchObject({ provider: 'simulated', stripe: undefined });
    expect(payments.simulatedWebhookSecret).toMatch(/^whsec_sim_/);
    expect(payments.shopSecret.length).toBeGreaterThanOrEqual(32);
    // Derived from JWT_SECRET: every API process signs and checks the same way.
    expect(load({}).payments.shopSecret).toBe(payments.shopSecret);
    expect(load({ JWT_SECRET: 'y'.repeat(32) }).payments.shopSecret).not.toBe(payments.shopSecret);
    expect(load({ SHOP_SECRET: 's'.repeat(40) }).payments.shopSecret).toBe('s'.repeat(40));
  });

  it('is Stripe with both keys and the webhook secret; STRIPE_API_BASE points the SDK elsewhere', () => {
    const payments = load({ ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments;
    expect(payments.provider).toBe('stripe');
    expect(payments.stripe).toMatchObject({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
    });
    expect(payments.stripe?.apiBase?.port).toBe('12111');
    expect(load(stripeKeys).payments.stripe?.apiBase).toBeUndefined();
  });

  it('refuses one key without the other, Stripe without its webhook secret, and malformed keys', () => {
    expect(problemWith({ STRIPE_SECRET_KEY: 'sk_test_123' })).toMatch(/STRIPE_PUBLISHABLE_KEY/);
    expect(problemWith({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).toMatch(/STRIPE_SECRET_KEY/);
    expect(
      problemWith({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }),
    ).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(problemWith({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_test_123' })).toMatch(
      /STRIPE_SECRET_KEY/,
    );
    expect(problemWith({ STRIPE_WEBHOOK_SECRET: 'whsec_123' })).toMatch(/STRIPE_SECRET_KEY/);
  });
});

describe('metrics (METRICS_TOKEN, METRICS_PORT, METRICS_HOST)', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://huella.es',
    SMTP_URL: 'smtps://huella:secreto@smtp.example.com:465',
  };

  it('serves no metrics by default', () => {
    expect(load({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(load({ METRICS_TOKEN: '', METRICS_PORT: ' ', METRICS_HOST: '' }).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
  });

  it('reads the token, and the port of a listener of its own on this machine or another interface', () => {
    expect(load({ METRICS_TOKEN: 'corto' }).metrics.token).toBe('corto');
    expect(load({ METRICS_PORT: '9464' }).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '127.0.0.1',
    });
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5');
  });

  it('refuses a port that is none, the main port, a host without a port, and a token no header can carry', () => {
    expect(problemWith({ METRICS_PORT: 'nueve' })).toMatch(/METRICS_PORT/);
    expect(problemWith({ METRICS_PORT: '70000' })).toMatch(/METRICS_PORT/);
    expect(problemWith({ METRICS_PORT: '3000', PORT: '3000' })).toBe(
      'Invalid configuration: METRICS_PORT must differ from PORT (the metrics listener is a server of its own)',
    );
    expect(problemWith({ METRICS_PORT: '3000' })).toContain('METRICS_PORT must differ from PORT');
    expect(problemWith({ METRICS_HOST: '0.0.0.0' })).toContain(
      'METRICS_HOST set without METRICS_PORT',
    );
    expect(problemWith({ METRICS_TOKEN: 'con espacios' })).toMatch(
      /^Invalid configuration:\n {2}METRICS_TOKEN: /,
    );
    expect(problemWith({ METRICS_TOKEN: 'acentuado-ñ' })).toContain('METRICS_TOKEN');
  });

  it('refuses in production a token shorter than 32 characters, as for JWT_SECRET', () => {
    expect(problemWith({ ...production, METRICS_TOKEN: 'x'.repeat(31) })).toBe(
      'Invalid configuration: METRICS_TOKEN must be at least 32 characters in production (anyone who guesses it reads the server figures); `openssl rand -hex 32` makes one',
    );
    expect(load({ ...production, METRICS_TOKEN: 'x'.repeat(32) }).metrics.token).toBe(
      'x'.repeat(32),
    );
    // Without a token, a production server may still serve its figures on a port of its own.
    expect(load({ ...production, METRICS_PORT: '9464' }).metrics.port).toBe(9464);
  });
});

describe('log format (LOG_FORMAT)', () => {
  it('is readable lines at a terminal and JSON lines anywhere else, unless LOG_FORMAT says', () => {
    expect(logFormatOf(undefined, true)).toBe('pretty');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf('json', true)).toBe('json');
    expect(logFormatOf('pretty', false)).toBe('pretty');
  });

  it('follows whether standard output is a terminal, and LOG_FORMAT over it', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/srv/huella' };
    expect(loadConfig(env, true).logFormat).toBe('pretty');
    expect(loadConfig(env, false).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(loadConfig({ ...env, LOG_FORMAT: '' }, false).logFormat).toBe('json');
  });

  it('refuses any other format, naming the variable', () => {
    expect(problemWith({ LOG_FORMAT: 'text' })).toMatch(/LOG_FORMAT/);
  });
});
