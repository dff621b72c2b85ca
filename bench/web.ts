/**
 * `npm run bench:web`: page budgets. Lighthouse 12 with its default config (the
 * mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown)
 * on every public page of the production build with demo data (home,
 * /adopciones, one animal's page, /login, /refugios, the blog and one post, the
 * shop and one product), in Debian's Chromium launched with the E2E suite's flags.
 *
 * JavaScript per route: the sum of the transfer sizes (bytes on the wire, so
 * compressed as the server sent them to Chromium's `Accept-Encoding`) of every
 * request Lighthouse's `network-requests` audit records as a script during that
 * page's cold load: the entry module, its modulepreloads and the lazy chunks
 * the route imports before the network goes quiet. Cache is empty for every
 * run, so this is the route's first load.
 *
 * Each page is measured BENCH_WEB_RUNS times (default 5), each run in a fresh
 * Chromium. A busy machine moves the performance score and total blocking time
 * a lot from one run to the next (Lighthouse multiplies every main-thread task
 * it observed by the 4x slowdown), so the report gives both as the median of
 * the runs and their spread (min–max), and the other figures from the run with
 * the median performance score. Figures go to bench/RESULTS.md with the targets
 * met or not and the audits that keep a page below a target.
 *
 * CHROMIUM_PATH overrides the browser; BENCH_WEB_ANIMAL picks the animal page
 * by name (default: the first animal of /api/animals).
 */
import http from 'node:http';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startServer, type RunningServer } from '../e2e/support/server';
import { writeResultsSection } from './results';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
const ANIMAL_NAME = process.env.BENCH_WEB_ANIMAL;

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};
const JS_BUDGET_KB = 150;
/** Total blocking time, median of the runs (issue 18). */
const TBT_BUDGET_MS = 150;

interface Page {
  label: string;
  path: string;
  /** Pages whose layout must not shift at all (the animal page: photo, badges, fonts). */
  noLayoutShift?: boolean;
}

interface Measurement {
  page: Page;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: { url: string; bytes: number }[];
  jsBytes: number;
  /** The same scripts' bodies as the server sends them to `Accept-Encoding: br`. */
  brBytes?: number;
  /** Audits under 0.9 in each category below its target. */
  failing: Partial<Record<Category, string[]>>;
  /** Main-thread time by kind of work and by script (median run), largest first. */
  mainThread: { label: string; ms: number }[];
  bootup: { url: string; ms: number }[];
  /** Performance scores and total blocking times of every run, for the medians and spread. */
  performanceRuns: number[];
  tbtRuns: number[];
  /** Lighthouse's benchmarkIndex of every run: the host's CPU speed just before it. */
  hostRuns: number[];
  lighthouseVersion: string;
  userAgent: string;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const log = (line: string) => console.log(line);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

async function pickAnimal(server: RunningServer): Promise<{ id: string; name: string }> {
  const response = await fetch(`${server.url}/api/animals`);
  if (!response.ok) throw new Error(`GET /api/animals answered ${response.status}`);
  const animals = (await response.json()) as { id: string | number; name: string }[];
  const animal = ANIMAL_NAME
    ? animals.find((candidate) => candidate.name === ANIMAL_NAME)
    : animals[0];
  if (!animal) throw new Error(`No demo animal named ${ANIMAL_NAME ?? '(any)'} in /api/animals`);
  return { id: String(animal.id), name: animal.name };
}

/** The newest published blog post (the demo seed has three). */
async function pickPost(server: RunningServer): Promise<{ slug: string; title: string }> {
  const response = await fetch(`${server.url}/blog/api/posts/?page_size=1`);
  if (!response.ok) throw new Error(`GET /blog/api/posts/ answered ${response.status}`);
  const [post] = (await response.json()) as { slug: string; titulo: string }[];
  if (!post) throw new Error('No published blog post in /blog/api/posts/');
  return { slug: post.slug, title: post.titulo };
}

/** The first product of the shop's list (the demo seed has a dozen). */
async function pickProduct(server: RunningServer): Promise<{ slug: string; name: string }> {
  const response = await fetch(`${server.url}/shop/api/products/?page_size=1`);
  if (!response.ok) throw new Error(`GET /shop/api/products/ answered ${response.status}`);
  const [product] = (await response.json()) as { slug: string; name: string }[];
  if (!product) throw new Error('No published product in /shop/api/products/');
  return { slug: product.slug, name: product.name };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is retried. */
async function audit(url: string, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`[web] ${(error as Error).message}; retrying`);
    }
  }
}

