/**
 * `npm run bench:catalogue`: do the catalogue's queries use indexes at 100,000
 * animals, and how long do they take?
 *
 * Loads a realistic catalogue (shelters in fifteen cities, all four kinds,
 * adopted, pending, expired and withdrawn announcements, photos) into a fresh
 * PostgreSQL database (created on the server of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, dropped afterwards) and into an in-memory PGlite, runs
 * VACUUM ANALYZE, then calls the real repository functions with a query logger
 * and runs EXPLAIN (ANALYZE, BUFFERS) on exactly the statements they sent, so
 * the SQL measured cannot drift from the SQL the API issues. A sequential scan
 * of pets or pet_photos fails the run. Figures go to bench/RESULTS.md.
 *
 * BENCH_ANIMALS (default 100000) sets the size; BENCH_PGLITE=false skips PGlite.
 */
import os from 'node:os';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import type { ManagedPetStatus } from '@huella/shared/schemas/pets';
import {
  createPetsRepository,
  type PetFilters,
  type PublicOrder,
} from '../apps/api/src/modules/pets/repository';
import { CITIES, loadCatalogue, SHELTERS } from './datasets';
import { writeResultsSection } from './results';

const ANIMALS = Number(process.env.BENCH_ANIMALS ?? 100_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const WITH_PGLITE = process.env.BENCH_PGLITE !== 'false';
const RUNS = 5;
/** Tables that a list, detail or photos query must reach through an index. */
const INDEXED_TABLES = new Set(['pets', 'pet_photos']);

/** Statements Drizzle sends while `recording` is on. */
class StatementRecorder implements Logger {
  recording = false;
  statements: { sql: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]): void {
    if (this.recording) this.statements.push({ sql: query, params });
  }
  async capture(run: () => Promise<unknown>) {
    this.statements = [];
    this.recording = true;
    try {
      await run();
    } finally {
      this.recording = false;
    }
    return this.statements;
  }
}

