/**
 * The server's figures at /metrics, as Prometheus reads them: after real
 * requests, each series says what happened (route patterns, never a URL with
 * its ids; 5xx answers; cache hits and misses; statements; a chat stream open
 * and closed; mail; jobs; payment webhooks), and only whoever is allowed reads
 * them: a token on the main port, a listener of its own on METRICS_PORT, and
 * no /metrics at all when neither is configured.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '@huella/shared/messages';
import { buildApp, type App } from '../app';
import { person, openStream } from '../modules/chat/test-support';
import { createProviders } from '../modules/payments';
import { freePort } from '../test/api-process';
import { createUser, uniqueEmail, uniqueIp } from '../test/factories';
import { buildTestApp, openTestDatabase, testConfig, type TestContext } from '../test/helper';
import { listenForMetrics } from './metrics';

const TOKEN = 'token-de-metricas-para-las-pruebas-0123456789';
const AUTHORIZED = { authorization: `Bearer ${TOKEN}` };

type Labels = Record<string, string>;

/** The samples of an exposition: name, labels and value of each line that is not a comment. */
function samples(text: string): { name: string; labels: Labels; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels: Labels = {};
      for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
        labels[pair[1]!] = pair[2]!;
      }
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one series of `name` whose labels include `labels` (0 when there is none yet). */
function valueOf(text: string, name: string, labels: Labels = {}): number {
  const found = samples(text).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  if (found.length > 1)
    throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} series`);
  return found[0]?.value ?? 0;
}

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_STORE: 'database' });
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: AUTHORIZED });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers only the bearer of the token: a Spanish 401 without it or with another', async () => {
    const refusals = [
      {},
      { authorization: 'Bearer otro-token-que-no-es-el-bueno-0123456789' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refusals) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({
        error: commonMessages.errors.unauthorized,
        code: 'metrics_token_required',
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('huella_');
    }

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: AUTHORIZED });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    // A request with a token: no cache keeps the answer (lib/cache-policy.ts).
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The scheme's case does not matter (RFC 9110).
    const lower = await ctx.app.inject({
      method: 'GET',
      url: '/metrics/',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(lower.statusCode).toBe(200);
    // Node's own figures, on this app's registry.
    expect(valueOf(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(response.body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });

  it('counts requests and their time by route pattern, never by the URL with its ids', async () => {
    const series = { method: 'GET', route: '/pets/api/pets/:id/', status: '404' };
    const before = await scrape();
    for (const id of [918273, 918274, 918275]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${id}/` });
      expect(response.statusCode).toBe(404);
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/no/existe/918276' });
    expect(missing.statusCode).toBe(404);

    const after = await scrape();
    const counted = (text: string) => valueOf(text, 'huella_http_requests_total', series);
    expect(counted(after) - counted(before)).toBe(3);
    const timed = (text: string, le: string) =>
      valueOf(text, 'huella_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/pets/api/pets/:id/',
        status_class: '4xx',
        le,
      });
    expect(timed(after, '+Inf') - timed(before, '+Inf')).toBe(3);
    expect(timed(after, '10')).toBe(timed(after, '+Inf'));
    const unmatched = (text: string) =>
      valueOf(text, 'huella_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status: '404',
      });
    expect(unmatched(after) - unmatched(before)).toBe(1);
    const labelValues = samples(after).flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => /91827\d|\/no\/existe/.test(value))).toEqual([]);
    // 4xx are the client's: no server error counted.
    expect(
      valueOf(after, 'huella_http_server_errors_total', { route: '/pets/api/pets/:id/' }),
    ).toBe(0);
  });

  it("counts the catalogue's and the blog's answers from memory and computed", async () => {
    const answers = (text: string, cache: string, outcome: string) =>
      valueOf(text, 'huella_cache_answers_total', { cache, outcome });
    const before = await scrape();
    const first = await ctx.app.inject({ method: 'GET', url: '/pets/api/pets/?page_size=7' });
    const second = await ctx.app.inject({ method: 'GET', url: '/pets/api/pets/?page_size=7' });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    const blog = await ctx.app.inject({ method: 'GET', url: '/blog/api/posts/' });
    expect(blog.statusCode).toBe(200);
    expect(blog.headers['x-cache']).toBe('miss');

    const after = await scrape();
    expect(answers(after, 'catalogue', 'miss') - answers(before, 'catalogue', 'miss')).toBe(1);
    expect(answers(after, 'catalogue', 'hit') - answers(before, 'catalogue', 'hit')).toBe(1);
    expect(answers(after, 'blog', 'miss') - answers(before, 'blog', 'miss')).toBe(1);
    expect(answers(after, 'blog', 'hit') - answers(before, 'blog', 'hit')).toBe(0);
  });

  it("times the database's statements, counts those that fail, and shows its connections", async () => {
    const statements = (text: string) => valueOf(text, 'huella_db_query_duration_seconds_count');
    const failures = (text: string) => valueOf(text, 'huella_db_query_errors_total');
    const before = await scrape();
    await ctx.app.db.execute(sql`select count(*) from users`);
    await expect(ctx.app.db.execute(sql`select 1 / 0`)).rejects.toThrow();

    const after = await scrape();
    expect(statements(after) - statements(before)).toBeGreaterThanOrEqual(2);
    expect(failures(after) - failures(before)).toBe(1);
    expect(valueOf(after, 'huella_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    if (ctx.database.driver === 'postgres') {
      expect(valueOf(after, 'huella_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(after).toContain('# TYPE huella_db_pool_idle_connections gauge');
      expect(valueOf(after, 'huella_db_pool_waiting_requests')).toBe(0);
      expect(after).not.toContain('huella_db_pglite_pending');
    } else {
      expect(after).toContain('# TYPE huella_db_pglite_pending gauge');
      expect(valueOf(after, 'huella_db_pglite_pending')).toBe(0);
      expect(after).not.toContain('huella_db_pool_connections');
    }
  });

  it('shows a chat stream open while it is, and closed once its reader leaves', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const reader = await person(ctx.app);
    const open = async () => valueOf(await scrape(), 'huella_chat_streams_open');
    const before = await open();
    const stream = await openStream(ctx.app, reader.headers);
    await stream.ready();
    expect(await open()).toBe(before + 1);
    stream.close();
    await eventually(async () => (await open()) === before, 'the stream counted closed');
  });

  it('counts the mail sent', async () => {
    const sent = (text: string) => valueOf(text, 'huella_mail_messages_total', { outcome: 'sent' });
    const before = await scrape();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/contact/api/messages/',
      payload: {
        name: 'Carmen López',
        email: uniqueEmail('carmen'),
        subject: 'Quiero colaborar',
        message: 'Hola, me gustaría ser voluntaria los fines de semana.',
        website: '',
      },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const after = await scrape();
    // The message to the info mailbox and the receipt to the sender.
    expect(sent(after) - sent(before)).toBe(2);
    expect(valueOf(after, 'huella_mail_messages_total', { outcome: 'failed' })).toBe(0);
    expect(valueOf(after, 'huella_mail_sending')).toBe(0);
    expect(valueOf(after, 'huella_mail_queue', { state: 'pendiente' })).toBe(0);
    expect(valueOf(after, 'huella_mail_queue', { state: 'fallido' })).toBe(0);
  });

  it('counts the runs of periodic work by job (the login throttle sweep)', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/login/',
      payload: { email: user.email, password: 'no-es-la-contraseña' },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(401);
    const runs = (text: string, job: string) =>
      valueOf(text, 'huella_job_runs_total', { job, outcome: 'ok' });
    // Each sweep runs off the request's path, on the first attempt or hit this process sees.
    await eventually(async () => {
      const text = await scrape();
      return runs(text, 'login_throttle_sweep') === 1 && runs(text, 'rate_limit_sweep') === 1;
    }, 'the sweeps counted');
    const text = await scrape();
    expect(
      valueOf(text, 'huella_job_duration_seconds_count', { job: 'login_throttle_sweep' }),
    ).toBe(1);
    expect(valueOf(text, 'huella_job_runs_total', { outcome: 'failed' })).toBe(0);
  });

  it('counts payment webhooks by event type and outcome', async () => {
    const deliver = (body: string, headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/shop/api/webhooks/simulated/',
        payload: body,
        headers,
      });
    const event = createProviders(ctx.config).simulated.signedEvent('checkout.session.expired', {
      sessionId: 'cs_sim_de_ningun_pedido',
      orderId: 999_999_999,
      paymentStatus: 'unpaid',
      paymentId: null,
      email: null,
      shipping: null,
    });
    expect((await deliver(event.body, event.headers)).statusCode).toBe(200);
    expect((await deliver(event.body, event.headers)).statusCode).toBe(200);
    const tampered = await deliver(event.body.replace('"unpaid"', '"paid"'), event.headers);
    expect(tampered.statusCode).toBe(400);

    const text = await scrape();
    const calls = (type: string, outcome: string) =>
      valueOf(text, 'huella_payment_webhooks_total', { provider: 'simulated', type, outcome });
    expect(calls('checkout.session.expired', 'accepted')).toBe(1);
    expect(calls('checkout.session.expired', 'duplicate')).toBe(1);
    expect(calls('unknown', 'rejected')).toBe(1);
    expect(calls('checkout.session.expired', 'failed')).toBe(0);
  });
});

