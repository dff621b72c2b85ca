/**
 * `npm run bench`: load-tests the production server against the ceiling for a
 * Node process, a bare `http` server returning the same bytes from memory.
 *
 * Builds if needed, starts the built server on a free loopback port with a
 * fresh data directory (migrated and seeded), then for each endpoint runs
 * autocannon against Huella and against the ceiling, and prints and saves
 * (bench/RESULTS.md) requests per second, p99 latency and the ratio.
 *
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10)
 * tune the run. With BENCH_DATABASE_URL the server runs on a fresh PostgreSQL
 * database created on that server (and dropped afterwards) instead of the
 * embedded PGlite, and the figures go to their own section. Everything stays
 * on 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startServer } from '../e2e/support/server';
import { writeResultsSection } from './results';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = 2;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;

interface Endpoint {
  name: string;
  /** `{id}` stands for the id of the first animal of the demo catalogue. */
  path: string;
  auth?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'GET /readyz (database round trip)', path: '/readyz' },
  { name: 'GET / (index.html)', path: '/' },
  { name: 'GET /users/api/users/me/ (JWT + database)', path: '/users/api/users/me/', auth: true },
  { name: 'GET /api/animals (first page, 30)', path: '/api/animals' },
  { name: 'GET /pets/api/pets (first page, 30)', path: '/pets/api/pets' },
  {
    name: 'GET /api/animals?q=tranquilo&category=dog',
    path: '/api/animals?q=tranquilo&category=dog',
  },
  { name: 'GET /api/animals/{id} (detail, view counted)', path: '/api/animals/{id}' },
];

interface Sample {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Captured {
  status: number;
  contentType: string;
  body: string;
}

async function load(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  } satisfies Sample;
}

async function measure(url: string, headers: Record<string, string>): Promise<Sample> {
  await load(url, headers, WARMUP);
  return load(url, headers, DURATION);
}

/** What the endpoint answers to a plain client (autocannon asks for no compression). */
async function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

/**
 * The ceiling runs in its own process, as Huella does, so it does not share an
 * event loop with the load generator.
 */
async function startCeiling(
  responses: Record<string, Captured>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const source = `
    import http from 'node:http';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const responses = JSON.parse(input);
    const ready = Object.fromEntries(Object.entries(responses).map(([p, r]) =>
      [p, { status: r.status, headers: { 'content-type': r.contentType }, body: Buffer.from(r.body, 'base64') }]));
    http.createServer((req, res) => {
      const r = ready[req.url];
      if (!r) { res.writeHead(404).end(); return; }
      res.writeHead(r.status, r.headers).end(r.body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));
  `;
  // The responses go through stdin: a page of animals is too long for an environment variable.
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin?.end(JSON.stringify(responses));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** autocannon's latency histogram counts whole milliseconds. */
const latency = (ms: number) => (ms < 1 ? '< 1 ms' : `${fmt(ms)} ms`);

/** A fresh, empty PostgreSQL database for the server, dropped afterwards. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `huella_bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const postgres = POSTGRES_URL ? await freshPostgres(POSTGRES_URL) : undefined;
  const server = await startServer({
    log: (line) => console.error(line),
    // Request logging would measure the log pipe, not the server.
    env: { LOG_LEVEL: 'warn', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  const database = postgres ? 'PostgreSQL on the same machine' : 'embedded PGlite';
  let ceiling: { url: string; child: ChildProcess } | undefined;
  try {
    const login = await fetch(`${server.url}/users/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'adoptante@huella.es', password: 'Huella2026' }),
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
    const { access } = (await login.json()) as { access: string };
    const headersFor = (endpoint: Endpoint): Record<string, string> =>
      endpoint.auth ? { authorization: `Bearer ${access}` } : {};
    const [animal] = (await (await fetch(`${server.url}/api/animals?page_size=1`)).json()) as {
      id: number;
    }[];
    if (!animal) throw new Error('the demo catalogue is empty');
    const endpoints = ENDPOINTS.map((endpoint) => ({
      ...endpoint,
      path: endpoint.path.replace('{id}', String(animal.id)),
    }));

    const captured: Record<string, Captured> = {};
    for (const endpoint of endpoints) {
      const answer = await capture(`${server.url}${endpoint.path}`, headersFor(endpoint));
      if (answer.status !== 200) throw new Error(`${endpoint.name} answered ${answer.status}`);
      captured[endpoint.path] = answer;
    }
    ceiling = await startCeiling(captured);

    const rows: string[] = [];
    for (const endpoint of endpoints) {
      console.error(`[bench] ${endpoint.name}…`);
      const huella = await measure(`${server.url}${endpoint.path}`, headersFor(endpoint));
      const bare = await measure(`${ceiling.url}${endpoint.path}`, {});
      if (huella.non2xx || huella.errors) {
        console.error(
          `[bench] ${endpoint.name}: ${huella.non2xx} non-2xx, ${huella.errors} errors`,
        );
      }
      const bytes = Buffer.from(captured[endpoint.path]!.body, 'base64').length;
      rows.push(
        `| ${endpoint.name} | ${fmt(bytes)} B | ${fmt(huella.requestsPerSecond)} | ${latency(huella.p99)} | ${fmt(bare.requestsPerSecond)} | ${latency(bare.p99)} | ${fmt((huella.requestsPerSecond / bare.requestsPerSecond) * 100)} % |`,
      );
    }

    const cpus = os.cpus();
    const table = [
      '| Endpoint | Body | Huella req/s | Huella p99 | Ceiling req/s | Ceiling p99 | Huella / ceiling |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
    console.log(table);

    const report = `## API throughput${postgres ? ' on PostgreSQL' : ''}

Latest run of \`npm run bench\` (${new Date().toISOString().slice(0, 10)}), on ${cpus.length} cores
(${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${os.platform()} ${os.arch()}.

Huella is the production build (\`node apps/api/dist/server.js\`, ${database}, demo data,
\`LOG_LEVEL=warn\`, rate limits off). The ceiling is a bare Node \`http\` server in its own
process answering the same status, content type and bytes from memory: the most a single Node
process can do for that response on this machine. autocannon runs ${CONNECTIONS} connections for
${DURATION} s per row after a ${WARMUP} s warm-up, over loopback, on the same machine as both
servers (so client and server share the cores). Requests are uncompressed. The 1-minute load
average was ${loadBefore.toFixed(2)} when the run started (other work on the machine skews results).

${table}

Reproduce: \`${postgres ? 'BENCH_DATABASE_URL=postgres://… ' : ''}npm run bench\` (or \`BENCH_DURATION=30 BENCH_CONNECTIONS=50 npm run bench\`).`;
    await writeResultsSection(postgres ? 'api-throughput-postgres' : 'api-throughput', report);
    console.error('[bench] wrote bench/RESULTS.md');
  } finally {
    ceiling?.child.kill();
    await server.stop();
    await postgres?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