interface Target {
  name: string;
  handle: DatabaseHandle;
  recorder: StatementRecorder;
  /** Runs a statement with its parameters on the same database, outside Drizzle. */
  query(text: string, params: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `huella_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const recorder = new StatementRecorder();
  const handle = await openDatabase({ url: url.toString(), poolSize: 2, logger: recorder });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const version = (
    await client.query<{ v: string }>("select current_setting('server_version') as v")
  ).rows[0]!.v;
  return {
    name: `PostgreSQL ${version.split(' ')[0]}`,
    handle,
    recorder,
    query: async (text, params) => (await client.query(text, params)).rows,
    close: async () => {
      await client.end();
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function pgliteTarget(): Promise<Target> {
  const recorder = new StatementRecorder();
  const handle = await openDatabase({ memory: true, logger: recorder });
  const client = handle.pglite!;
  const version = (
    await client.query<{ v: string }>("select current_setting('server_version') as v")
  ).rows[0]!.v;
  return {
    name: `PGlite (PostgreSQL ${version.split(' ')[0]} in WebAssembly)`,
    handle,
    recorder,
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => handle.close(),
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

/** The plan as indented lines, for a failure message. */
function outline(node: PlanNode, depth = 0): string {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const line = `${'  '.repeat(depth)}${node['Node Type']}${on}${using} (${node['Actual Rows']} rows)`;
  return [line, ...(node.Plans ?? []).map((child) => outline(child, depth + 1))].join('\n');
}

/** How the plan reaches the catalogue's tables: "Index Scan Backward using pets_…". */
function access(plan: PlanNode): { used: string[]; seqScans: string[] } {
  const used: string[] = [];
  const seqScans: string[] = [];
  for (const node of nodes(plan)) {
    const relation = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && relation && INDEXED_TABLES.has(relation)) {
      seqScans.push(relation);
    }
    if (node['Index Name']?.startsWith('pet')) {
      const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
      used.push(`${node['Node Type']}${direction} using ${node['Index Name']}`);
    }
  }
  return { used: [...new Set(used)], seqScans };
}

interface Case {
  name: string;
  run: () => Promise<unknown>;
  /** Why this statement may read pets whole (reported, not failed). */
  readsEverything?: string;
}

function cases(target: Target, listedIds: number[], memberShelters: number[]): Case[] {
  const repository = createPetsRepository(target.handle.db);
  const firstPage = { limit: 30, offset: 0 };
  const list =
    (filters: PetFilters, sort: PublicOrder = 'recent', page = firstPage) =>
    () =>
      repository.listPublic(filters, sort, page);
  // A member of the five biggest shelters, as in `npm run bench`; the tab's total is kept (known).
  const anuncios = (status: ManagedPetStatus, page: number) => () =>
    repository.listManaged(
      { shelterIds: memberShelters, status },
      { limit: 30, offset: (page - 1) * 30 },
      Promise.resolve(0),
    );
  const someId = listedIds[Math.floor(listedIds.length / 2)]!;
  return [
    { name: 'list, recent (default)', run: list({}) },
    { name: 'list, oldest', run: list({}, 'oldest') },
    { name: 'list, name', run: list({}, 'name') },
    // Issue 20: a person's order by compatibility (a flat, a cat, small animals), built per request.
    {
      name: 'list, by compatibility',
      readsEverything: 'it scores every listed animal before it can page',
      run: list(
        {},
        {
          profile: {
            home_type: 'piso',
            has_garden: false,
            hours_alone: 5,
            children_ages: [4],
            has_dogs: false,
            has_cats: true,
            experience: 'alguna',
            activity: 'tranquila',
            sizes: ['pequeño'],
          },
        },
      ),
    },
    { name: 'list, page 50', run: list({}, 'recent', { limit: 30, offset: 49 * 30 }) },
    { name: 'list, category=dog', run: list({ category: 'perro' }) },
    { name: 'list, category=bird', run: list({ category: 'ave' }) },
    { name: 'list, location=madrid', run: list({ location: 'madrid' }) },
    { name: 'list, location=teruel', run: list({ location: 'teruel' }) },
    { name: 'list, q=perro', run: list({ q: 'perro' }) },
    { name: 'list, q=tranquilo&category=dog', run: list({ q: 'tranquilo', category: 'perro' }) },
    {
      name: 'list, category=cat&gender=hembra&age=joven',
      run: list({ category: 'gato', gender: 'hembra', age: 'joven' }),
    },
    { name: 'detail (findVisible)', run: () => repository.findVisible(someId) },
    {
      name: 'photos of a page (photosOf)',
      run: () => repository.photosOf(listedIds.slice(-30)),
    },
    { name: 'Anuncios of 5 shelters, page 1', run: anuncios('all', 1) },
    { name: 'Anuncios of 5 shelters, page 7', run: anuncios('all', 7) },
    { name: 'Anuncios of 5 shelters, published, page 2', run: anuncios('published', 2) },
    { name: 'Anuncios of 5 shelters, expired, page 1', run: anuncios('expired', 1) },
  ];
}

interface Measured {
  name: string;
  statement: string;
  used: string;
  rows: number;
  buffers: number;
  planningMs: number;
  executionMs: number;
  roundTripMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function explain(target: Target, listedIds: number[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  const failures: string[] = [];
  const biggest = (await target.query(
    'select shelter_id from pets group by shelter_id order by count(*) desc, shelter_id limit 5',
    [],
  )) as { shelter_id: number }[];
  const memberShelters = biggest.map((row) => row.shelter_id);
  for (const { name, run, readsEverything } of cases(target, listedIds, memberShelters)) {
    const statements = await target.recorder.capture(run);
    for (const { sql: text, params } of statements) {
      const statement = /^select count\(/i.test(text) ? 'count' : 'rows';
      const samples: { plan: PlanNode; planning: number; execution: number }[] = [];
      // The first run warms the cache; the median of the others is reported.
      for (let i = 0; i <= RUNS; i += 1) {
        const [row] = (await target.query(
          `explain (analyze, buffers, timing off, format json) ${text}`,
          params,
        )) as { 'QUERY PLAN': unknown }[];
        const raw = row!['QUERY PLAN'];
        const [result] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
          Plan: PlanNode;
          'Planning Time': number;
          'Execution Time': number;
        }[];
        if (i > 0) {
          samples.push({
            plan: result!.Plan,
            planning: result!['Planning Time'],
            execution: result!['Execution Time'],
          });
        }
      }
      // The statement itself, as the API runs it, timed from Node.
      const roundTrips: number[] = [];
      let answer: unknown[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const started = performance.now();
        answer = await target.query(text, params);
        if (i > 0) roundTrips.push(performance.now() - started);
      }
      const plan = samples[0]!.plan;
      const { used, seqScans } = access(plan);
      if (seqScans.length > 0 && !readsEverything) {
        failures.push(
          `${target.name}: ${name} (${statement}) scans ${seqScans.join(', ')} sequentially:\n${text}\n${outline(plan)}`,
        );
      }
      measured.push({
        name,
        statement,
        used:
          [...used, ...seqScans.map((table) => `Seq Scan on ${table} (${readsEverything})`)].join(
            ' + ',
          ) || 'no pets index (no rows to read)',
        // A page's rows, or the total a count found.
        rows:
          statement === 'count'
            ? Number(Object.values(answer[0] as Record<string, unknown>)[0])
            : answer.length,
        buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
        planningMs: median(samples.map((s) => s.planning)),
        executionMs: median(samples.map((s) => s.execution)),
        roundTripMs: median(roundTrips),
      });
    }
  }
  if (failures.length > 0) {
    throw new Error(`Sequential scans where an index is expected:\n\n${failures.join('\n\n')}`);
  }
  return measured;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

function table(rows: Measured[]): string {
  return [
    '| Query | Statement | Plan on pets / pet_photos | Rows | Buffers | Planning | Execution | Round trip |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.statement} | ${row.used} | ${row.rows.toLocaleString('en-US')} | ${row.buffers.toLocaleString('en-US')} | ${ms(row.planningMs)} | ${ms(row.executionMs)} | ${ms(row.roundTripMs)} |`,
    ),
  ].join('\n');
}

