/**
 * `npm run bench:web-profile -w @huella/bench [-- /path …]`: where a page's
 * main thread goes at load. For each path (default: the public pages of
 * bench:web), a fresh Chromium loads it from the production build with the CPU
 * slowed 4x as Lighthouse's mobile preset does, records a CPU profile and the
 * long tasks (over 50 ms), and prints:
 *
 * - the long tasks, with what the browser says each was;
 * - script self time by package (node_modules) or by the app's own module,
 *   mapped through the build's source maps;
 * - the costliest functions.
 *
 * A probe for finding work to cut, not a benchmark: wall time on a shared host
 * moves from one run to the next, so compare runs made one after the other.
 * BENCH_WEB_PROFILE_RUNS (default 1) loads each page that many times and sums.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { webDistDir } from '../scripts/build-lib.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_PROFILE_RUNS ?? 1));
const DEFAULT_PATHS = ['/', '/adopciones', '/refugios', '/login', '/blog', '/tienda'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url)!;
  let map: TraceMap | null = null;
  const match = /\/assets\/[^?#]+\.js$/.exec(new URL(url).pathname);
  if (match) {
    try {
      map = new TraceMap(readFileSync(path.join(webDistDir, `${match[0]}.map`), 'utf8'));
    } catch {
      map = null;
    }
  }
  maps.set(url, map);
  return map;
}

/** The package (node_modules/x) or the app's module a frame comes from. */
function origin(frame: ProfileNode['callFrame']): { owner: string; name: string } {
  if (!frame.url)
    return { owner: `(${frame.functionName || 'program'})`, name: frame.functionName };
  const map = mapFor(frame.url);
  if (!map) return { owner: new URL(frame.url).pathname, name: frame.functionName };
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source =
    position.source ?? `?${path.basename(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  const owner = pkg ? pkg[1] : source.replace(/^.*?\/src\//, 'src/');
  const name = position.name ?? frame.functionName ?? '(anonymous)';
  return { owner, name: `${name} (${owner}:${position.line ?? '?'})` };
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of self) {
    const { owner, name } = origin(byId.get(id)!.callFrame);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  return { owners, functions };
}

/** Self time by owner of the samples between two trace timestamps (µs). */
function ownersBetween(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const owners = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    const { owner: pkg, name } = origin(byId.get(id)!.callFrame);
    const owner = process.env.BENCH_WEB_PROFILE_FUNCTIONS ? name : pkg;
    owners.set(owner, (owners.get(owner) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...owners]
    .sort((a, b) => b[1] - a[1])
    .slice(0, process.env.BENCH_WEB_PROFILE_FUNCTIONS ? 14 : 6)
    .map(([owner, ms]) => `${owner} ${ms.toFixed(0)}`)
    .join(', ');
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; type?: string } };
}

/** The main thread's tasks over 50 ms, with their direct parts. */
function tasksOver50(events: TraceEvent[], profile: Profile): string[] {
  const mains = new Set(
    events
      .filter(
        (event) =>
          event.name === 'thread_name' &&
          (event.args as { name?: string })?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter(
    (event) => mains.has(`${event.pid}:${event.tid}`) && event.ph === 'X',
  );
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
      if (
        ![
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'Layout',
          'UpdateLayoutTree',
          'ParseHTML',
          'Paint',
          'v8.compileModule',
          'FireAnimationFrame',
          'EventDispatch',
          'RunMicrotasks',
          'PrePaint',
          'Commit',
          'ParseAuthorStyleSheet',
          'HitTest',
          'IntersectionObserverController::computeIntersections',
        ].includes(event.name)
      )
        continue;
      const data = event.args?.data;
      const what = `${event.name}${data?.url ? ` ${new URL(data.url).pathname}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}${data?.type ? ` ${data.type}` : ''}`;
      parts.set(what, (parts.get(what) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const listed = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([what, ms]) => `${what} ${ms.toFixed(0)}`);
    return `${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${listed.join('; ')}\n      JS: ${ownersBetween(profile, task.ts, end)}`;
  });
}

function add(into: Map<string, number>, from: Map<string, number>) {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms);
}

function top(map: Map<string, number>, count: number) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${(ms / RUNS).toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');
}

async function profilePage(cdp: CDPSession, load: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = await cdp.send('Profiler.stop');
  return profile as Profile;
}

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const server = await startServer({ log: () => {}, env: { LOG_LEVEL: 'warn' } });
  try {
    for (const pagePath of paths.length ? paths : DEFAULT_PATHS) {
      const owners = new Map<string, number>();
      const functions = new Map<string, number>();
      const tasks: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const browser = await chromium.launch(chromiumLaunchOptions);
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
        });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const seen: { start: number; ms: number; name: string }[] = [];
          (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              seen.push({
                start: Math.round(entry.startTime),
                ms: Math.round(entry.duration),
                name:
                  (entry as PerformanceEntry & { attribution?: { name: string }[] })
                    .attribution?.[0]?.name ?? entry.name,
              });
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'v8.execute',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            '__metadata',
          ],
        });
        const profile = await profilePage(cdp, async () => {
          await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
          await page.waitForTimeout(1500);
        });
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        tasks.push(...tasksOver50(trace.traceEvents, profile).map((line) => `  ${line}`));
        const times = selfTimes(profile);
        add(owners, times.owners);
        add(functions, times.functions);
        const longTasks = await page.evaluate(
          () => (window as unknown as { __longTasks: { start: number; ms: number }[] }).__longTasks,
        );
        tasks.push(
          `  observed: ${longTasks.map((task) => `${task.ms} ms at ${task.start}`).join(', ') || 'none'}`,
        );
        await browser.close();
      }
      console.log(`\n${pagePath}\nlong tasks (4x slower CPU):\n${tasks.join('\n')}`);
      console.log(`self time by owner (per load):\n${top(owners, 15)}`);
      console.log(`costliest functions (per load):\n${top(functions, 25)}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
