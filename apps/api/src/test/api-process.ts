/**
 * The API in an operating-system process of its own, started the way it runs
 * outside tests (`node --import tsx src/server.ts`, migrations included), for
 * tests that prove something holds across processes rather than across app
 * instances sharing one Node process.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, where `src/server.ts` and the tsx dependency are found. */
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on right now: the system picks one for port 0 and it is given back. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
  if (!address || typeof address === 'string') throw new Error('freePort: no port assigned');
  return address.port;
}

export interface ApiProcess {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /**
   * SIGTERM, then waits for the graceful exit (SIGKILL if it never comes) and
   * removes its DATA_DIR. Resolves with how the process ended.
   */
  stop(): Promise<ApiProcessExit>;
  /** Sends a signal without waiting (SIGKILL for a crash, SIGTERM in the middle of a load). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with how the process ended, once it has. */
  exited: Promise<ApiProcessExit>;
}

export interface ApiProcessOptions {
  /** Variables on top of NODE_ENV=test, HOST, PORT, DATA_DIR, LOG_LEVEL=silent, SEED_DEMO_DATA=false. */
  env: Record<string, string>;
  /** How long GET /readyz may take to answer 200. */
  readyWithinMs?: number;
  /** How long the process may take to exit after SIGTERM before it is killed. */
  stopWithinMs?: number;
}

export interface ApiProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const OUTPUT_LIMIT = 64 * 1024;

/** Starts `src/server.ts` in a child process and resolves once GET /readyz answers 200. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const { readyWithinMs = 30_000, stopWithinMs = 15_000 } = options;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'huella-api-process-'));
  const url = `http://127.0.0.1:${port}`;
  // Only what the process needs: stray variables of the test run (S3_*, DATABASE_URL…) stay out.
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'SYSTEMROOT']
      .map((name) => [name, process.env[name]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const collect = (chunk: Buffer) => {
    if (output.length < OUTPUT_LIMIT) output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exit: ApiProcessExit | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    });
    child.once('error', (error) => {
      collect(Buffer.from(`${error.message}\n`));
      // Never started: no 'exit' will follow.
      if (child.pid === undefined) {
        exit ??= { code: null, signal: null };
        resolve();
      }
    });
  });

  const stop = async (): Promise<ApiProcessExit> => {
    if (!exit) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (!exit) child.kill('SIGKILL');
      }, stopWithinMs);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    return exit!;
  };
  const describeFailure = (why: string) =>
    new Error(`API process ${why}; its output:\n${output || '(nothing)'}`);

  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (exit) {
      const { code, signal } = await stop();
      throw describeFailure(`exited before it was ready (code ${code}, signal ${signal})`);
    }
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw describeFailure(
        `did not answer GET /readyz with 200 within ${readyWithinMs} ms (last: ${status ?? 'no answer'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    stop,
    kill: (signal) => void child.kill(signal),
    exited: exited.then(() => exit!),
  };
}
