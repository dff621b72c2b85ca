/**
 * `npm run bench`: load-tests the production server, on PostgreSQL and on
 * PGlite, with 100,000 animals, under workloads that look like real traffic
 * (bench/workloads.ts): the fixed guest endpoints (the cached case), a long
 * tail of guests' filters, pages and words, signed-in adopters, a shelter
 * member's lists, writes, and the blog and shop. Each row is measured beside
 * the ceiling for a Node process (a bare `http` server returning the same
 * bytes per path from memory) and, for the reads no cache may answer, on
 * PostgreSQL, beside the same-SQL peer (bench/peer.ts).
 *
 * For each database: a fresh database (PostgreSQL: created on the server of
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, and
 * dropped afterwards; PGlite: a fresh data directory), migrated and seeded
 * with the demo data by a first start of the built server (in development, as
 * `npm start`, so the demo passwords are the README's), then filled with the
 * generated catalogue and the bench's accounts (bench/datasets.ts) while the
 * server is stopped; one filled database serves every workload. For each
 * workload the server starts (NODE_ENV=production, MAIL_OUTBOX=true,
 * LOG_LEVEL=warn, RATE_LIMIT_DISABLED=true so login and writes can be loaded),
 * its rows' answers are captured, the server restarts (capturing warmed its
 * cache), and each row runs under autocannon, a warm-up then the measured run;
 * then the ceiling and the peer. Any non-2xx answer fails the run. The
 * server's peak resident memory is sampled from /proc. Results go to
 * bench/RESULTS.md.
 *
 * Environment:
 *   BENCH_DURATION     seconds per measured run (default 10)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_SIZES        animals, comma-separated (default 100000; 1000,100000 adds the growth table)
 *   BENCH_DATABASES    postgres,pglite (default both)
 *   BENCH_WORKLOADS    fixed,longtail,signed-in,member,writes,blog-shop (default all)
 *   BENCH_PROFILE      true: a CPU profile of the server per workload, summarised in RESULTS.md
 *   BENCH_KEEP_PROFILES true: keep those profiles (their folder is printed)
 *   BENCH_DATABASE_URL the PostgreSQL server to create the databases on
 *   BENCH_PEER_POOL    the peer's pool (default 10, Huella's)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/support/server';
import {
  freshPglite,
  freshPostgres,
  MEMBER_EMAIL,
  PASSWORD,
  type Dataset,
  type Fixture,
} from './datasets';
import {
  capture,
  countCpu,
  load,
  serverPid,
  startCeiling,
  watchMemory,
  type Captured,
  type Cursor,
  type Sample,
  type Target,
} from './load';
import {
  benchJwtSecret,
  openStatementCapture,
  startPeer,
  type Statement,
  type StatementCapture,
} from './peer';
import { summariseDirectory, type ProfileSummary } from './profile';
import { removeResultsSection, writeResultsSection } from './results';
import {
  inTurn,
  WORKLOAD_NAMES,
  WORKLOAD_TITLES,
  WORKLOADS,
  type RowKind,
  type RowPlan,
  type WorkloadName,
} from './workloads';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 2;
const SIZES = (process.env.BENCH_SIZES ?? '100000').split(',').map((n) => Number(n.trim()));
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite')
  .split(',')
  .map((name) => name.trim()) as ('postgres' | 'pglite')[];
const SELECTED = (process.env.BENCH_WORKLOADS ?? WORKLOAD_NAMES.join(','))
  .split(',')
  .map((name) => name.trim()) as WorkloadName[];
const PROFILE = process.env.BENCH_PROFILE === 'true';
const KEEP_PROFILES = process.env.BENCH_KEEP_PROFILES === 'true';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The same user agent for capture and load, so both are the same visitor. */
const USER_AGENT = 'huella-bench';
/** Tokens are signed in again once this old (access tokens live 15 minutes). */
const TOKEN_MAX_AGE_MS = 10 * 60 * 1000;
const MB = 1024 * 1024;

interface Row {
  workload: WorkloadName;
  plan: RowPlan;
  bytes: number;
  huella: Sample;
  ceiling?: Sample;
  peer?: Sample;
  /** Statements per request Huella sent (captured for the peer), on average over the row's paths. */
  statements?: number;
  /** Writes on PostgreSQL: mail still queued when the row's load ended, and how long it took to go. */
  mailBacklog?: { queued: number; drainedMs: number };
}

interface PgStats {
  xactCommit: number;
  blksHit: number;
  blksRead: number;
  tupReturned: number;
  tupFetched: number;
}

