/**
 * `npm test`: every check and test suite, each one run even when another one
 * failed, so the report is complete. `npm run test:reliability` (this script
 * with --reliability) runs the reliability suites instead: bad input,
 * authorisation, hostile content, load, faults and two processes. Test counts
 * come from the runners' JSON reports; lint, typecheck and format count as one
 * check each. A suite that crashes, times out or reports nothing counts as
 * failed, never as "0 failed". The last line is always `N passed, N failed`
 * (CI reads it), and the exit code is non-zero when anything failed.
 *
 * Suites run in stages, one after another; a stage's lanes run side by side
 * and each lane runs its suites in order. Vitest gives itself one worker per
 * core but one (2 cores: 1 worker), so two lanes keep both cores of the CI
 * machine busy. The output of a suite that runs beside another is kept and
 * printed whole when it ends; a suite alone in its stage prints as it goes.
 *
 * The API and web suites also run under Node 24 LTS when NODE24_BIN points at
 * its binary (.ci/run fetches one when the machine has none): the same suites,
 * reported as their own rows ("api (PGlite, Node 24)"…) and counted like the
 * others. In CI (CI=true) a missing or wrong binary fails those rows.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-lib.mjs';

const bin = (...parts) => path.join(repoRoot, 'node_modules', ...parts);
const reportsDir = mkdtempSync(path.join(tmpdir(), 'huella-test-reports-'));
const minutes = (n) => n * 60_000;

/**
 * The vitest command for one package, with a readable and a JSON reporter,
 * under `node` (this script's own by default); vitest's workers use the Node
 * that runs vitest.
 */
