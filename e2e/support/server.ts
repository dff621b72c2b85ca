/**
 * Starts the real production server (the built bundle serving the built web
 * app) on a free loopback port with a fresh, empty data directory, so every
 * run migrates and seeds a new embedded database. Used by the E2E global
 * setup, the screenshots script and the bench.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiBundle,
  apiNodeFlags,
  apiProcessEnv,
  ensureBuilt,
  repoRoot,
  webDistDir,
} from '../../scripts/build-lib.mjs';

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** The server's DATA_DIR: database, outbox/, media/, server.log. */
  dataDir: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for the server (overrides the defaults below). */
  env?: Record<string, string>;
  /** Log lines about building and starting. */
  log?: (line: string) => void;
  /** Keep the data directory after stop (for looking at the outbox or logs). */
  keepData?: boolean;
  /** Extra arguments for node before the bundle (the bench's `--cpu-prof`); none by default. */
  nodeArgs?: string[];
}

const READY_TIMEOUT_MS = 180_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  await ensureBuilt({ log });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'huella-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const logStream = createWriteStream(logFile);

  const args = ['--enable-source-maps', ...apiNodeFlags, ...(options.nodeArgs ?? []), apiBundle];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...apiProcessEnv,
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      SEED_DEMO_DATA: 'true',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      // Journeys sign in and register many times from one address; the limits
      // themselves are covered by the API tests.
      RATE_LIMIT_DISABLED: 'true',
      // A saved search's alert comes seconds after a matching animal, not the minute of production.
      SAVED_SEARCH_ALERTS_EVERY_MS: '2000',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const logTail = () => readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    logStream.end();
    if (!options.keepData && !process.env.E2E_KEEP_DATA) {
      rmSync(dataDir, { recursive: true, force: true });
    } else {
      log(`[server] data kept in ${dataDir}`);
    }
  };

  log(`[server] starting on ${url} (data: ${dataDir})`);
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = logTail();
      await stop();
      throw new Error(
        `The server exited during start-up (${child.exitCode ?? child.signalCode}):\n${tail}`,
      );
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) {
        log(`[server] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return { url, port, dataDir, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = logTail();
  await stop();
  throw new Error(`The server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${tail}`);
}