interface WorkloadRun {
  name: WorkloadName;
  peakBytes: number;
  profile?: ProfileSummary;
  /** pg_stat_database deltas over the workload's Huella loads (PostgreSQL). */
  pgStats?: PgStats & { requests: number };
  /** pg_stat_statements' top statements, when the extension is there. */
  topStatements?: { query: string; calls: number; totalMs: number; meanMs: number }[];
  /** Example statements per row (the first path's), when not from pg_stat_statements. */
  examples?: { row: string; statements: Statement[] }[];
  failure?: string;
}

interface Run {
  database: string;
  kind: 'postgres' | 'pglite';
  size: number;
  listed: number;
  rows: Row[];
  workloads: WorkloadRun[];
  peakBytes: number;
  idleBytes: number;
  failure?: string;
}

/**
 * A non-2xx answer means the figures measure an error page: the run stops.
 * Errors (autocannon's 10 s timeouts, broken sockets) are figures: they are
 * counted in the table and make the run exit non-zero at the end.
 */
function check(name: string, where: string, sample: Sample): Sample {
  if (sample.non2xx > 0) {
    throw new Error(
      `${name} on ${where}: ${sample.non2xx} non-2xx answers in ${sample.requests} requests ` +
        `(${Object.entries(sample.refusals)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ')}; the first said ${JSON.stringify(sample.firstRefusal ?? '')})`,
    );
  }
  if (sample.errors > 0) {
    console.error(`[bench] ${name} on ${where}: ${sample.errors} errors (timeouts included)`);
  }
  return sample;
}

/** `apiPid`: the server measured, whose CPU per request (and PostgreSQL's, and the load's) is counted. */
async function measure(name: string, where: string, url: string, target: Target, apiPid?: number) {
  // One cursor for the warm-up and the run: writes meant once are never sent twice.
  const cursor: Cursor = { next: 0 };
  check(name, `${where} (warm-up)`, await load(url, target, CONNECTIONS, WARMUP, cursor));
  const cpu = apiPid === undefined ? undefined : countCpu(apiPid);
  const sample = check(name, where, await load(url, target, CONNECTIONS, DURATION, cursor));
  if (cpu) sample.cpu = cpu.stop(sample.requests);
  return sample;
}

const targetOf = (plan: RowPlan): Target => ({
  requests: plan.requests,
  headers: { 'user-agent': USER_AGENT },
});

/** Waits for the server's mail worker to send every queued mail (at most two minutes). */
async function drainMail(client: pg.Client): Promise<{ queued: number; drainedMs: number }> {
  const pending = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          "select count(*) as n from mail_jobs where state = 'pendiente'",
        )
      ).rows[0]!.n,
    );
  const started = Date.now();
  const queued = await pending();
  let left = queued;
  while (left > 0 && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await pending();
  }
  if (left > 0) throw new Error(`${left} mails still queued two minutes after the row`);
  return { queued, drainedMs: Date.now() - started };
}

async function pgStats(client: pg.Client): Promise<PgStats> {
  const { rows } = await client.query<Record<string, string>>(
    `select xact_commit, blks_hit, blks_read, tup_returned, tup_fetched
       from pg_stat_database where datname = current_database()`,
  );
  const r = rows[0]!;
  return {
    xactCommit: Number(r.xact_commit),
    blksHit: Number(r.blks_hit),
    blksRead: Number(r.blks_read),
    tupReturned: Number(r.tup_returned),
    tupFetched: Number(r.tup_fetched),
  };
}

/** pg_stat_statements, if the server preloads it: created in the bench database and reset. */
async function statementStatistics(client: pg.Client): Promise<boolean> {
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
    return true;
  } catch {
    return false;
  }
}

/** Signs accounts in through the server, a few at a time; kept for TOKEN_MAX_AGE_MS. */
function tokenSource(fixture: Fixture, url: () => string) {
  let adopters: { at: number; tokens: Promise<string[]> } | undefined;
  let member: { at: number; token: Promise<string> } | undefined;
  const login = async (email: string) => {
    const response = await fetch(`${url()}/users/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`login of ${email}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { access: string }).access;
  };
  const fresh = (at: number | undefined) => at !== undefined && Date.now() - at < TOKEN_MAX_AGE_MS;
  return {
    adopterTokens() {
      if (!fresh(adopters?.at)) {
        adopters = {
          at: Date.now(),
          tokens: inTurn(fixture.adopters, 4, (adopter) => login(adopter.email)),
        };
      }
      return adopters!.tokens;
    },
    memberToken() {
      if (!fresh(member?.at)) member = { at: Date.now(), token: login(MEMBER_EMAIL) };
      return member!.token;
    },
  };
}

