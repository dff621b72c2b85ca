/**
 * `npm run bench:web-profile [-- /path …]`: where a page's main thread goes
 * while it loads. For each path (default: the public pages of bench:web), a
 * fresh Chromium loads it from the production build with the CPU slowed 4x,
 * as Lighthouse's mobile preset does, recording a trace and a CPU profile, and
 * prints:
 *
 * - every task over 50 ms on the page's main thread from the first
 *   contentful paint on, with what the browser
 *   says it was (module evaluation, a timer, style and layout…) and the script
 *   time in it by package (node_modules) or by the app's own module, mapped
 *   through the build's source maps (by function with
 *   BENCH_WEB_PROFILE_FUNCTIONS=true);
 * - the blocking time: what those tasks spent beyond 50 ms, summed, the way
 *   total blocking time is counted (here measured on this host, not
 *   simulated as Lighthouse does);
 * - script self time by owner and the costliest functions over the load.
 *
 * A probe for finding work to cut, not a benchmark: wall time on a shared
 * host moves from one load to the next, so compare runs made one after the
 * other. BENCH_WEB_PROFILE_RUNS (default 3) loads each page that many times;
 * the totals are per load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { webDistDir } from '../scripts/build-lib.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_PROFILE_RUNS ?? 3));
const BY_FUNCTION = process.env.BENCH_WEB_PROFILE_FUNCTIONS === 'true';
const DEFAULT_PATHS = [
  '/',
  '/adopciones',
  '/login',
  '/refugios',
  '/blog',
  '/tienda',
  '/tienda/calendario-solidario-2027',
];
const LONG_TASK_MS = 50;
/** What a task is made of, as the trace names it (the rest is left out). */
const TASK_PARTS = new Set([
  'v8.evaluateModule',
  'v8.compileModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
]);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = /\/assets\/[^?#]+\.js$/.exec(new URL(url).pathname)?.[0];
    let map: TraceMap | null = null;
    try {
      if (file) map = new TraceMap(readFileSync(path.join(webDistDir, `${file}.map`), 'utf8'));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url)!;
}

/** The package (node_modules/x) or the app's module a frame comes from, and its function. */
function origin(frame: ProfileNode['callFrame']): { owner: string; name: string } {
  if (!frame.url)
    return { owner: `(${frame.functionName || 'program'})`, name: frame.functionName };
  const map = mapFor(frame.url);
  const where = `${path.basename(new URL(frame.url).pathname)}:${frame.lineNumber + 1}:${frame.columnNumber}`;
  if (!map) return { owner: new URL(frame.url).pathname, name: `${frame.functionName} (${where})` };
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!position.source) return { owner: '(unmapped)', name: `${frame.functionName} (${where})` };
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(position.source)?.[1];
  const owner = pkg ?? position.source.replace(/^.*?\/src\//, 'src/');
  const name = position.name ?? (frame.functionName || '(anonymous)');
  return { owner, name: `${name} (${owner}:${position.line})` };
}

/** Self time (ms) of the profile's samples between two trace timestamps (µs), by owner or function. */
function selfTime(profile: Profile, from = -Infinity, to = Infinity, byFunction = BY_FUNCTION) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const { owner, name } = origin(nodes.get(id)!.callFrame);
    const key = byFunction ? name : owner;
    times.set(key, (times.get(key) ?? 0) + delta / 1000);
  });
  return times;
}

const largest = (times: Map<string, number>, count: number) =>
  [...times].sort((a, b) => b[1] - a[1]).slice(0, count);

/**
 * The page's main thread from its first contentful paint on (the renderer
 * that navigated to the page): the window over which total blocking time is
 * counted. What runs before (the navigation, the HTML and CSS) blocks no
 * input: there is nothing on screen yet.
 */
function pageMainThread(events: TraceEvent[], url: string) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (
        event.args?.data as { documentLoaderURL?: string } | undefined
      )?.documentLoaderURL?.startsWith(url),
  );
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === navigation.pid &&
      event.ts >= navigation.ts,
  );
  const from = paint?.ts ?? navigation.ts;
  return events.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ph === 'X' &&
      event.ts + (event.dur ?? 0) > from,
  );
}

/** The page's tasks over 50 ms, each with its parts and its script time. */
function longTasks(events: TraceEvent[], profile: Profile) {
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_MS * 1000,
  );
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    for (const event of events) {
      if (!TASK_PARTS.has(event.name) || event.ts < task.ts || event.ts > end) continue;
      const data = event.args?.data;
      const what = [
        event.name,
        data?.url ? new URL(data.url).pathname : '',
        data?.functionName ?? '',
        data?.type ?? '',
      ]
        .filter(Boolean)
        .join(' ');
      parts.set(what, (parts.get(what) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const script = largest(selfTime(profile, task.ts, end), BY_FUNCTION ? 12 : 6);
    return {
      ms: task.dur! / 1000,
      parts: largest(parts, 6)
        .filter(([, ms]) => ms >= 1)
        .map(([what, ms]) => `${what} ${ms.toFixed(0)}`)
        .join('; '),
      script: script.map(([who, ms]) => `${who} ${ms.toFixed(0)}`).join(', '),
    };
  });
}

async function profileLoad(cdp: CDPSession, load: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = await cdp.send('Profiler.stop');
  return profile as unknown as Profile;
}

function add(into: Map<string, number>, from: Map<string, number>) {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms);
}

const perLoad = (times: Map<string, number>, count: number) =>
  largest(times, count)
    .map(([key, ms]) => `  ${(ms / RUNS).toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const server = await startServer({ log: () => {}, env: { LOG_LEVEL: 'warn' } });
  try {
    for (const pagePath of paths.length ? paths : DEFAULT_PATHS) {
      const owners = new Map<string, number>();
      const functions = new Map<string, number>();
      const blocking: number[] = [];
      console.log(`\n${pagePath}`);
      for (let run = 1; run <= RUNS; run += 1) {
        const browser = await chromium.launch(chromiumLaunchOptions);
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink.user_timing',
            'loading',
            'toplevel',
          ],
        });
        const url = `${server.url}${pagePath}`;
        const profile = await profileLoad(cdp, async () => {
          await page.goto(url, { waitUntil: 'networkidle' });
          await page.waitForTimeout(1500);
        });
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        await browser.close();

        const tasks = longTasks(pageMainThread(trace.traceEvents, url), profile);
        const blocked = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
        blocking.push(blocked);
        console.log(`  load ${run}: blocking time ${blocked.toFixed(0)} ms`);
        for (const task of tasks)
          console.log(`    ${task.ms.toFixed(0)} ms: ${task.parts}\n      script: ${task.script}`);
        add(owners, selfTime(profile, -Infinity, Infinity, false));
        add(functions, selfTime(profile, -Infinity, Infinity, true));
      }
      console.log(
        `  blocking time, median of ${RUNS}: ${median(blocking).toFixed(0)} ms (${Math.min(...blocking).toFixed(0)}–${Math.max(...blocking).toFixed(0)})`,
      );
      console.log(`  script self time by owner, per load:\n${perLoad(owners, 12)}`);
      console.log(`  costliest functions, per load:\n${perLoad(functions, 15)}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