async function measure(target: Target): Promise<string> {
  const started = Date.now();
  console.error(`[catalogue] ${target.name}: loading ${ANIMALS.toLocaleString('en-US')} animals…`);
  await migrateDatabase(target.handle);
  const { listed, listedIds } = await loadCatalogue(target.handle, ANIMALS, target.query);
  console.error(
    `[catalogue] ${target.name}: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s, ${listed.toLocaleString('en-US')} listed; explaining…`,
  );
  const rows = await explain(target, listedIds);
  const result = `### ${target.name}\n\n${table(rows)}`;
  console.log(`${result}\n`);
  return result;
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  if (!SERVER_URL && !WITH_PGLITE) throw new Error('Nothing to measure: no PostgreSQL, no PGlite');
  const sections: string[] = [];
  for (const open of [
    SERVER_URL ? () => postgresTarget(SERVER_URL) : undefined,
    WITH_PGLITE ? pgliteTarget : undefined,
  ]) {
    if (!open) continue;
    const target = await open();
    try {
      sections.push(await measure(target));
    } finally {
      await target.close();
    }
  }
  if (!SERVER_URL)
    console.error('[catalogue] no BENCH_DATABASE_URL or TEST_DATABASE_URL: PGlite only');

  const cpus = os.cpus();
  await writeResultsSection(
    'catalogue-explain',
    `## Catalogue queries at ${ANIMALS.toLocaleString('en-US')} animals

Latest run of \`npm run bench:catalogue\` (${new Date().toISOString().slice(0, 10)}), on
${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}. The
1-minute load average was ${loadBefore.toFixed(2)} when the run started (other work on the
machine skews the times, not the plans).

The catalogue: ${SHELTERS} shelters in ${CITIES.length} cities (Madrid the largest, Teruel the
smallest), half dogs, a third cats, the rest birds and others; 70 % in adoption, 10 % pending,
20 % adopted; three in four put on the list in the last 90 days, the rest expired; 4 %
withdrawn; 0–3 photos each. After VACUUM ANALYZE, each statement is the one the repository
function sends (captured with a query logger). "Plan", "Buffers" and "Execution" come from
EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) (per-node clocks off, so they do not inflate the
total); "Round trip" is the statement itself run from Node, rows included. Medians of ${RUNS}
runs after one warm-up. "rows" is the page (its number of rows), "count" the total sent in
\`X-Total-Count\` (the total it found). The run fails if a plan reads pets or pet_photos
sequentially.

${sections.join('\n\n')}

Reproduce: \`TEST_DATABASE_URL=postgres://… npm run bench:catalogue\`
(\`BENCH_ANIMALS\`, \`BENCH_PGLITE=false\`).`,
  );
  console.error('[catalogue] wrote bench/RESULTS.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