async function auditOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function measure(
  page: Page,
  lhr: Result,
  performanceRuns: number[],
  tbtRuns: number[],
  hostRuns: number[],
): Measurement {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<
    Category,
    number
  >;
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkRequestItem[];
  const scripts = items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, bytes: item.transferSize ?? 0 }));
  const failing: Partial<Record<Category, string[]>> = {};
  for (const category of CATEGORIES) {
    if (scores[category] >= TARGETS[category]) continue;
    failing[category] = (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a): a is NonNullable<typeof a> =>
          !!a &&
          a.score !== null &&
          a.score < 0.9 &&
          !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode),
      )
      .map((a) => `${a.id} (${a.title}${a.displayValue ? `: ${a.displayValue}` : ''})`);
  }
  const itemsOf = (id: string) => {
    const audit = lhr.audits[id]?.details;
    return (audit && 'items' in audit ? audit.items : []) as Record<string, unknown>[];
  };
  const mainThread = itemsOf('mainthread-work-breakdown').map((item) => ({
    label: String(item.groupLabel ?? item.group),
    ms: Number(item.duration ?? 0),
  }));
  const bootup = itemsOf('bootup-time').map((item) => ({
    url: String(item.url),
    ms: Number(item.total ?? 0),
  }));
  return {
    page,
    scores,
    mainThread,
    bootup,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scripts,
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    failing,
    performanceRuns,
    tbtRuns,
    hostRuns,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

async function measurePage(server: RunningServer, page: Page): Promise<Measurement> {
  const runs: Result[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await audit(`${server.url}${page.path}`);
    log(
      `[web] ${page.label} run ${run}/${RUNS}: ` +
        CATEGORIES.map((c) => `${c} ${Math.round((lhr.categories[c]?.score ?? 0) * 100)}`).join(
          ', ',
        ) +
        `, TBT ${thousands(tbtOf(lhr))} ms, host index ${thousands(hostOf(lhr))}`,
    );
    runs.push(lhr);
  }
  const performanceOf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
  const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return measure(
    page,
    median,
    runs.map((lhr) => Math.round(performanceOf(lhr) * 100)),
    runs.map(tbtOf),
    runs.map(hostOf),
  );
}

const tbtOf = (lhr: Result) => lhr.audits['total-blocking-time']?.numericValue ?? NaN;
const hostOf = (lhr: Result) => lhr.environment.benchmarkIndex;

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const spread = (values: number[], format: (value: number) => string = String) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;

/** Body bytes on the wire (not decoded) for `Accept-Encoding: br`, and the encoding used. */
function brotliSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function addBrotliSizes(m: Measurement): Promise<void> {
  const sizes = await Promise.all(m.scripts.map((script) => brotliSize(script.url)));
  const notBrotli = sizes.filter((size) => size.encoding !== 'br');
  if (notBrotli.length > 0) log(`[web] ${notBrotli.length} scripts of ${m.page.label} not in br`);
  m.brBytes = sizes.reduce((sum, size) => sum + size.bytes, 0);
}

function report(
  measurements: Measurement[],
  lighthouseVersion: string,
  browser: string,
  loadAverage: number,
): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  const lines: string[] = [
    '## Page budgets',
    '',
    `Latest run of \`npm run bench:web\` (${date}), on ${os.cpus().length} cores (${cpu}), ` +
      `Node ${process.version}, ${os.platform()} ${os.arch()}; Lighthouse ${lighthouseVersion}, ` +
      `${browser}, headless with the E2E suite's flags. The 1-minute load average was ` +
      `${loadAverage.toFixed(2)} when the run started (other work on the machine lowers ` +
      'performance scores and raises TBT).',
    '',
    'Production build (the API serving the built web app, embedded PGlite, demo data) on ' +
      "loopback. Lighthouse's default config: the mobile preset (emulated phone, simulated " +
      'slow 4G and 4x CPU slowdown, so LCP and TBT are estimates from the trace, not wall ' +
      `time). Each page ran ${RUNS} time${RUNS === 1 ? '' : 's'} in a fresh Chromium with an ` +
      'empty cache. Performance and TBT are the medians of the runs, with their spread ' +
      '(min–max) beside them; the other figures are those of the run with the median ' +
      'performance score. "Host index" is Lighthouse\'s benchmarkIndex, measured before each ' +
      'run: how fast the host CPU was then (higher is faster). Lighthouse applies the same 4x ' +
      'slowdown whatever it is, so a run on a slower or busier host gets a higher TBT.',
    '',
    "JavaScript is the sum of the transfer sizes (compressed, as sent) of every script request in Lighthouse's " +
      '`network-requests` audit for that cold load: the entry module, its modulepreloads and ' +
      'the lazy chunks the route fetched before the network went quiet. Transfer sizes ' +
      "include response headers and use the encoding the server chose for Chromium's " +
      '`Accept-Encoding`; this is the figure held against the 150 KB budget. "JS bodies in br" ' +
      'refetches the same URLs with `Accept-Encoding: br` and counts the body bytes only.',
    '',
  ];
  lines.push(
    '| Page | Performance (runs) | TBT (runs) | Host index (runs) | LCP | CLS | Accessibility | Best practices | SEO | JS transferred | JS bodies in br |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const m of measurements) {
    lines.push(
      `| ${m.page.label} (\`${m.page.path}\`) | ${median(m.performanceRuns)} (${spread(m.performanceRuns)}) | ` +
        `${thousands(median(m.tbtRuns))} ms (${spread(m.tbtRuns, thousands)}) | ` +
        `${thousands(median(m.hostRuns))} (${spread(m.hostRuns, thousands)}) | ` +
        `${thousands(m.lcpMs)} ms | ${m.cls.toFixed(3)} | ${m.scores.accessibility} | ` +
        `${m.scores['best-practices']} | ${m.scores.seo} | ` +
        `${kb(m.jsBytes)} KB in ${m.scripts.length} files | ` +
        `${m.brBytes === undefined ? 'n/a' : `${kb(m.brBytes)} KB`} |`,
    );
  }
  lines.push('');

  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  lines.push(
    '### Targets',
    '',
    `Performance and TBT: medians of the ${RUNS} run${RUNS === 1 ? '' : 's'}. CLS 0 on the ` +
      'animal page (the median run).',
    '',
    '| Page | Performance ≥ 95 | TBT ≤ 150 ms | CLS 0 | Accessibility 100 | Best practices ≥ 95 | SEO ≥ 95 | JS ≤ 150 KB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const m of measurements) {
    const performance = median(m.performanceRuns);
    const tbt = median(m.tbtRuns);
    const others = (['accessibility', 'best-practices', 'seo'] as const).map(
      (c) => `${met(m.scores[c] >= TARGETS[c])} (${m.scores[c]})`,
    );
    const jsKb = m.jsBytes / 1024;
    lines.push(
      `| ${m.page.label} | ${met(performance >= TARGETS.performance)} (${performance}) | ` +
        `${met(tbt <= TBT_BUDGET_MS)} (${thousands(tbt)} ms) | ` +
        `${m.page.noLayoutShift ? `${met(m.cls === 0)} (${m.cls.toFixed(3)})` : '–'} | ` +
        `${others.join(' | ')} | ${met(jsKb <= JS_BUDGET_KB)} (${kb(m.jsBytes)} KB) |`,
    );
  }
  lines.push('');

  const failing = measurements.filter((m) => Object.keys(m.failing).length > 0);
  if (failing.length > 0) {
    lines.push(
      '### Audits keeping a page under target',
      '',
      'Audits scoring under 0.9 in each category below its target (median run).',
      '',
    );
    for (const m of failing) {
      for (const category of CATEGORIES) {
        const audits = m.failing[category];
        if (!audits) continue;
        lines.push(
          `- ${m.page.label}, ${CATEGORY_NAMES[category]} ${m.scores[category]}: ` +
            (audits.length > 0 ? audits.join('; ') : 'no single audit under 0.9') +
            '.',
        );
      }
    }
    lines.push('');
  }
  const blocked = measurements.filter((m) => median(m.tbtRuns) > TBT_BUDGET_MS);
  if (blocked.length > 0) {
    lines.push(
      '### Main-thread work on pages over the TBT budget',
      '',
      "Lighthouse's `mainthread-work-breakdown` and `bootup-time` audits of the median run " +
        '(times with the 4x slowdown applied).',
      '',
    );
    const name = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);
    for (const m of blocked) {
      const work = m.mainThread.map((item) => `${item.label} ${thousands(item.ms)} ms`);
      const scripts = m.bootup
        .slice(0, 3)
        .map((item) => `${name(item.url)} ${thousands(item.ms)} ms`);
      lines.push(`- ${m.page.label}: ${work.join(', ')}; by script: ${scripts.join(', ')}.`);
    }
    lines.push('');
  }

  const heavy = measurements.filter((m) => m.jsBytes / 1024 > JS_BUDGET_KB);
  if (heavy.length > 0) {
    lines.push(
      '### Routes over the JavaScript budget',
      '',
      'The five largest scripts (transfer size) of each route over 150 KB.',
      '',
    );
  }
  for (const m of heavy) {
    const largest = [...m.scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((s) => `${new URL(s.url).pathname} ${kb(s.bytes)} KB`);
    lines.push(`- ${m.page.label}, JavaScript: largest scripts ${largest.join(', ')}.`);
  }
  if (heavy.length > 0) lines.push('');

  lines.push(
    `Reproduce: \`npm run build && npm run bench:web\` (\`BENCH_WEB_RUNS=1\` for one run per page, ` +
      '`CHROMIUM_PATH=…` for another browser).',
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const loadAverage = os.loadavg()[0] ?? 0;
  const server = await startServer({ log, env: { LOG_LEVEL: 'warn' } });
  try {
    const animal = await pickAnimal(server);
    const post = await pickPost(server);
    const product = await pickProduct(server);
    const pages: Page[] = [
      { label: 'Home', path: '/' },
      { label: 'Adoptions', path: '/adopciones' },
      {
        label: `Animal page (${animal.name})`,
        path: `/adopciones/animal/${animal.id}`,
        noLayoutShift: true,
      },
      { label: 'Login', path: '/login' },
      { label: 'Shelters', path: '/refugios' },
      { label: 'Blog', path: '/blog' },
      { label: `Blog post (${post.title})`, path: `/blog/${post.slug}` },
      { label: 'Shop', path: '/tienda' },
      { label: `Product page (${product.name})`, path: `/tienda/${product.slug}` },
    ];
    const measurements: Measurement[] = [];
    for (const page of pages) measurements.push(await measurePage(server, page));
    for (const m of measurements) await addBrotliSizes(m);

    const first = measurements[0]!;
    const chrome = first.userAgent.match(/Chrome\/(\d+)/)?.[1];
    await writeResultsSection(
      'page-budgets',
      report(
        measurements,
        first.lighthouseVersion,
        chrome ? `Chromium ${chrome}` : 'Chromium',
        loadAverage,
      ),
    );
    log('[web] wrote the page-budgets section of bench/RESULTS.md');
  } finally {
    await server.stop();
  }
}

await main();
