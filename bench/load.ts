/**
 * The load side of `npm run bench`: autocannon runs, the ceiling server (a
 * bare Node `http` server answering the same bytes from memory) and the
 * server process's peak memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { freePort } from '../e2e/support/server';

/** One request: a method, a path, and what it adds to the target's headers. */
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What a row loads: its requests, taken in turn by whichever connection is free. */
export interface Target {
  requests: Request[];
  /** Headers every request sends (the user agent). */
  headers: Record<string, string>;
}

export interface Sample {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The slowest answer (autocannon's max). */
  max: number;
  requests: number;
  non2xx: number;
  /** The non-2xx answers by status, and the first one's body (what went wrong). */
  refusals: Record<number, number>;
  firstRefusal?: string;
  errors: number;
  /** Answers with `x-cache: hit` and `x-cache: miss` (0 and 0 where the route says neither). */
  cacheHits: number;
  cacheMisses: number;
  /** Where the machine's CPU went during the measured run (set for Huella's runs). */
  cpu?: CpuPerRequest;
}

/**
 * CPU time per answered request during a measured run, in milliseconds: the
 * API process, every PostgreSQL process (none on PGlite, whose database is in
 * the API process), and this process, where autocannon makes the load. With
 * the two cores' busy share, it says whether a row is bound by the machine
 * and what each part would have to give up for a target.
 */
export interface CpuPerRequest {
  api: number;
  postgres: number;
  load: number;
  /** The share of the machine's cores busy in all (these and any other process). */
  busy: number;
}

interface CpuTimes {
  api: number;
  postgres: number;
  load: number;
  machine: number;
  at: number;
}

/** Linux counts process time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

function processTicks(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // The process ended while we looked.
  }
}

/** The busy time of every core since boot (/proc/stat's first line less idle and iowait). */
function machineTicks(): number {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [user, nice, system, , , irq, softirq, steal] = cpu!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

function cpuTimes(apiPid: number): CpuTimes {
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        postgres += processTicks(entry);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  const own = process.cpuUsage();
  return {
    api: processTicks(String(apiPid)) * TICK_MS,
    postgres: postgres * TICK_MS,
    load: (own.user + own.system) / 1000,
    machine: machineTicks() * TICK_MS,
    at: performance.now(),
  };
}

/** Starts counting; `stop` answers the CPU per request of the `requests` answered meanwhile. */
export function countCpu(apiPid: number): { stop(requests: number): CpuPerRequest } {
  const before = cpuTimes(apiPid);
  return {
    stop(requests) {
      const after = cpuTimes(apiPid);
      const per = (key: 'api' | 'postgres' | 'load') =>
        requests ? (after[key] - before[key]) / requests : 0;
      const wall = after.at - before.at;
      return {
        api: per('api'),
        postgres: per('postgres'),
        load: per('load'),
        busy: wall > 0 ? (after.machine - before.machine) / (wall * cpus().length) : 0,
      };
    },
  };
}

export interface Captured {
  status: number;
  contentType: string;
  /** base64 */
  body: string;
}

/**
 * Where a target's turn is: kept between the warm-up and the measured run, so
 * a list of writes meant to be used once (one adoption request per account and
 * animal) is never replayed.
 */
export interface Cursor {
  next: number;
}

export async function load(
  baseUrl: string,
  target: Target,
  connections: number,
  duration: number,
  cursor: Cursor = { next: 0 },
): Promise<Sample> {
  let cacheHits = 0;
  let cacheMisses = 0;
  const refusals: Record<number, number> = {};
  let firstRefusal: string | undefined;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const next = target.requests[cursor.next % target.requests.length]!;
          cursor.next += 1;
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { ...target.headers, ...next.headers },
            ...(next.body === undefined ? { body: undefined } : { body: next.body }),
          };
        },
        onResponse: (status, body, _context, headers) => {
          if (status < 200 || status > 299) {
            refusals[status] = (refusals[status] ?? 0) + 1;
            firstRefusal ??= String(body).slice(0, 300);
          }
          const cache = headers?.['x-cache'];
          if (cache === 'hit') cacheHits += 1;
          else if (cache === 'miss') cacheMisses += 1;
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    refusals,
    firstRefusal,
    errors: result.errors + result.timeouts,
    cacheHits,
    cacheMisses,
  };
}

/** What a path answers to a plain client (autocannon asks for no compression). */
export async function capture(
  baseUrl: string,
  target: Target,
  request: Request,
): Promise<Captured> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...target.headers, ...request.headers, 'accept-encoding': 'identity' },
    body: request.body,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

export interface Ceiling {
  url: string;
  stop(): void;
}

/**
 * The ceiling runs in its own process, as Huella does, so it does not share an
 * event loop with the load generator. It answers by path whatever the method,
 * reading (and dropping) any request body first as a real server must.
 */
export async function startCeiling(responses: Record<string, Captured>): Promise<Ceiling> {
  const port = await freePort();
  const source = `
    import http from 'node:http';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const responses = JSON.parse(input);
    const ready = Object.fromEntries(Object.entries(responses).map(([p, r]) =>
      [p, { status: r.status, headers: { 'content-type': r.contentType }, body: Buffer.from(r.body, 'base64') }]));
    http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const r = ready[req.url];
        if (!r) { res.writeHead(404).end(); return; }
        res.writeHead(r.status, r.headers).end(r.body);
      });
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));
  `;
  // The responses go through stdin: a page of animals is too long for an environment variable.
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin?.end(JSON.stringify(responses));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => void child.kill() };
}

/**
 * The id of the server process listening on `port`: a child of this process
 * whose environment says PORT=<port> (Linux /proc).
 */
export function serverPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no server process of ours listens on port ${port}`);
}

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Samples the process's resident memory every 200 ms; `stop` answers the peak
 * in bytes: the kernel's high-water mark (VmHWM, since the process started)
 * or the highest sample, whichever is larger.
 */
export function watchMemory(pid: number): { current(): number; stop(): number } {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS') ?? 0, statusKb(pid, 'VmHWM') ?? 0);
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    current: () => (statusKb(pid, 'VmRSS') ?? 0) * 1024,
    stop: () => {
      sample();
      clearInterval(timer);
      return peakKb * 1024;
    },
  };
}
