/**
 * What the load, fault and two-process suites share: PostgreSQL databases of
 * the shared test cluster (a migrated copy of the run's template, or an empty
 * one), an in-process app on such a database to make test data and sign
 * people in without touching the processes' rate limits, and a Server-Sent
 * Events reader over real HTTP.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { withDatabase } from '../../src/test/global-setup';
import { testConfig } from '../../src/test/helper';

/** The signing secret of testConfig(): tokens made in-process are valid in the API processes. */
export const JWT_SECRET = testConfig().jwtSecret;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of the shared test cluster: a copy of the migrated template, or
 * (`empty`) one with nothing in it, for what a first start does.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('the reliability suites run on PostgreSQL');
  const name = `huella_rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty ? `create database ${name}` : `create database ${name} template ${template}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface HelperApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * An app in this process on the database the API processes use, with the
 * same signing secret: factories write through it and `loginAs` signs in from
 * made-up addresses, so no process's per-IP login limit is spent on set-up.
 */
export async function openHelperApp(url: string): Promise<HelperApp> {
  const database = await openDatabase({ url, poolSize: 4 });
  const config = testConfig();
  const app = await buildApp(config, { database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface SseFrame {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
}

/**
 * A Server-Sent Events stream read over real HTTP (node:http, so that closing
 * destroys the socket at once). `frame()` waits a bounded time for a match.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {});
  if (response.statusCode !== 200) {
    request.destroy();
    throw new Error(`stream at ${url}: ${response.statusCode}`);
  }
  const frames: SseFrame[] = [];
  let ended = false;
  let wake = () => {};
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame: SseFrame = {};
      for (const line of buffer.slice(0, cut).split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const field = line.slice(0, colon);
        if (field === 'event' || field === 'id' || field === 'data' || field === 'retry') {
          frame[field] = line.slice(colon + 1).replace(/^ /, '');
        }
      }
      buffer = buffer.slice(cut + 2);
      frames.push(frame);
    }
    wake();
  });
  response.on('close', () => {
    ended = true;
    wake();
  });

  const frame = async (matches: (frame: SseFrame) => boolean, what: string, withinMs = 15_000) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const found = frames.find(matches);
      if (found) return found;
      if (ended) throw new Error(`the stream at ${url} ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${what} on ${url} within ${withinMs} ms: ${JSON.stringify(frames)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  return { frames, frame, close: () => request.destroy() };
}