const vitest = (reportFile, node = process.execPath) => [
  node,
  bin('vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
];

const withoutPostgres = { ...process.env, TEST_DB: 'pglite' };
delete withoutPostgres.TEST_DATABASE_URL;

const withPostgres = { ...process.env, TEST_DB: 'postgres' };
const needsPostgres = process.env.TEST_DATABASE_URL
  ? null
  : 'TEST_DATABASE_URL is not set (see README: Testing)';

/**
 * The second Node the API and web suites run under: NODE24_BIN, checked once
 * here. `bin` is set when it is a Node 24 that runs; otherwise `skip` (not
 * asked for, outside CI) or `fail` (CI, or a binary that is not what it says)
 * says why not.
 */
function secondNode(variable, major) {
  const binary = process.env[variable];
  if (!binary) {
    return /^(1|true)$/i.test(process.env.CI ?? '')
      ? { fail: `${variable} is not set: CI must run these suites on Node ${major}` }
      : { skip: `${variable} is not set (see README: Testing)` };
  }
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const version = probe.status === 0 ? probe.stdout.trim() : null;
  if (!version) return { fail: `${variable}=${binary} does not run` };
  if (!version.startsWith(`v${major}.`)) {
    return { fail: `${variable}=${binary} is Node ${version}, not ${major}` };
  }
  return { bin: binary, version };
}

const node24 = secondNode('NODE24_BIN', 24);

/**
 * A suite run again under `node`: its own name, the binary's folder first on
 * PATH too, so that anything a test starts as plain `node` is that one.
 */
function onNode(step, node, label) {
  const base = step.env ?? process.env;
  const env = node.bin
    ? { ...base, PATH: [path.dirname(node.bin), base.PATH].filter(Boolean).join(path.delimiter) }
    : base;
  return {
    ...step,
    name: step.name.includes('(')
      ? step.name.replace(')', `, ${label})`)
      : `${step.name} (${label})`,
    node: node.bin,
    env,
    skipUnless: step.skipUnless ?? node.skip,
    failUnless: node.fail,
  };
}

// The checks share the machine with the web suite: their limits stop a hung
// check, not a busy machine (lint took over 5 min on one).
const lint = {
  name: 'lint',
  kind: 'check',
  command: [process.execPath, bin('eslint', 'bin', 'eslint.js'), '.', '--max-warnings=0'],
  timeout: minutes(10),
};
const typecheck = {
  name: 'typecheck',
  kind: 'check',
  command: ['npm', 'run', '--silent', 'typecheck'],
  timeout: minutes(10),
};
const format = {
  name: 'format',
  kind: 'check',
  command: [process.execPath, bin('prettier', 'bin', 'prettier.cjs'), '--check', '.'],
  timeout: minutes(3),
};
const shared = { name: 'shared', kind: 'vitest', cwd: 'packages/shared', timeout: minutes(5) };
const web = { name: 'web', kind: 'vitest', cwd: 'apps/web', timeout: minutes(15) };
const apiPglite = {
  name: 'api (PGlite)',
  kind: 'vitest',
  cwd: 'apps/api',
  env: withoutPostgres,
  timeout: minutes(20),
};
const apiPostgres = {
  name: 'api (PostgreSQL)',
  kind: 'vitest',
  cwd: 'apps/api',
  env: withPostgres,
  timeout: minutes(20),
  skipUnless: needsPostgres,
};
// The E2E server and its two browsers take the machine: they run alone. The
// suite took 7.5 min on one machine of this kind and 20 on another that ran
// everything else twice as slowly: the limit stops a hung suite, not a slow machine.
const e2e = { name: 'e2e', kind: 'playwright', cwd: 'e2e', timeout: minutes(28) };

/** Stages run in order; each stage is a list of lanes run side by side. */
// Node 24 LTS runs the API suites (native modules, PGlite's WebAssembly, the
// database drivers) and the web suite (jsdom, fetch) once more. Everything but
// the E2E suite, which needs the machine, is one stage of two lanes that each
// take about half of it (on the CI machine: 1,183 and 1,228 s of suites, from
// 430 + 520 + 455 s in three stages, where the checks' lane waited 250 s for
// nothing); each lane keeps its database to itself, PGlite in one and
// PostgreSQL in the other, as before.
const everyDayStages = [
  [
    [lint, format, apiPglite, onNode(apiPglite, node24, 'Node 24')],
    [
      shared,
      web,
      typecheck,
      onNode(web, node24, 'Node 24'),
      apiPostgres,
      onNode(apiPostgres, node24, 'Node 24'),
    ],
  ],
  [[e2e]],
];

// The reliability suites need PostgreSQL: faults restart a database server and
// two API processes share one. Load, faults and two processes (and any file
// not named here) run alone; these may share the machine with the browser.
const BESIDE_THE_BROWSER = [
  'reliability/bad-input.test.ts',
  'reliability/authorization.test.ts',
  'reliability/hostile-uploads.test.ts',
];
// After the browser's suite (110 s), its lane has about 280 s left beside the
// files above: these, which time nothing and load nothing, run there.
const AFTER_THE_BROWSER = [
  'reliability/production.test.ts',
  'reliability/proxies.test.ts',
  'reliability/caching.test.ts',
  'reliability/client-contract.test.ts',
  'reliability/shelter-consent.test.ts',
  'reliability/mail-abuse.test.ts',
  'reliability/view-counts.test.ts',
];
const reliabilityApi = (name, args, timeout) => ({
  name,
  kind: 'vitest',
  cwd: 'apps/api',
  config: 'vitest.reliability.config.ts',
  args,
  env: withPostgres,
  timeout,
  skipUnless: needsPostgres,
});
const reliabilityStages = [
  [
    [reliabilityApi('reliability: api (PostgreSQL)', BESIDE_THE_BROWSER, minutes(12))],
    [
      {
        name: 'reliability: browser',
        kind: 'playwright',
        cwd: 'e2e',
        config: 'playwright.reliability.config.ts',
        timeout: minutes(6),
      },
      reliabilityApi(
        'reliability: api after the browser (PostgreSQL)',
        AFTER_THE_BROWSER,
        minutes(8),
      ),
    ],
  ],
  [
    [
      reliabilityApi(
        'reliability: api alone (PostgreSQL)',
        [...BESIDE_THE_BROWSER, ...AFTER_THE_BROWSER].flatMap((file) => ['--exclude', file]),
        minutes(25),
      ),
    ],
  ],
];

const stages = process.argv.includes('--reliability') ? reliabilityStages : everyDayStages;

const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) killGroup(child, 'SIGTERM');
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs a command in its own process group, its output to the terminal or, with
 * `logFile`, into that file; resolves with its exit status.
 */
