/**
 * `npm run bench`: load-tests the production server, on PostgreSQL and on
 * PGlite, with 1,000 and with 100,000 animals, against the ceiling for a Node
 * process: a bare `http` server returning the same bytes from memory.
 *
 * For each database and size: a fresh database (PostgreSQL: created on the
 * server of BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * and dropped afterwards; PGlite: a fresh data directory), migrated and seeded
 * with the demo data by a first start of the built server (in development, as
 * `npm start`, so the demo passwords are the README's), then filled with the
 * generated catalogue (bench/datasets.ts) while the server is stopped. The
 * server starts again (NODE_ENV=production, MAIL_OUTBOX=true, LOG_LEVEL=warn,
 * RATE_LIMIT_DISABLED=true so login can be loaded), and each endpoint runs
 * under autocannon, a warm-up then the measured run, followed by its ceiling
 * twin. Any non-2xx answer or socket error fails the run. The server's peak
 * resident memory is sampled from /proc. Results go to bench/RESULTS.md.
 *
 * Environment:
 *   BENCH_DURATION     seconds per measured run (default 10)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_SIZES        animals, comma-separated (default 1000,100000)
 *   BENCH_DATABASES    postgres,pglite (default both)
 *   BENCH_DATABASE_URL the PostgreSQL server to create the databases on
 */
import os from 'node:os';
import { startServer, type RunningServer } from '../e2e/support/server';
import { freshPglite, freshPostgres, type Dataset } from './datasets';
import {
  capture,
  load,
  serverPid,
  startCeiling,
  watchMemory,
  type Captured,
  type Ceiling,
  type Sample,
  type Target,
} from './load';
import { removeResultsSection, writeResultsSection } from './results';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 2;
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map((n) => Number(n.trim()));
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite')
  .split(',')
  .map((name) => name.trim()) as ('postgres' | 'pglite')[];
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Detail requests cycle through this many listed animals. */
const DETAIL_IDS = 200;
/** The same user agent for capture and load, so both are the same visitor. */
const USER_AGENT = 'huella-bench';
const LOGIN = { email: 'adoptante@huella.es', password: 'Huella2026' };
const MB = 1024 * 1024;

type Group = 'list' | 'search' | 'detail' | 'other' | 'login';

interface Endpoint {
  name: string;
  group: Group;
  target: Target;
}

interface Row {
  endpoint: Endpoint;
  bytes: number;
  huella: Sample;
  ceiling: Sample;
}

interface Run {
  database: string;
  kind: 'postgres' | 'pglite';
  size: number;
  /** Animals the catalogue lists (in adoption or pending, not expired, not withdrawn). */
  listed: number;
  rows: Row[];
  peakBytes: number;
  /** Resident memory once started, before any request. */
  idleBytes: number;
  /** Why the run stopped before the end. */
  failure?: string;
}

const get = (path: string, headers: Record<string, string> = {}): Target => ({
  method: 'GET',
  paths: [path],
  headers: { 'user-agent': USER_AGENT, ...headers },
});

function endpoints(access: string, detailIds: number[]): Endpoint[] {
  return [
    { name: 'GET /api/animals', group: 'list', target: get('/api/animals') },
    {
      name: 'GET /api/animals?location=madrid&category=dog',
      group: 'list',
      target: get('/api/animals?location=madrid&category=dog'),
    },
    {
      name: 'GET /api/animals?q=tranquilo',
      group: 'search',
      target: get('/api/animals?q=tranquilo'),
    },
    {
      name: `GET /api/animals/{id} (${detailIds.length} ids)`,
      group: 'detail',
      target: { ...get(''), paths: detailIds.map((id) => `/api/animals/${id}`) },
    },
    { name: 'GET /pets/api/pets', group: 'list', target: get('/pets/api/pets') },
    {
      name: 'GET /users/api/users/me/ (signed in)',
      group: 'other',
      target: get('/users/api/users/me/', { authorization: `Bearer ${access}` }),
    },
    {
      name: 'POST /users/api/login/ (argon2)',
      group: 'login',
      target: {
        method: 'POST',
        paths: ['/users/api/login/'],
        headers: { 'user-agent': USER_AGENT, 'content-type': 'application/json' },
        body: JSON.stringify(LOGIN),
      },
    },
  ];
}

/**
 * A non-2xx answer means the figures measure an error page: the run stops.
 * Errors (autocannon's 10 s timeouts, broken sockets) are figures: they are
 * counted in the table and make the run exit non-zero at the end.
 */
function check(name: string, where: string, sample: Sample): Sample {
  if (sample.non2xx > 0) {
    throw new Error(
      `${name} on ${where}: ${sample.non2xx} non-2xx answers in ${sample.requests} requests`,
    );
  }
  if (sample.errors > 0) {
    console.error(`[bench] ${name} on ${where}: ${sample.errors} errors (timeouts included)`);
  }
  return sample;
}

