/**
 * The production topology on this machine (deploy/topology.sh): nginx ending
 * TLS in front of two API processes, a PostgreSQL primary with a streaming
 * replica made by pg_basebackup, media in an S3 bucket. Everything goes
 * through the proxy as a visitor's browser would, except where a test must
 * pick the process (fan-out across processes, killing one).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@huella/shared/schemas/chat';
import { ensureBuilt } from '../../../scripts/build-lib.mjs';
import { freePort } from '../src/test/api-process';
import { openEventStream } from '../src/test/event-stream';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const script = path.join(repo, 'deploy', 'topology.sh');
/** The demo accounts' published password (README). */
const DEMO_PASSWORD = 'Huella2026';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let dir: string;
let settings: Record<string, string>;
let ca: string;
let agent: https.Agent;
let apiUrls: string[];

/** A request through the proxy, over TLS (its own certificate trusted). */
function call(
  method: string,
  target: string,
  options: { token?: string; json?: unknown } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${settings.HUELLA_URL}${target}`,
      {
        method,
        agent,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

async function login(email: string): Promise<string> {
  const answer = await call('POST', '/users/api/login/', {
    json: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status, answer.body).toBe(200);
  return json<{ access: string }>(answer).access;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function topology(...args: string[]) {
  return run('bash', [script, ...args], {
    env: { ...process.env, ...ports },
    maxBuffer: 10 * 1024 * 1024,
  });
}

let ports: Record<string, string>;

interface Readiness {
  status: string;
  replica?: {
    status: string;
    lag_bytes: number | null;
    lag_seconds: number | null;
    serving_catalogue: boolean;
  };
}

describe('the production topology: nginx, two API processes, primary and replica, S3', () => {
  beforeAll(async () => {
    await ensureBuilt();
    dir = mkdtempSync(path.join(tmpdir(), 'huella-topology-'));
    const [proxy, primary, replica, s3, api1, api2] = await Promise.all(
      Array.from({ length: 6 }, () => freePort()),
    );
    ports = {
      PROXY_PORT: String(proxy),
      PRIMARY_PORT: String(primary),
      REPLICA_PORT: String(replica),
      S3_PORT: String(s3),
      API_PORTS: `${api1} ${api2}`,
      DEMO_DATA: 'true',
    };
    await topology('start', dir);
    settings = Object.fromEntries(
      readFileSync(path.join(dir, 'topology.env'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => {
          const at = line.indexOf('=');
          return [line.slice(0, at), line.slice(at + 1).replace(/^"|"$/g, '')];
        }),
    );
    ca = readFileSync(settings.CA_FILE!, 'utf8');
    agent = new https.Agent({ ca, keepAlive: true, maxSockets: 64 });
    apiUrls = settings.API_PORTS!.split(' ').map((port) => `http://127.0.0.1:${port}`);
  }, 240_000);

  afterAll(async () => {
    agent?.destroy();
    if (dir) {
      await topology('stop', dir).catch((error: unknown) => console.error(error));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves the web app and the API through TLS, with the catalogue and its photos from S3', async () => {
    const home = await call('GET', '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect(home.headers['strict-transport-security']).toMatch(/^max-age=\d+/);

    const list = await call('GET', '/api/animals');
    expect(list.status).toBe(200);
    const animals = json<{ id: number; image: string | null }[]>(list);
    expect(animals.length).toBeGreaterThan(0);
    const photo = animals.find((animal) => animal.image)!;
    const image = await call('GET', `/${photo.image!.replace(/^\//, '')}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('reads the guests’ catalogue from the replica once it has caught up, and shows its lag in /readyz', async () => {
    const ready = await until('the replica serving the catalogue', async () => {
      const answer = json<Readiness>(await call('GET', '/readyz'));
      return answer.replica?.serving_catalogue ? answer : undefined;
    });
    expect(ready.status).toBe('ok');
    expect(ready.replica).toMatchObject({ status: 'ok' });
    expect(ready.replica!.lag_bytes).toBeGreaterThanOrEqual(0);
    // The same figures for Prometheus, behind the metrics token.
    const metrics = await call('GET', '/metrics', { token: settings.METRICS_TOKEN });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^huella_db_replica_lag_bytes \d+$/m);
    expect(metrics.body).toMatch(/^huella_db_replica_serving_catalogue [01]$/m);
    expect((await call('GET', '/metrics')).status).toBe(401);

    // Lists nobody asked for yet (no cached answer) are read on the replica.
    const replica = new pg.Client({ connectionString: settings.DATABASE_REPLICA_URL });
    await replica.connect();
    try {
      // Reads of the announcements on the replica (this test's own statements read none).
      const petReads = async () =>
        Number(
          (
            await replica.query<{ n: string }>(
              "select (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::text as n from pg_stat_user_tables where relname = 'pets'",
            )
          ).rows[0]!.n,
        );
      const before = await petReads();
      const words = ['cariñoso', 'tranquila', 'juguetón', 'paseos', 'gatos', 'niños'];
      for (const q of words) {
        const answer = await call('GET', `/api/animals?q=${encodeURIComponent(q)}&page_size=7`);
        expect(answer.status).toBe(200);
      }
      // A standby's statistics are reported by each backend: within a second while busy, ten once idle.
      await until('the replica’s statistics to count the reads', async () =>
        (await petReads()) >= before + words.length ? true : undefined,
      );
    } finally {
      await replica.end();
    }
  });

  it('shows a member their own change at once (the primary), and guests within moments on every process', async () => {
    const token = await login('refugio@huella.es');
    const mine = json<{ id: number; name: string }[]>(
      await call('GET', '/pets/api/pets/mine/?status=published', { token }),
    );
    const pet = mine[0]!;
    const name = `Renombrada ${Date.now() % 100_000}`;
    const changed = await call('PATCH', `/pets/api/pets/${pet.id}/`, { token, json: { name } });
    expect(changed.status, changed.body).toBe(200);

    // The member reads the primary, whichever process answers.
    for (let i = 0; i < 4; i += 1) {
      const own = json<{ name: string }>(await call('GET', `/pets/api/pets/${pet.id}/`, { token }));
      expect(own.name).toBe(name);
    }
    // A guest on each process: the change's notification reaches it, and the
    // replica is read again only once it has replayed the change.
    for (const url of apiUrls) {
      await until(
        `the new name on ${url}`,
        async () => {
          const answer = await fetch(`${url}/api/animals/${pet.id}/`);
          const animal = (await answer.json()) as { name: string };
          return animal.name === name ? true : undefined;
        },
        5_000,
      );
    }
  });

  it('fans chat messages out across processes, live through the proxy', async () => {
    const adopter = await login('adoptante@huella.es');
    const member = await login('refugio@huella.es');
    const conversations = json<{ id: number }[]>(
      await call('GET', '/chat/api/conversations/', { token: adopter }),
    );
    const conversation = conversations[0]!;
    const stream = await openEventStream(
      `${settings.HUELLA_URL}/chat/api/stream/`,
      { authorization: `Bearer ${member}` },
      { ca },
    );
    try {
      await stream.frame((frame) => frame.retry !== undefined, 'the retry: frame');
      // Posted on each process in turn: one of them is not the stream's.
      for (const url of apiUrls) {
        const posted = await fetch(`${url}/chat/api/conversations/${conversation.id}/messages/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adopter}` },
          body: JSON.stringify({ body: `Hola desde ${url}` }),
        });
        expect(posted.status).toBe(201);
        const sent = (await posted.json()) as { id: number };
        const frame = await stream.frame(
          (candidate) => candidate.event === 'message' && candidate.id === String(sent.id),
          `message ${sent.id}`,
        );
        expect((JSON.parse(frame.data!) as ChatStreamEvent).type).toBe('message');
      }
    } finally {
      stream.close();
    }
  });

  it('keeps serving when the replica stops (reads move to the primary) and says so in /readyz', async () => {
    const replicaDir = path.join(dir, 'pg', 'replica');
    const pgCtl = async (...args: string[]) => {
      const version = readFileSync(path.join(replicaDir, 'PG_VERSION'), 'utf8').trim();
      const command = [`/usr/lib/postgresql/${version}/bin/pg_ctl`, '-D', replicaDir, ...args];
      // PostgreSQL refuses to run as root (deploy/topology.sh runs it as postgres then).
      if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', ...command]);
      else await run(command[0]!, command.slice(1));
    };
    await pgCtl('-m', 'fast', '-w', 'stop');
    try {
      const down = await until('the replica reported unavailable', async () => {
        const answer = json<Readiness>(await call('GET', '/readyz'));
        return answer.replica?.status === 'unavailable' ? answer : undefined;
      });
      expect(down.status).toBe('ok');
      // A list nobody asked for yet: read on the primary.
      const list = await call('GET', '/api/animals?q=perro&page_size=3');
      expect(list.status).toBe(200);
      expect(json<unknown[]>(list).length).toBeGreaterThan(0);
    } finally {
      await pgCtl('-l', path.join(dir, 'pg', 'replica.log'), '-w', 'start');
    }
    await until(
      'the replica serving again',
      async () => {
        const answer = json<Readiness>(await call('GET', '/readyz'));
        return answer.replica?.status === 'ok' && answer.replica.serving_catalogue
          ? true
          : undefined;
      },
      30_000,
    );
  });

  it('loses no request but those in flight when an API process is killed under load', async () => {
    const adopter = await login('adoptante@huella.es');
    const me = json<{ id: number }>(await call('GET', '/users/api/users/me/', { token: adopter }));
    const animals = json<{ id: number }[]>(await call('GET', '/api/animals?page_size=40'));
    const WORKERS = 16;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killedAt = 0;
    const failures: { at: number; what: string }[] = [];
    let answered = 0;
    const stopAt = Date.now() + 6_000;
    const worker = async (w: number) => {
      for (let i = 0; Date.now() < stopAt; i += 1) {
        const animal = animals[(w * 7 + i) % animals.length]!;
        // Mostly reads (some never cached), and writes: a favourite added and removed.
        const change = i % 10 === 4 ? 'add' : 'remove';
        const request =
          i % 5 === 4
            ? call('POST', `/users/api/users/${me.id}/${change}-favourite-pet/`, {
                token: adopter,
                json: { pet_id: animal.id },
              })
            : call(
                'GET',
                i % 2
                  ? `/api/animals/${animal.id}/`
                  : `/api/animals?page=${(i % 9) + 1}&size=${w % 3 ? 'grande' : 'mediano'}`,
              );
        inFlight += 1;
        try {
          const answer = await request;
          if (answer.status >= 500) failures.push({ at: Date.now(), what: `${answer.status}` });
          else answered += 1;
        } catch (error) {
          failures.push({ at: Date.now(), what: String(error) });
        } finally {
          inFlight -= 1;
        }
      }
    };
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const pid = Number(readFileSync(path.join(dir, 'api-1.pid'), 'utf8'));
      inFlightAtKill = inFlight;
      killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
    })();
    await Promise.all([killer, ...Array.from({ length: WORKERS }, (_, w) => worker(w))]);

    expect(answered).toBeGreaterThan(200);
    // Only requests already under way on the killed process may fail, and only at that moment.
    expect(failures.length).toBeLessThanOrEqual(inFlightAtKill);
    for (const failure of failures) expect(failure.at - killedAt).toBeLessThan(3_000);

    // Started again, it serves again behind the proxy.
    await topology('start-api', dir, '1');
    const again = await fetch(`${apiUrls[0]}/readyz`);
    expect(again.status).toBe(200);
  });
});