function run(command, { cwd, env, timeout, logFile, name }) {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const log = logFile ? openSync(logFile, 'w') : null;
    const stdio = log === null ? 'inherit' : ['ignore', log, log];
    const child = spawn(file, args, { cwd, env, stdio, detached: true });
    if (log !== null) closeSync(log);
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${name} timed out after ${timeout / 60_000} min; stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeout);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: null, error: error.message, timedOut });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, signal, timedOut });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Turns an exit status (and a JSON report) into counts; never hides a crash. */
function countResults(step, status, reportFile) {
  const ok = status.code === 0;
  const problem = status.timedOut
    ? 'timed out'
    : status.error
      ? `could not start: ${status.error}`
      : status.signal
        ? `killed by ${status.signal}`
        : null;

  if (step.kind === 'check') {
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, note: problem ?? '' };
  }

  const report = existsSync(reportFile) ? readJson(reportFile) : null;
  if (!report) {
    return { passed: 0, failed: 1, skipped: 0, note: problem ?? 'no test report (crashed?)' };
  }

  let passed;
  let failed;
  let skipped;
  let note = problem ?? '';
  if (step.kind === 'vitest') {
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
    if (brokenFiles > 0) {
      failed += brokenFiles;
      note ||= `${brokenFiles} test file(s) failed to run`;
    }
    if ((report.numTotalTests ?? 0) === 0 && !note) note = 'no tests found';
  } else {
    const stats = report.stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
    skipped = stats.skipped ?? 0;
    if (stats.flaky) note = `${stats.flaky} flaky (passed on retry)`;
    const errors = (report.errors ?? []).length;
    if (errors > 0 && failed === 0) {
      failed = errors;
      note = `${errors} error(s) outside tests (setup?)`;
    }
  }
  if (!ok && failed === 0) {
    failed = 1;
    note ||= `exited with ${status.signal ?? `code ${status.code}`}`;
  }
  return { passed, failed, skipped, note };
}

const title = (name) => `\n━━ ${name} ━━`;

/** Runs one suite; `alone` streams its output, otherwise it is printed when the suite ends. */
async function runStep(step, alone) {
  if (interrupted) {
    console.log(`${title(step.name)}\nnot run: interrupted`);
    return { name: step.name, passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'interrupted' };
  }
  if (step.skipUnless) {
    console.log(`${title(step.name)}\nskipped: ${step.skipUnless}`);
    return { name: step.name, skippedSuite: step.skipUnless };
  }
  if (step.failUnless) {
    console.log(`${title(step.name)}\nnot run: ${step.failUnless}`);
    return { name: step.name, passed: 0, failed: 1, skipped: 0, seconds: 0, note: step.failUnless };
  }
  const slug = step.name.replace(/\W+/g, '-');
  const reportFile = path.join(reportsDir, `${slug}.json`);
  const logFile = alone ? null : path.join(reportsDir, `${slug}.log`);
  const env = { ...(step.env ?? process.env) };
  let command = step.command;
  if (step.kind === 'vitest') {
    command = vitest(reportFile, step.node);
    if (step.config) command.push(`--config=${step.config}`);
  }
  if (step.kind === 'playwright') {
    command = [
      process.execPath,
      bin('@playwright', 'test', 'cli.js'),
      'test',
      '--reporter=list,json',
    ];
    if (step.config) command.push(`--config=${step.config}`);
    env.PLAYWRIGHT_JSON_OUTPUT_FILE = reportFile;
  }
  command.push(...(step.args ?? []));
  console.log(alone ? title(step.name) : `[test] ${step.name}: started`);
  const started = Date.now();
  const status = await run(command, {
    cwd: path.join(repoRoot, step.cwd ?? '.'),
    env,
    timeout: step.timeout,
    logFile,
    name: step.name,
  });
  const seconds = (Date.now() - started) / 1000;
  if (logFile) {
    console.log(title(step.name));
    process.stdout.write(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  }
  console.log(`[test] ${step.name}: ${seconds.toFixed(1)} s`);
  return { name: step.name, seconds, ...countResults(step, status, reportFile) };
}

const results = [];
const startedAll = Date.now();
for (const stage of stages) {
  const alone = stage.length === 1;
  const lanes = await Promise.all(
    stage.map(async (lane) => {
      const laneResults = [];
      for (const step of lane) laneResults.push(await runStep(step, alone));
      return laneResults;
    }),
  );
  results.push(...lanes.flat());
}
const wallSeconds = (Date.now() - startedAll) / 1000;
rmSync(reportsDir, { recursive: true, force: true });

const rows = results.map((r) =>
  r.skippedSuite
    ? [r.name, '-', '-', '-', '-', `not run: ${r.skippedSuite}`]
    : [
        r.name,
        String(r.passed),
        String(r.failed),
        String(r.skipped),
        `${r.seconds.toFixed(1)} s`,
        `${r.failed > 0 ? 'FAIL' : 'ok'}${r.note ? ` (${r.note})` : ''}`,
      ],
);
const header = ['suite', 'passed', 'failed', 'skipped', 'time', 'status'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  cells
    .map((cell, i) => (i >= 1 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
    .join('  ')
    .trimEnd();

const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);

console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));
// CI adds the counts of `npm test` and `npm run test:reliability` into one line.
if (process.env.TEST_COUNTS_FILE) {
  writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify({ passed, failed }));
}
console.log(`\nwall time: ${wallSeconds.toFixed(1)} s (suites side by side count once)`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || interrupted ? 1 : 0;