/** Measures one database at one size, filling `run` as it goes (kept if it fails midway). */
async function benchOne(run: Run): Promise<void> {
  const { kind, size } = run;
  const dataset: Dataset =
    kind === 'postgres' ? await freshPostgres(POSTGRES_URL, String(size)) : freshPglite();
  const log = (line: string) => console.error(line);
  const jwtSecret = benchJwtSecret();
  const env = {
    NODE_ENV: 'production',
    // Request logging would measure the log pipe, not the server.
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'true',
    // The bench sends no mail worth sending; production needs it said explicitly.
    MAIL_OUTBOX: 'true',
    // Production's pace, not the E2E server's (e2e/support/server.ts).
    SAVED_SEARCH_ALERTS_EVERY_MS: '60000',
    DATA_DIR: dataset.dataDir,
    // The same across restarts and for the peer's capturing app: tokens stay valid.
    JWT_SECRET: jwtSecret,
    ...(dataset.databaseUrl ? { DATABASE_URL: dataset.databaseUrl } : {}),
  };
  let server: RunningServer | undefined;
  let openCapture: (() => Promise<StatementCapture>) | undefined;
  let stats: pg.Client | undefined;
  const stoppers: (() => void)[] = [];
  run.database = dataset.name;
  const tag = `[bench] ${dataset.name}, ${size.toLocaleString('en-US')} animals`;
  try {
    console.error(`${tag}: migrating and seeding the demo…`);
    // Seeded as `npm start` does, so that the demo accounts have the README's password to log in
    // with (a production seed would give them generated ones).
    await (
      await startServer({ log, env: { ...env, NODE_ENV: 'development', SEED_DEMO_DATA: 'true' } })
    ).stop();
    const started = Date.now();
    const fixture = await dataset.fill(size);
    run.listed = fixture.listedIds.length;
    console.error(
      `${tag}: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s (${fixture.listedIds.length.toLocaleString('en-US')} listed)`,
    );
    if (dataset.databaseUrl) {
      stats = new pg.Client({ connectionString: dataset.databaseUrl });
      await stats.connect();
      const databaseUrl = dataset.databaseUrl;
      openCapture = () =>
        openStatementCapture({ databaseUrl, jwtSecret, dataDir: dataset.dataDir });
    }
    const withStatements = stats ? await statementStatistics(stats) : false;
    const tokens = tokenSource(fixture, () => server!.url);

    for (const name of SELECTED) {
      if (!WORKLOADS[name]) throw new Error(`BENCH_WORKLOADS: ${name}?`);
      const workload: WorkloadRun = { name, peakBytes: 0 };
      run.workloads.push(workload);
      const profileDir = PROFILE ? mkdtempSync(path.join(os.tmpdir(), 'huella-bench-prof-')) : '';
      try {
        console.error(`${tag}: ${name}: capturing…`);
        server = await startServer({ log, env });
        const plans = await WORKLOADS[name]({ url: server.url, fixture, ...tokens });
        const captured: Record<string, Captured> = {};
        for (const plan of plans) {
          await inTurn(plan.prime, plan.kind === 'mix' ? 4 : 1, async (request) => {
            const answer = await capture(server!.url, targetOf(plan), request);
            if (answer.status < 200 || answer.status >= 300) {
              throw new Error(`${plan.name} ${request.method} ${request.path}: ${answer.status}`);
            }
            captured[request.path] ??= answer;
          });
        }
        const peerStatements: Record<string, Statement[]> = {};
        const perRequest = new Map<RowPlan, number>();
        const peerPlans = plans.filter((p) => p.peer);
        if (openCapture && peerPlans.length > 0) {
          // Closed before the load: its mail worker and listeners would otherwise
          // take a share of the server's work (the mail the writes queue) in this process.
          const statements = await openCapture();
          try {
            for (const plan of peerPlans) {
              const found = await statements.capture(plan.cold ? plan.prime : plan.requests, {
                warm: !plan.cold,
                headers: { 'user-agent': USER_AGENT },
              });
              Object.assign(peerStatements, found);
              const counts = Object.values(found).map((list) => list.length);
              perRequest.set(plan, counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length));
              if (!withStatements) {
                (workload.examples ??= []).push({
                  row: plan.name,
                  statements: Object.values(found)[0] ?? [],
                });
              }
            }
          } finally {
            await statements.close();
          }
        }
        // Capturing warmed the cache: the load starts from a fresh server, as such traffic finds it.
        await server.stop();
        server = await startServer({
          log,
          env,
          ...(PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
        });
        const apiPid = serverPid(server.port);
        const memory = watchMemory(apiPid);
        if (!run.idleBytes) run.idleBytes = memory.current();
        if (withStatements) await stats!.query('select pg_stat_statements_reset()');
        const before = stats ? await pgStats(stats) : undefined;
        let requests = 0;
        const rows: Row[] = [];
        try {
          for (const plan of plans) {
            console.error(`${tag}: ${name}: ${plan.name}…`);
            const huella = await measure(plan.name, 'Huella', server.url, targetOf(plan), apiPid);
            requests += huella.requests;
            const bytes = Buffer.from(captured[plan.requests[0]!.path]!.body, 'base64').length;
            const row: Row = { workload: name, plan, bytes, huella };
            if (perRequest.has(plan)) row.statements = perRequest.get(plan);
            // The mail a row queued is sent before the next row starts: each row pays for its own.
            if (plan.kind === 'write' && stats) row.mailBacklog = await drainMail(stats);
            rows.push(row);
            run.rows.push(row);
            console.error(
              `${tag}: ${plan.name}: ${fmt(huella.requestsPerSecond)} req/s, p99 ${ms(huella.p99)}, max ${ms(huella.max)}`,
            );
          }
        } finally {
          workload.peakBytes = memory.stop();
          run.peakBytes = Math.max(run.peakBytes, workload.peakBytes);
        }
        if (stats && before) {
          const after = await pgStats(stats);
          workload.pgStats = {
            xactCommit: after.xactCommit - before.xactCommit,
            blksHit: after.blksHit - before.blksHit,
            blksRead: after.blksRead - before.blksRead,
            tupReturned: after.tupReturned - before.tupReturned,
            tupFetched: after.tupFetched - before.tupFetched,
            requests,
          };
        }
        if (withStatements) {
          const { rows: top } = await stats!.query<{
            query: string;
            calls: string;
            total: number;
            mean: number;
          }>(
            `select query, calls, total_exec_time as total, mean_exec_time as mean
               from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
               order by total_exec_time desc limit 8`,
          );
          workload.topStatements = top.map((t) => ({
            query: t.query,
            calls: Number(t.calls),
            totalMs: Number(t.total),
            meanMs: Number(t.mean),
          }));
        }
        // Stopped before the other servers run: its profile then counts its own load only.
        await server.stop();
        server = undefined;
        if (PROFILE) workload.profile = summariseDirectory(profileDir);

        const ceiling = await startCeiling(captured);
        stoppers.push(ceiling.stop);
        const peer = Object.keys(peerStatements).length
          ? await startPeer(dataset.databaseUrl!, peerStatements)
          : undefined;
        if (peer) stoppers.push(peer.stop);
        for (const row of rows) {
          row.ceiling = await measure(
            row.plan.name,
            'the ceiling',
            ceiling.url,
            targetOf(row.plan),
          );
          if (peer && row.plan.peer) {
            row.peer = await measure(row.plan.name, 'the peer', peer.url, targetOf(row.plan));
          }
          console.error(
            `${tag}: ${row.plan.name}: ceiling ${fmt(row.ceiling.requestsPerSecond)} req/s${row.peer ? `, peer ${fmt(row.peer.requestsPerSecond)} req/s` : ''}`,
          );
        }
        ceiling.stop();
        peer?.stop();
      } catch (error) {
        // A workload that fails leaves the others to run; the failure is in the report.
        console.error(error);
        workload.failure = error instanceof Error ? error.message : String(error);
        await server?.stop();
        server = undefined;
      } finally {
        // BENCH_KEEP_PROFILES=true leaves the .cpuprofile files for a closer look (DevTools, speedscope).
        if (profileDir && !KEEP_PROFILES) rmSync(profileDir, { recursive: true, force: true });
        else if (profileDir) console.error(`${tag}: ${name}: CPU profiles kept in ${profileDir}`);
      }
    }
  } finally {
    for (const stop of stoppers) stop();
    await server?.stop();
    await stats?.end();
    await dataset.remove();
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** autocannon's latencies, as it reports them. */
const ms = (value: number) => `${fmt(value, Number.isInteger(value) ? 0 : 2)} ms`;
const pct = (share: number) => `${fmt(share * 100, 1)} %`;
const ceilingRatio = (row: Row) =>
  row.ceiling ? row.huella.requestsPerSecond / row.ceiling.requestsPerSecond : undefined;
const peerRatio = (row: Row) =>
  row.peer ? row.huella.requestsPerSecond / row.peer.requestsPerSecond : undefined;
const hitRate = (sample: Sample) => {
  const answered = sample.cacheHits + sample.cacheMisses;
  return answered ? pct(sample.cacheHits / answered) : 'n/a';
};
const orDash = (value: number | undefined, digits = 3) =>
  value === undefined ? '–' : fmt(value, digits);

const HOW_TO_READ: Record<WorkloadName, string> = {
  fixed:
    'The same few guest requests again and again: the catalogue cache answers them (the detail cycles through 200 animals, each viewed once before, so no new view is counted; `me` is one account; login verifies argon2 and writes a refresh token each time).',
  longtail:
    'Distinct guest requests over both lists (filters, pages within each combination’s real total, Spanish words from the descriptions and a few that find nothing), drawn with weight 1/rank in a fixed random order: the cache hit rate is the one such traffic gives a server restarted after the capture. The peer replays, for each path, the statements Huella sent for its first (cold) answer: the peer is what every request would cost as a miss.',
  'signed-in':
    'The 100 bench adopters take turns (each request with the next account’s token): three list paths, an animal’s page (each pair of account and animal viewed once before), and `me`. The guest row loads the same three list paths without a token: the adopter’s list should be as fast.',
  member:
    'The demo member `refugio@huella.es`, made a member of the five biggest bench shelters: its Anuncios pages and tabs, their counters, and the public list as a member sees it (with chip numbers, so never from the guests’ cache).',
  writes:
    'Each request from the next adopter: favourites added and removed, adoption requests (one per account and animal, never the same pair twice), chat messages in each account’s conversation, reports. The ceiling answers the same bytes, as for reads; the target is the latency and no error.',
  'blog-shop':
    'Guests on the blog and the shop: the API endpoints and the HTML pages as the server answers them.',
};

function workloadTable(run: Run, workload: WorkloadRun): string {
  const rows = run.rows.filter((row) => row.workload === workload.name);
  const withPeer = rows.some((row) => row.peer);
  const header = [
    'Row',
    'Body',
    'Huella req/s',
    'p50',
    'p99',
    'max',
    'Ceiling req/s',
    'Huella ÷ ceiling',
    ...(withPeer ? ['Peer req/s', 'Peer p99', 'Huella ÷ peer', 'Statements / request'] : []),
    'Cache hits',
    'Requests',
    'Errors',
  ];
  const lines = rows.map((row) =>
    [
      row.plan.name,
      `${fmt(row.bytes)} B`,
      fmt(row.huella.requestsPerSecond),
      ms(row.huella.p50),
      ms(row.huella.p99),
      ms(row.huella.max),
      row.ceiling ? fmt(row.ceiling.requestsPerSecond) : '–',
      orDash(ceilingRatio(row)),
      ...(withPeer
        ? [
            row.peer ? fmt(row.peer.requestsPerSecond) : '–',
            row.peer ? ms(row.peer.p99) : '–',
            orDash(peerRatio(row)),
            orDash(row.statements, 1),
          ]
        : []),
      hitRate(row.huella),
      fmt(row.huella.requests),
      row.huella.errors ? `**${fmt(row.huella.errors)}**` : '0',
    ].join(' | '),
  );
  return [
    `#### ${WORKLOAD_TITLES[workload.name]}`,
    '',
    HOW_TO_READ[workload.name],
    '',
    `Peak memory of the API process: ${fmt(workload.peakBytes / MB)} MB.`,
    ...mailBacklogs(rows),
    ...(workload.failure ? ['', `**The workload stopped here:** ${workload.failure}`] : []),
    '',
    `| ${header.join(' | ')} |`,
    `|---|${header
      .slice(1)
      .map(() => '---:')
      .join('|')}|`,
    ...lines.map((line) => `| ${line} |`),
  ].join('\n');
}

/** What the writes left to the mail worker, row by row (PostgreSQL). */
function mailBacklogs(rows: Row[]): string[] {
  const drained = rows.filter((row) => row.mailBacklog);
  if (drained.length === 0) return [];
  return [
    '',
    `Mail still queued when a row's load ended, sent before the next row started: ${drained
      .map(
        ({ plan, mailBacklog }) =>
          `${plan.name} ${fmt(mailBacklog!.queued)}${mailBacklog!.queued ? ` (all sent in ${(mailBacklog!.drainedMs / 1000).toFixed(1)} s)` : ''}`,
      )
      .join('; ')}.`,
  ];
}

function runTables(run: Run): string {
  return [
    `### ${run.database}, ${run.size.toLocaleString('en-US')} animals`,
    '',
    `${run.listed.toLocaleString('en-US')} animals listed (the generated catalogue plus the demo's, less the adopted, expired and withdrawn). Resident memory of the API process: ${fmt(run.idleBytes / MB)} MB once started, **${fmt(run.peakBytes / MB)} MB** at its peak over the workloads.`,
    ...(run.failure ? ['', `**The run stopped here:** ${run.failure}`] : []),
    '',
    ...run.workloads.map((workload) => workloadTable(run, workload)),
  ].join('\n\n');
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
      const before = a.rows.find((r) => r.plan.name === row.plan.name);
      if (!before) continue;
      lines.push(
        `| ${b.database} | ${row.plan.name} | ${ms(before.huella.p99)} | ${ms(row.huella.p99)} | ${fmt(row.huella.p99 / before.huella.p99, 2)} | ${fmt(row.huella.requestsPerSecond / before.huella.requestsPerSecond, 2)} |`,
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
    `| Database | Row | p99 at ${small.toLocaleString('en-US')} | p99 at ${large.toLocaleString('en-US')} | p99 growth | req/s at ${large.toLocaleString('en-US')} ÷ at ${small.toLocaleString('en-US')} |`,
    '|---|---|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

const isUncachedRead = (kind: RowKind) => kind === 'uncached' || kind === 'mix';

function targetsTable(runs: Run[]): string {
  const large = runs.find((run) => run.kind === 'postgres' && run.size === Math.max(...SIZES));
  const lines: string[] = [];
  const mark = (met: boolean) => (met ? 'met' : '**not met**');
  const add = (target: string, measured: string | undefined, met: boolean | undefined) =>
    lines.push(
      `| ${target} | ${measured ?? 'not measured'} | ${met === undefined ? 'not measured' : mark(met)} |`,
    );
  const rows = large?.rows ?? [];
  for (const row of rows.filter((r) => isUncachedRead(r.plan.kind) && r.plan.peer)) {
    const ratio = peerRatio(row);
    if (row.statements === 0) {
      // Answered from memory (the guest's cache, the identity cache): there is
      // no SQL for a peer to replay, so its "peer" is a bare server; the read
      // is held to the ceiling instead, as the cached rows are.
      const ceiling = ceilingRatio(row);
      add(
        `${row.plan.name}: answered from memory (no statement), ≥ 0.5 of the ceiling's req/s`,
        ceiling === undefined ? undefined : fmt(ceiling, 3),
        ceiling === undefined ? undefined : ceiling >= 0.5,
      );
    } else {
      add(
        `${row.plan.name}: ≥ 0.8 of the same-SQL peer's req/s`,
        ratio === undefined ? undefined : fmt(ratio, 3),
        ratio === undefined ? undefined : ratio >= 0.8,
      );
    }
    // Over the target, the peer's own p99 says whether this design can meet it here at all.
    const peerP99 = row.peer?.p99;
    add(
      `${row.plan.name}: p99 ≤ 50 ms`,
      row.huella.p99 > 50 && peerP99 !== undefined && peerP99 > 50
        ? `${ms(row.huella.p99)} (the same-SQL peer's own: ${ms(peerP99)})`
        : ms(row.huella.p99),
      row.huella.p99 <= 50,
    );
  }
  const mix = rows.find((r) => r.plan.kind === 'mix');
  const mixRatio = mix && ceilingRatio(mix);
  add(
    'Long-tail mix: ≥ 0.5 of the ceiling’s req/s',
    mixRatio === undefined ? undefined : `${fmt(mixRatio, 3)} (cache hits ${hitRate(mix!.huella)})`,
    mixRatio === undefined ? undefined : mixRatio >= 0.5,
  );
  const guest = rows.find((r) => r.workload === 'signed-in' && r.plan.kind === 'cached');
  const adopter = rows.find(
    (r) => r.workload === 'signed-in' && r.plan.name.startsWith('Adopter: /api/animals'),
  );
  const listRatio =
    guest && adopter
      ? adopter.huella.requestsPerSecond / guest.huella.requestsPerSecond
      : undefined;
  add(
    'Signed-in adopter’s list as fast as the guest’s (same three paths: req/s ratio ≥ 0.9)',
    listRatio === undefined ? undefined : fmt(listRatio, 3),
    listRatio === undefined ? undefined : listRatio >= 0.9,
  );
  const me = rows.find(
    (r) => r.workload === 'signed-in' && r.plan.name.includes('/users/api/users/me/'),
  );
  const meRatio = me && ceilingRatio(me);
  add(
    '`me` (100 accounts): ≥ 0.3 of the ceiling’s req/s',
    meRatio === undefined ? undefined : fmt(meRatio, 3),
    meRatio === undefined ? undefined : meRatio >= 0.3,
  );
  for (const row of rows.filter((r) => r.plan.kind === 'write')) {
    add(
      `${row.plan.name}: p99 ≤ 50 ms, no error`,
      `${ms(row.huella.p99)}, ${fmt(row.huella.errors)} errors`,
      row.huella.p99 <= 50 && row.huella.errors === 0,
    );
  }
  add(
    'Peak memory of the API process < 300 MB',
    large ? `${fmt(large.peakBytes / MB)} MB` : undefined,
    large ? large.peakBytes < 300 * MB : undefined,
  );
  const embedded = runs.find((run) => run.kind === 'pglite' && run.size === Math.max(...SIZES));
  const pgliteLines: string[] = [];
  for (const row of embedded?.rows ?? []) {
    if (row.plan.kind === 'login') continue;
    const met = row.huella.p99 <= 250 && row.huella.max <= 1000;
    pgliteLines.push(
      `| ${row.plan.name}: p99 ≤ 250 ms, max ≤ 1 s | ${ms(row.huella.p99)}, max ${ms(row.huella.max)} | ${mark(met)} |`,
    );
  }
  return [
    `### Targets (PostgreSQL, ${Math.max(...SIZES).toLocaleString('en-US')} animals)`,
    '',
    '| Target | Measured | |',
    '|---|---:|---|',
    ...lines,
    '',
    'The adopter’s list is judged against the guest row of the same workload, which loads the same three paths without a token in the same conditions: as fast means at least 0.9 of its requests per second.',
    ...(pgliteLines.length
      ? [
          '',
          `### Targets (PGlite, ${Math.max(...SIZES).toLocaleString('en-US')} animals)`,
          '',
          '| Target | Measured | |',
          '|---|---:|---|',
          ...pgliteLines,
        ]
      : []),
    '',
    'Login has no target: argon2 is deliberately slow (its row shows what one process can hash).',
  ].join('\n');
}

function profilesSection(runs: Run[]): string | undefined {
  const parts: string[] = [];
  for (const run of runs) {
    for (const workload of run.workloads) {
      const p = workload.profile;
      const s = workload.pgStats;
      const lines: string[] = [];
      const measured = run.rows.filter((row) => row.workload === workload.name && row.huella.cpu);
      if (measured.length) {
        const ms2 = (value: number) => `${fmt(value, 2)} ms`;
        lines.push(
          'CPU per answered request during each measured run (from /proc: the API process, every PostgreSQL process, this process where autocannon makes the load), and how busy the two cores were in all:',
          '',
          ...measured.map(({ plan, huella }) => {
            const cpu = huella.cpu!;
            const postgres = run.kind === 'pglite' ? '' : `, PostgreSQL ${ms2(cpu.postgres)}`;
            return `- ${plan.name}: API ${ms2(cpu.api)}${postgres}, load ${ms2(cpu.load)}; cores ${pct(cpu.busy)} busy.`;
          }),
          '',
        );
      }
      if (p) {
        lines.push(
          `CPU profile of the API process: ${fmt(p.totalMs / 1000, 1)} s sampled, **idle ${pct(p.idleShare)}**.`,
          '',
          `Self time by package or module: ${p.groups.map((g) => `${g.name} ${pct(g.share)}`).join(', ')}.`,
          '',
          '| Function | Where | Self time |',
          '|---|---|---:|',
          ...p.functions.map((f) => `| \`${f.name}\` | ${f.where} | ${pct(f.share)} |`),
        );
      }
      if (s && s.requests) {
        const per = (n: number) => fmt(n / s.requests, 2);
        lines.push(
          '',
          `pg_stat_database over its Huella loads (${fmt(s.requests)} requests, measured requests; the warm-ups' statements are counted too, so these are slightly high): per request ${per(s.xactCommit)} transactions committed, ${per(s.blksHit)} blocks hit, ${per(s.blksRead)} read, ${per(s.tupReturned)} tuples returned, ${per(s.tupFetched)} fetched.`,
        );
      }
      if (workload.topStatements?.length) {
        lines.push(
          '',
          '| Statement (pg_stat_statements) | Calls | Total | Mean |',
          '|---|---:|---:|---:|',
          ...workload.topStatements.map(
            (t) =>
              `| \`${t.query.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 200)}\` | ${fmt(t.calls)} | ${fmt(t.totalMs)} ms | ${fmt(t.meanMs, 2)} ms |`,
          ),
        );
      } else if (workload.examples?.length) {
        lines.push(
          '',
          'pg_stat_statements is not available on this server: the statements Huella sent for each row’s first path, as captured:',
          '',
          ...workload.examples.map(
            (e) =>
              `- ${e.row}: ${e.statements.length} statements — ${e.statements.map((st) => `\`${st.sql.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 120)}\``).join('; ')}`,
          ),
        );
      }
      if (lines.length) {
        parts.push(`### ${run.database}: ${WORKLOAD_TITLES[workload.name]}\n\n${lines.join('\n')}`);
      }
    }
  }
  if (!parts.length) return undefined;
  const how = PROFILE
    ? "With `BENCH_PROFILE=true` the server of each workload runs with `--cpu-prof`; the profile covers its start, its warm-ups and its loads (the server stops before its ceiling and peer run). Idle is the event loop waiting, for the database mostly. Self time of the bundle is mapped back to the API's modules through its source map. The profiler samples by the clock, not by the CPU: when a write to PostgreSQL's socket wakes the database and the kernel runs it in the API's place, the samples fall on `writev` until the API runs again, so `writev`'s share is mostly time off the CPU (the CPU per request below is measured, from /proc). The profiler keeps its samples in memory: a profiled run's peak memory is higher than an unprofiled one's."
    : "This run took no CPU profile (`BENCH_PROFILE=true` adds one per workload, at some cost in speed and memory): below are each row's CPU per request and the database's own figures for each workload.";
  return `## Where the time goes\n\n${how}\n\n${parts.join('\n\n')}`;
}

/** The command that reproduces this run (without the database's address). */
function command(): string {
  const vars = [
    'BENCH_DURATION',
    'BENCH_CONNECTIONS',
    'BENCH_SIZES',
    'BENCH_DATABASES',
    'BENCH_WORKLOADS',
    'BENCH_PROFILE',
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
        workloads: [],
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
  const failed = runs.some(
    (run) =>
      run.failure ||
      run.workloads.some((w) => w.failure) ||
      run.rows.some((row) => row.huella.errors > 0),
  );
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
    DURATION < 10 || CONNECTIONS !== 50 || SELECTED.length < WORKLOAD_NAMES.length
      ? `**A shortened run** (${DURATION} s per measurement, ${CONNECTIONS} connections, workloads: ${SELECTED.join(', ')}), not the full benchmark: read it as indicative.`
      : '',
    complete ? '' : '**Incomplete:** the run was still going (or was stopped) after these tables.',
  ]
    .filter(Boolean)
    .map((line) => `\n\n${line}`)
    .join('');
  const markdown = `## API under load

Latest run of \`${command()}\` (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} min), on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${fmt(os.totalmem() / 1024 ** 3, 1)} GB of memory, Node ${process.version}, ${os.platform()} ${os.arch()}. The 1-minute load average was ${loadBefore.toFixed(2)} when the run started (other work on the machine skews results).${partial}

Huella is the production build (\`node --max-semi-space-size=32 --initial-old-space-size=80 apps/api/dist/server.js\`, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, rate limits off) on one database per engine: the demo data, then the generated catalogue of \`npm run bench:catalogue\` (150 verified shelters in 15 cities, all kinds, adopted, pending, expired and withdrawn announcements, 0–3 photos rows each), VACUUM ANALYZE, then 100 confirmed adopter accounts with a conversation each, and the demo member made a member of the five biggest bench shelters. Each workload gets a server of its own: its answers are captured, then the server restarts before the load, so the cache holds only what the load itself puts there.

The ceiling is a bare Node \`http\` server in its own process answering each path's captured status, content type and bytes from memory: the most a single Node process can do for those responses on this machine. The same-SQL peer (PostgreSQL only: PGlite has one owner) is a bare Node \`http\` server in its own process that runs, with \`pg\` and a pool of Huella's size, the statements Huella sent for the same path (captured from the API built in-process on the same database with a query logger, after one unrecorded request like the server's warm-up; the long tail's from the first, cold answer), and answers \`JSON.stringify\` of the rows: the limit for this design. "Statements / request" is what Huella sent per request, averaged over the row's paths.

autocannon runs ${CONNECTIONS} connections for ${DURATION} s per row after a ${WARMUP} s warm-up, over loopback, on the same machine as the servers (client, servers and PostgreSQL share the cores). Requests are uncompressed; latencies are autocannon's (whole milliseconds; max is the slowest answer). Cache hits count the answers with \`x-cache: hit\` among those that say \`hit\` or \`miss\` ("n/a": the route says neither). A non-2xx answer stops the workload; requests without an answer after autocannon's 10 s timeout, or on a broken socket, are counted under "Errors" (in bold when there are any) and make the run exit non-zero. Peak memory is the API process's resident set (VmHWM, sampled every 200 ms); on PGlite it includes the database, on PostgreSQL the database server is a separate process and not counted.

${runs.map(runTables).join('\n\n')}

${growthTable(runs) ?? ''}

${targetsTable(runs)}

Reproduce: \`npm run bench\` (\`BENCH_DURATION\`, \`BENCH_CONNECTIONS\`, \`BENCH_SIZES=1000,100000\`, \`BENCH_DATABASES=postgres,pglite\`, \`BENCH_WORKLOADS=${WORKLOAD_NAMES.join(',')}\`, \`BENCH_PROFILE=true\`, \`BENCH_DATABASE_URL=postgres://…\`).`;
  if (complete) console.log(markdown);
  await writeResultsSection('api-throughput', markdown);
  const profiles = profilesSection(runs);
  if (profiles) await writeResultsSection('api-profiles', profiles);
  // The previous script's PostgreSQL section: its figures now live in the section above.
  await removeResultsSection('api-throughput-postgres');
  console.error('[bench] wrote bench/RESULTS.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