async function measure(name: string, where: string, url: string, target: Target) {
  check(name, `${where} (warm-up)`, await load(url, target, CONNECTIONS, WARMUP));
  return check(name, where, await load(url, target, CONNECTIONS, DURATION));
}

/** Spreads `count` picks evenly over `ids`. */
const spread = (ids: number[], count: number) =>
  Array.from({ length: Math.min(count, ids.length) }, (_, i) =>
    Math.floor((i * ids.length) / Math.min(count, ids.length)),
  ).map((i) => ids[i]!);

/** Measures one database at one size, filling `run` as it goes (kept if it fails midway). */
async function benchOne(run: Run): Promise<void> {
  const { kind, size } = run;
  const dataset: Dataset =
    kind === 'postgres' ? await freshPostgres(POSTGRES_URL, String(size)) : freshPglite();
  const log = (line: string) => console.error(line);
  const env = {
    NODE_ENV: 'production',
    // Request logging would measure the log pipe, not the server.
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'true',
    // The bench sends no mail worth sending; production needs it said explicitly.
    MAIL_OUTBOX: 'true',
    DATA_DIR: dataset.dataDir,
    ...(dataset.databaseUrl ? { DATABASE_URL: dataset.databaseUrl } : {}),
  };
  let server: RunningServer | undefined;
  let ceiling: Ceiling | undefined;
  let memory: ReturnType<typeof watchMemory> | undefined;
  run.database = dataset.name;
  try {
    const tag = `[bench] ${dataset.name}, ${size.toLocaleString('en-US')} animals`;
    console.error(`${tag}: migrating and seeding the demo…`);
    // Seeded as `npm start` does, so that the demo adopter has the README's password to log in
    // with (a production seed would give it a generated one).
    await (
      await startServer({ log, env: { ...env, NODE_ENV: 'development', SEED_DEMO_DATA: 'true' } })
    ).stop();
    const started = Date.now();
    const { listedIds } = await dataset.fill(size);
    run.listed = listedIds.length;
    console.error(
      `${tag}: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s (${listedIds.length.toLocaleString('en-US')} listed); starting the server…`,
    );
    server = await startServer({ log, env });
    memory = watchMemory(serverPid(server.port));
    run.idleBytes = memory.current();

    const login = await fetch(`${server.url}/users/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
    const { access } = (await login.json()) as { access: string };
    const list = endpoints(access, spread(listedIds, DETAIL_IDS));

    // Capturing a detail counts this visitor's view of it for the day, so the
    // load measures what most requests do: the view already counted.
    const captured: Record<string, Captured> = {};
    for (const endpoint of list) {
      for (const path of endpoint.target.paths) {
        const answer = await capture(server.url, endpoint.target, path);
        if (answer.status !== 200) throw new Error(`${endpoint.name} ${path}: ${answer.status}`);
        captured[path] = answer;
      }
    }
    ceiling = await startCeiling(captured);

    for (const endpoint of list) {
      console.error(`${tag}: ${endpoint.name}…`);
      const huella = await measure(endpoint.name, 'Huella', server.url, endpoint.target);
      const bare = await measure(endpoint.name, 'the ceiling', ceiling.url, endpoint.target);
      const bytes = Buffer.from(captured[endpoint.target.paths[0]!]!.body, 'base64').length;
      run.rows.push({ endpoint, bytes, huella, ceiling: bare });
      console.error(
        `${tag}: ${endpoint.name}: ${fmt(huella.requestsPerSecond)} req/s, p99 ${ms(huella.p99)}; ceiling ${fmt(bare.requestsPerSecond)} req/s`,
      );
    }
  } finally {
    if (memory) run.peakBytes = memory.stop();
    ceiling?.stop();
    await server?.stop();
    await dataset.remove();
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** autocannon's latencies, as it reports them. */
const ms = (value: number) => `${fmt(value, Number.isInteger(value) ? 0 : 2)} ms`;
const ratio = (row: Row) => row.huella.requestsPerSecond / row.ceiling.requestsPerSecond;

function runTable(run: Run): string {
  return [
    `### ${run.database}, ${run.size.toLocaleString('en-US')} animals`,
    '',
    `${run.listed.toLocaleString('en-US')} animals listed (the generated catalogue plus the demo's, less the adopted, expired and withdrawn). Resident memory of the API process: ${fmt(run.idleBytes / MB)} MB once started, **${fmt(run.peakBytes / MB)} MB** at its peak.`,
    ...(run.failure ? ['', `**The run stopped here:** ${run.failure}`] : []),
    '',
    '| Endpoint | Body | Huella req/s | p50 | p99 | Ceiling req/s | Ceiling p50 | Ceiling p99 | Huella / ceiling | Requests | Errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...run.rows.map(
      (row) =>
        `| ${row.endpoint.name} | ${fmt(row.bytes)} B | ${fmt(row.huella.requestsPerSecond)} | ${ms(row.huella.p50)} | ${ms(row.huella.p99)} | ${fmt(row.ceiling.requestsPerSecond)} | ${ms(row.ceiling.p50)} | ${ms(row.ceiling.p99)} | ${fmt(ratio(row), 3)} | ${fmt(row.huella.requests)} | ${row.huella.errors ? `**${fmt(row.huella.errors)}**` : '0'} |`,
    ),
  ].join('\n');
}