describe('a server error', () => {
  let app: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    app = await buildApp(testConfig({ METRICS_TOKEN: TOKEN }), { database: opened.database });
    // The database goes away (a failover, a restart): the next request cannot be answered.
    await opened.database.close();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('is counted as an error of its route', async () => {
    const response = await app.inject({ method: 'GET', url: '/pets/api/pets/1/' });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);

    const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: AUTHORIZED });
    expect(scraped.statusCode).toBe(200);
    const series = { method: 'GET', route: '/pets/api/pets/:id/' };
    expect(valueOf(scraped.body, 'huella_http_server_errors_total', series)).toBe(1);
    expect(
      valueOf(scraped.body, 'huella_http_requests_total', {
        ...series,
        status: String(response.statusCode),
      }),
    ).toBe(1);
    expect(
      valueOf(scraped.body, 'huella_http_request_duration_seconds_count', {
        ...series,
        status_class: '5xx',
      }),
    ).toBe(1);
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  let ctx: TestContext;
  let metricsPort: number;
  let listener: Awaited<ReturnType<typeof listenForMetrics>>;
  beforeAll(async () => {
    metricsPort = await freePort();
    ctx = await buildTestApp({ METRICS_PORT: String(metricsPort) });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    listener = await listenForMetrics(ctx.app, {
      host: ctx.config.metrics.host,
      port: metricsPort,
    });
  });
  afterAll(async () => {
    await listener.close();
    await ctx.close();
  });

  const mainUrl = () => {
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  };

  it('serves the figures there without a token, and not on the main port', async () => {
    expect(ctx.config.metrics.host).toBe('127.0.0.1');
    expect(listener.port).toBe(metricsPort);
    expect((await fetch(`${mainUrl()}/healthz`)).status).toBe(200);

    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(
      valueOf(text, 'huella_http_requests_total', {
        method: 'GET',
        route: '/healthz',
        status: '200',
      }),
    ).toBe(1);

    const onMain = await fetch(`${mainUrl()}/metrics`, { headers: AUTHORIZED });
    expect(onMain.status).toBe(404);
    expect(await onMain.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('answers nothing but GET /metrics', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/healthz'],
      ['POST', '/metrics'],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${metricsPort}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({
        error: commonMessages.errors.routeNotFound,
        code: 'route_not_found',
      });
    }
  });
});

describe('with neither METRICS_TOKEN nor METRICS_PORT', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('has no /metrics and counts nothing', async () => {
    expect(ctx.app.metrics.enabled).toBe(false);
    for (const headers of [{}, AUTHORIZED]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'route_not_found' });
    }
    await expect(listenForMetrics(ctx.app, { host: '127.0.0.1', port: 0 })).rejects.toThrow(
      'counts nothing',
    );
  });
});