function growthTable(runs: Run[]): string | undefined {
  const small = Math.min(...SIZES);
  const large = Math.max(...SIZES);
  if (small === large) return undefined;
  const lines: string[] = [];
  for (const kind of DATABASES) {
    const a = runs.find((run) => run.kind === kind && run.size === small);
    const b = runs.find((run) => run.kind === kind && run.size === large);
    if (!a || !b) continue;
    for (const row of b.rows) {
      const before = a.rows.find((r) => r.endpoint.name === row.endpoint.name);
      if (!before) continue;
      lines.push(
        `| ${b.database} | ${row.endpoint.name} | ${ms(before.huella.p99)} | ${ms(row.huella.p99)} | ${fmt(row.huella.p99 / before.huella.p99, 2)} | ${fmt(row.huella.requestsPerSecond / before.huella.requestsPerSecond, 2)} |`,
      );
    }
    lines.push(
      `| ${b.database} | Peak memory | ${fmt(a.peakBytes / MB)} MB | ${fmt(b.peakBytes / MB)} MB | ${fmt(b.peakBytes / a.peakBytes, 2)} | |`,
    );
  }
  if (lines.length === 0) return undefined;
  return [
    `### Growth from ${small.toLocaleString('en-US')} to ${large.toLocaleString('en-US')} animals`,
    '',
    `| Database | Endpoint | p99 at ${small.toLocaleString('en-US')} | p99 at ${large.toLocaleString('en-US')} | p99 growth | req/s at ${large.toLocaleString('en-US')} ÷ at ${small.toLocaleString('en-US')} |`,
    '|---|---|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

function targetsTable(runs: Run[]): string {
  const large = runs.find((run) => run.kind === 'postgres' && run.size === 100_000);
  const small = runs.find((run) => run.kind === 'postgres' && run.size === 1_000);
  const lines: string[] = [];
  const mark = (met: boolean) => (met ? 'met' : '**not met**');
  const add = (target: string, measured: string | undefined, met: boolean | undefined) =>
    lines.push(
      `| ${target} | ${measured ?? 'not measured'} | ${met === undefined ? 'not measured' : mark(met)} |`,
    );
  const rowsOf = (group: Group) =>
    (large?.rows ?? []).filter((row) => row.endpoint.group === group);
  for (const group of ['list', 'search'] as const) {
    for (const row of rowsOf(group)) {
      add(
        `${row.endpoint.name}: ≥ 0.5 of the ceiling's req/s`,
        fmt(ratio(row), 3),
        ratio(row) >= 0.5,
      );
      add(`${row.endpoint.name}: p99 < 25 ms`, ms(row.huella.p99), row.huella.p99 < 25);
    }
  }
  for (const row of rowsOf('detail')) {
    add(
      `${row.endpoint.name}: ≥ 0.6 of the ceiling's req/s`,
      fmt(ratio(row), 3),
      ratio(row) >= 0.6,
    );
  }
  for (const row of (large?.rows ?? []).filter((r) =>
    ['list', 'search', 'detail'].includes(r.endpoint.group),
  )) {
    const before = small?.rows.find((r) => r.endpoint.name === row.endpoint.name);
    const growth = before ? row.huella.p99 / before.huella.p99 : undefined;
    add(
      `${row.endpoint.name}: p99 at 100,000 ≤ 1.5 × p99 at 1,000`,
      growth === undefined
        ? undefined
        : `${fmt(growth, 2)} (${ms(before!.huella.p99)} → ${ms(row.huella.p99)})`,
      growth === undefined ? undefined : growth <= 1.5,
    );
  }
  add(
    'Peak memory of the API process < 300 MB',
    large ? `${fmt(large.peakBytes / MB)} MB` : undefined,
    large ? large.peakBytes < 300 * MB : undefined,
  );
  return [
    '### Targets (PostgreSQL, 100,000 animals)',
    '',
    '| Target | Measured | |',
    '|---|---:|---|',
    ...lines,
    '',
    'Login has no target: argon2 is deliberately slow (its row shows what one process can hash).',
  ].join('\n');
}

/** The command that reproduces this run (without the database's address). */
function command(): string {
  const vars = [
    'BENCH_DURATION',
    'BENCH_CONNECTIONS',
    'BENCH_SIZES',
    'BENCH_DATABASES',
    'BENCH_DATABASE_URL',
  ]
    .filter((name) => process.env[name] !== undefined)
    .map((name) =>
      name === 'BENCH_DATABASE_URL' ? `${name}=postgres://…` : `${name}=${process.env[name]}`,
    );
  return [...vars, 'npm run bench'].join(' ');
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const started = new Date();
  const runs: Run[] = [];
  const planned = DATABASES.length * SIZES.length;
  for (const kind of DATABASES) {
    if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`BENCH_DATABASES: ${kind}?`);
    for (const size of SIZES) {
      const run: Run = {
        database: kind,
        kind,
        size,
        listed: 0,
        rows: [],
        peakBytes: 0,
        idleBytes: 0,
      };
      runs.push(run);
      try {
        await benchOne(run);
      } catch (error) {
        console.error(error);
        run.failure = error instanceof Error ? error.message : String(error);
      }
      // Written after each database and size, so a run cut short keeps its figures.
      await report(runs, { loadBefore, started, complete: runs.length === planned });
    }
  }
  const failed = runs.some((run) => run.failure || run.rows.some((row) => row.huella.errors > 0));
  if (failed) {
    console.error('[bench] some requests failed or timed out: see bench/RESULTS.md');
    process.exitCode = 1;
  }
}

async function report(
  runs: Run[],
  { loadBefore, started, complete }: { loadBefore: number; started: Date; complete: boolean },
) {
  const cpus = os.cpus();
  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(0);
  const partial = [
    DURATION < 10 || CONNECTIONS !== 50
      ? `**A shortened run** (${DURATION} s per measurement, ${CONNECTIONS} connections), not the full benchmark: read it as indicative.`
      : '',
    complete ? '' : '**Incomplete:** the run was still going (or was stopped) after these tables.',
  ]
    .filter(Boolean)
    .map((line) => `\n\n${line}`)
    .join('');
  const markdown = `## API under load

Latest run of \`${command()}\` (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} min), on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${fmt(os.totalmem() / 1024 ** 3, 1)} GB of memory, Node ${process.version}, ${os.platform()} ${os.arch()}. The 1-minute load average was ${loadBefore.toFixed(2)} when the run started (other work on the machine skews results).${partial}

Huella is the production build (\`node apps/api/dist/server.js\`, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, rate limits off) on a fresh database: the demo data, then the generated catalogue of \`npm run bench:catalogue\` (150 verified shelters in 15 cities, all kinds, adopted, pending, expired and withdrawn announcements, 0–3 photos rows each), then VACUUM ANALYZE; the server is restarted before the load. The ceiling is a bare Node \`http\` server in its own process answering the same status, content type and bytes from memory: the most a single Node process can do for that response on this machine. autocannon runs ${CONNECTIONS} connections for ${DURATION} s per row after a ${WARMUP} s warm-up, over loopback, on the same machine as both servers (client, servers and PostgreSQL share the cores). Requests are uncompressed; latencies are autocannon's (whole milliseconds). A non-2xx answer stops the run; requests without an answer after autocannon's 10 s timeout, or on a broken socket, are counted under "Errors" (in bold when there are any) and make the run exit non-zero.

The detail cycles through ${DETAIL_IDS} listed animals spread over the catalogue; each was fetched once before the load by the same visitor (same address and user agent), so its view was already counted for the day and the load measures the common case: a page view that adds no count (one \`INSERT … ON CONFLICT DO NOTHING\`). Its body size is the first animal's. Login signs in the demo adopter (argon2 verification and a refresh token written each time); its ceiling twin answers the same bytes. Peak memory is the API process's resident set (VmHWM, sampled every 200 ms from start-up to the end of its load); on PGlite it includes the database, on PostgreSQL the database server is a separate process and not counted.

${runs.map(runTable).join('\n\n')}

${growthTable(runs) ?? ''}

${targetsTable(runs)}

Reproduce: \`npm run bench\` (\`BENCH_DURATION\`, \`BENCH_CONNECTIONS\`, \`BENCH_SIZES=1000,100000\`, \`BENCH_DATABASES=postgres,pglite\`, \`BENCH_DATABASE_URL=postgres://…\`).`;
  if (complete) console.log(markdown);
  await writeResultsSection('api-throughput', markdown);
  // The previous script's PostgreSQL section: its figures now live in the section above.
  await removeResultsSection('api-throughput-postgres');
  console.error('[bench] wrote bench/RESULTS.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
