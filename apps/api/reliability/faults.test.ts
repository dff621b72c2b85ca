/**
 * What a client sees when things break under an API process on PostgreSQL:
 * - PostgreSQL restarted during a load of writes and reads: while it is down
 *   every request is answered 503 with the Spanish error body (never a 500,
 *   never a hang) and /readyz says 503; once it is back the process serves
 *   again by itself within 5 s; every write that was answered 2xx is in the
 *   database; chat fan-out to a second process resumes; both processes still
 *   exit 0. A transaction holding a pooled connection when the server stops
 *   fails with a "database unavailable" error instead of ending the process.
 * - SIGTERM in the middle of a load: every request sent before the signal is
 *   answered in full with a 2xx; afterwards a request is either served in full
 *   or turned away before the server took it (refused at connect time, or reset
 *   unanswered from the listen queue), never cut or answered 5xx; an avatar
 *   upload half sent at the signal is received and saved; the process exits 0
 *   with a chat stream open.
 * - SIGKILL in the middle of an avatar upload: after a restart on the same
 *   database and DATA_DIR, every avatar a user row points at has all its files,
 *   complete and served, and no half-written file is served.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages';
import { openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/lib/database-unavailable';
import { variantKey } from '../src/lib/storage';
import { chatCast, openAsAdopter, person, type Person } from '../src/modules/chat/test-support';
import { createPet, createShelter } from '../src/test/factories';
import { makeJpeg } from '../src/test/images';
import { multipart } from '../src/test/multipart';
import { startApiProcess, type ApiProcess } from '../src/test/api-process';
import {
  createTestDatabase,
  JWT_SECRET,
  openEventStream,
  openHelperApp,
  type TestDatabase,
} from './support/api-processes';
import { startPostgresCluster, type PostgresCluster } from './support/postgres-cluster';

const SERVICE_UNAVAILABLE = {
  error: commonMessages.errors.serviceUnavailable,
  message: commonMessages.errors.serviceUnavailable,
  code: 'service_unavailable',
};

/** Longer than any answer may take: a request still unanswered then is a hang. */
const HANG_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  what: string;
  startedAt: number;
  status?: number;
  body?: unknown;
  /** A network failure or a hang (no answer within HANG_MS). */
  error?: string;
}

async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Omit<Outcome, 'what'>> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, the assertions show it.
    }
    return { startedAt, status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      startedAt,
      error: `${(error as Error).name}: ${cause?.code ?? (error as Error).message}`,
    };
  }
}

describe('PostgreSQL restarted during a write load', () => {
  let cluster: PostgresCluster | undefined;
  let api: ApiProcess | undefined;
  /** A second process with no load: its chat fan-out (LISTEN) must come back too. */
  let listener: ApiProcess | undefined;
  let databaseUrl: string;
  let writers: Person[] = [];
  let probe: Person;
  const petIds: number[] = [];
  let chat: { conversationId: number; adopter: Person; member: Person };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    databaseUrl = await cluster.createDatabase('huella');
    // Rate limits counted in PostgreSQL: the limiter's own queries fail too while it is down.
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET, RATE_LIMIT_STORE: 'database' };
    api = await startApiProcess({ env, readyWithinMs: 60_000 });
    listener = await startApiProcess({ env, readyWithinMs: 60_000 });
    const helper = await openHelperApp(databaseUrl);
    try {
      const { app } = helper;
      const shelter = await createShelter(app);
      for (let index = 0; index < 120; index += 1) {
        petIds.push((await createPet(app, { shelterId: shelter.id })).id);
      }
      writers = await Promise.all(Array.from({ length: 6 }, () => person(app)));
      probe = await person(app);
      const cast = await chatCast(app);
      const conversation = await openAsAdopter(app, cast);
      chat = { conversationId: conversation.id, adopter: cast.adopter, member: cast.member };
    } finally {
      await helper.close();
    }
  }, 120_000);

  afterAll(async () => {
    try {
      // Both still shut down cleanly after the outage.
      // Both stopped first, then judged: a failed check must not leave one running.
      const children = [api, listener].filter((child) => child !== undefined);
      const exits = await Promise.all(children.map((child) => child.stop()));
      for (const [index, child] of children.entries()) {
        expect(exits[index], child.output()).toEqual({ code: 0, signal: null });
      }
    } finally {
      await cluster?.remove();
    }
  }, 60_000);

  it('answers 503 while it is down, recovers by itself and keeps every acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const favourite = (who: Person, petId: number) =>
      call(`${api!.url}/users/api/users/${who.user.id}/add-favourite-pet/`, {
        method: 'POST',
        headers: who.headers,
        json: { pet_id: petId },
      });

    // Each writer adds the animals to its favourites one after another.
    const favouriteLoops = writers.map(async (who, offset) => {
      for (let index = offset * 17; running; index += 1) {
        const petId = petIds[index % petIds.length]!;
        const outcome = await favourite(who, petId);
        outcomes.push({ what: `favourite ${who.user.id}:${petId}`, ...outcome });
        if (outcome.status !== 200) await sleep(50);
      }
    });
    // Reads go on meanwhile: a signed-in person's account and a text search.
    const readLoop = (async () => {
      for (let index = 0; running; index += 1) {
        const path =
          index % 2 ? '/users/api/users/me/' : `/api/animals/?q=animal&page=${(index % 3) + 1}`;
        const outcome = await call(`${api!.url}${path}`, { headers: probe.headers });
        outcomes.push({ what: `read ${path}`, ...outcome });
        await sleep(outcome.status === 200 ? 20 : 50);
      }
    })();
    // The adopter writes in the chat, within its limit of 30 messages a minute.
    let sent = 0;
    const chatLoop = (async () => {
      while (running) {
        sent += 1;
        const body = `Mensaje ${sent}`;
        const outcome = await call(
          `${api!.url}/chat/api/conversations/${chat.conversationId}/messages/`,
          { method: 'POST', headers: chat.adopter.headers, json: { body } },
        );
        outcomes.push({ what: `message ${body}`, ...outcome });
        await sleep(600);
      }
    })();
    // Chat streams open on both processes through the outage (their presence
    // bookkeeping writes to the database too).
    const streams = await Promise.all(
      [api!, listener!].map((child) =>
        openEventStream(`${child.url}/chat/api/stream/`, chat.member.headers),
      ),
    );

    await sleep(2_500);
    await cluster!.stop();
    const downAt = Date.now();
    // While it is down: readiness says so, and a write is a 503 with the Spanish body.
    const readyWhileDown = await call(`${api!.url}/readyz`);
    expect(readyWhileDown).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    const writeWhileDown = await favourite(probe, petIds[0]!);
    expect(writeWhileDown).toMatchObject({ status: 503, body: SERVICE_UNAVAILABLE });
    await sleep(Math.max(0, downAt + 2_000 - Date.now()));

    await cluster!.start();
    const upAt = Date.now();
    let recoveredAt: number | undefined;
    while (Date.now() - upAt < 15_000) {
      const ready = await call(`${api!.url}/readyz`);
      const write = ready.status === 200 ? await favourite(probe, petIds[1]!) : undefined;
      if (write?.status === 200) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(100);
    }
    expect(
      recoveredAt,
      'the API did not serve a write within 15 s of PostgreSQL being back',
    ).toBeDefined();
    expect(recoveredAt! - upAt).toBeLessThanOrEqual(5_000);

    await sleep(2_000);
    running = false;
    await Promise.all([...favouriteLoops, chatLoop, readLoop]);
    for (const stream of streams) stream.close();

    // What every client saw: a 2xx or a 503 with the Spanish body; no 500, no hang, no reset.
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
    expect(outcomes.filter((outcome) => ![200, 201, 503].includes(outcome.status!))).toEqual([]);
    expect(
      outcomes.filter(
        (outcome) =>
          outcome.status === 503 &&
          JSON.stringify(outcome.body) !== JSON.stringify(SERVICE_UNAVAILABLE),
      ),
    ).toEqual([]);
    // The load ran through the outage and after it.
    expect(outcomes.some((outcome) => outcome.status === 503)).toBe(true);
    expect(
      outcomes.some((outcome) => outcome.startedAt > recoveredAt! && outcome.status === 200),
    ).toBe(true);

    // Every acknowledged write is in the database.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const stored = await client.query<{ user_id: number; pet_id: number }>(
        'select user_id, pet_id from favourites',
      );
      const storedKeys = new Set(stored.rows.map((row) => `${row.user_id}:${row.pet_id}`));
      const acknowledged = outcomes
        .filter((outcome) => outcome.what.startsWith('favourite ') && outcome.status === 200)
        .map((outcome) => outcome.what.slice('favourite '.length));
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.filter((key) => !storedKeys.has(key))).toEqual([]);

      const messages = await client.query<{ id: number; body: string }>(
        'select id, body from chat_messages where conversation_id = $1',
        [chat.conversationId],
      );
      const storedMessages = new Map(messages.rows.map((row) => [row.id, row.body]));
      const acknowledgedMessages = outcomes.filter(
        (outcome) => outcome.what.startsWith('message ') && outcome.status === 201,
      );
      expect(acknowledgedMessages.length).toBeGreaterThan(0);
      for (const outcome of acknowledgedMessages) {
        const { id, body } = outcome.body as { id: number; body: string };
        expect(storedMessages.get(id)).toBe(body);
      }
    } finally {
      await client.end();
    }

    // Live chat between processes is back as well: the other process reopened
    // its LISTEN connection by itself (with backoff, so this is polled, not timed).
    let delivered = false;
    for (const giveUpAt = Date.now() + 30_000; !delivered && Date.now() < giveUpAt;) {
      const stream = await openEventStream(
        `${listener!.url}/chat/api/stream/`,
        chat.adopter.headers,
      ).catch(() => undefined);
      if (!stream) {
        await sleep(500);
        continue;
      }
      try {
        await stream.frame((frame) => frame.retry !== undefined, 'the retry: frame');
        const sent = await call(
          `${api!.url}/chat/api/conversations/${chat.conversationId}/messages/`,
          { method: 'POST', headers: chat.member.headers, json: { body: 'Después del reinicio' } },
        );
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
        const { id } = sent.body as { id: number };
        delivered = await stream
          .frame(
            (frame) => frame.event === 'message' && frame.id === String(id),
            `message ${id}`,
            3_000,
          )
          .then(
            () => true,
            () => false,
          );
      } finally {
        stream.close();
      }
    }
    expect(delivered, 'no message reached the other process within 30 s').toBe(true);
  });

  it('fails a transaction under way when PostgreSQL stops, without ending the process', async () => {
    // The same pool as the API's: a connection checked out by a transaction,
    // between two statements when the server ends it.
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(2_000);
        await tx.execute(sql`select 2`);
      });
      const outcome = transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      await sleep(300);
      await cluster!.stop();
      const error = await outcome;
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await cluster!.start();
      await database.close();
    }
  });
});

interface LoadRecord {
  path: string;
  /** Whether the request's bytes were handed to the socket before the SIGTERM. */
  sentBeforeSignal: boolean;
  reusedSocket: boolean;
  status?: number;
  /** Bytes of the body as announced and as received (an answer cut short differs). */
  complete?: boolean;
  error?: string;
  /** Whether the socket had connected: a refusal happens before. */
  connected: boolean;
}

describe('SIGTERM in the middle of a load', () => {
  let database: TestDatabase | undefined;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    try {
      await api?.stop();
    } finally {
      await database?.drop();
    }
  }, 60_000);

  it('answers every request sent before the signal, turns later ones away cleanly and exits 0', async () => {
    const helper = await openHelperApp(database!.url);
    let people: Person[];
    let petIds: number[];
    try {
      const shelter = await createShelter(helper.app);
      petIds = [];
      for (let index = 0; index < 40; index += 1) {
        petIds.push((await createPet(helper.app, { shelterId: shelter.id })).id);
      }
      people = await Promise.all(Array.from({ length: 10 }, () => person(helper.app)));
    } finally {
      await helper.close();
    }
    api = await startApiProcess({ env: { DATABASE_URL: database!.url, JWT_SECRET } });
    const { port } = new URL(api.url);
    // A chat stream open through the shutdown: the server must end it, not wait for it.
    const stream = await openEventStream(`${api.url}/chat/api/stream/`, people[0]!.headers);
    await stream.frame((frame) => frame.retry !== undefined, 'the retry: frame');

    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const signalled: { at?: number } = {};
    const records: LoadRecord[] = [];
    const send = (index: number): Promise<LoadRecord> => {
      const who = people[index % people.length]!;
      const petId = petIds[index % petIds.length]!;
      const requests = [
        { method: 'GET', path: '/api/animals/' },
        { method: 'GET', path: '/api/animals/?search=animal&page_size=50' },
        { method: 'GET', path: `/api/animals/${petId}/` },
        { method: 'GET', path: '/users/api/users/me/', headers: who.headers },
        {
          method: 'POST',
          path: `/users/api/users/${who.user.id}/add-favourite-pet/`,
          headers: { ...who.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ pet_id: petId }),
        },
      ];
      const spec = requests[index % requests.length]!;
      return new Promise((resolve) => {
        const record: LoadRecord = {
          path: `${spec.method} ${spec.path}`,
          sentBeforeSignal: false,
          reusedSocket: false,
          connected: false,
        };
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: spec.method,
            path: spec.path,
            headers: spec.headers,
            agent,
            timeout: HANG_MS,
          },
          (response) => {
            record.status = response.statusCode;
            let received = 0;
            response.on('data', (chunk: Buffer) => (received += chunk.length));
            response.on('end', () => {
              const announced = response.headers['content-length'];
              record.complete = announced === undefined || Number(announced) === received;
              resolve(record);
            });
            response.on('error', (error) => {
              record.error = (error as NodeJS.ErrnoException).code ?? error.message;
              resolve(record);
            });
          },
        );
        request.on('socket', (socket) => {
          record.reusedSocket = request.reusedSocket;
          if (!socket.connecting) record.connected = true;
          else socket.once('connect', () => (record.connected = true));
        });
        request.on('timeout', () => request.destroy(new Error('no answer in time')));
        request.on('error', (error) => {
          record.error = (error as NodeJS.ErrnoException).code ?? error.message;
          resolve(record);
        });
        request.end(spec.body, () => {
          record.sentBeforeSignal = signalled.at === undefined;
        });
      });
    };

    let sequence = 0;
    const loops = Array.from({ length: 50 }, async () => {
      for (;;) {
        let record = await send(sequence++);
        // A request written onto a kept-alive socket the server has just closed,
        // and not answered at all, never reached it: Node's documented answer is
        // to send it again.
        for (let retry = 0; retry < 5; retry += 1) {
          const unanswered = record.error && record.status === undefined;
          if (!unanswered || !record.reusedSocket || signalled.at === undefined) break;
          records.push({ ...record, path: `${record.path} (not received, sent again)` });
          record = await send(sequence++);
        }
        records.push(record);
        if (record.error || (signalled.at !== undefined && Date.now() - signalled.at > 15_000))
          return;
      }
    });

    // An avatar upload with half its body sent when the signal comes.
    const form = multipart(
      {},
      { filename: 'foto.jpg', type: 'image/jpeg', content: await makeJpeg(800, 600) },
    );
    const half = form.payload.length >> 1;
    const uploader = people[1]!;
    const upload = http.request(`${api.url}/users/api/users/me/avatar/`, {
      method: 'PUT',
      agent: false,
      headers: {
        ...uploader.headers,
        ...form.headers,
        'content-length': String(form.payload.length),
      },
    });
    const uploaded = new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
      upload.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      upload.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ body: '', error: error.code ?? error.message }),
      );
    });
    upload.write(form.payload.subarray(0, half));

    await sleep(3_000);
    signalled.at = Date.now();
    api.kill('SIGTERM');
    await sleep(500);
    upload.end(form.payload.subarray(half));
    const [exit, uploadOutcome] = await Promise.all([api.exited, uploaded, ...loops]);
    agent.destroy();
    stream.close();

    // The upload under way was received to the end and saved.
    expect(uploadOutcome.error).toBeUndefined();
    expect(uploadOutcome.status, uploadOutcome.body).toBe(200);
    expect((JSON.parse(uploadOutcome.body) as { avatar: string | null }).avatar).toMatch(
      /^media\/avatars\//,
    );

    expect(exit, api.output()).toEqual({ code: 0, signal: null });
    const beforeSignal = records.filter((record) => record.sentBeforeSignal);
    const afterSignal = records.filter((record) => !record.sentBeforeSignal);
    // The load was running when the signal came, so some requests were in flight.
    expect(beforeSignal.length).toBeGreaterThan(0);
    // Everything sent before the signal got its whole answer, a 2xx.
    expect(
      beforeSignal.filter(
        (record) =>
          record.error || !record.complete || record.status! < 200 || record.status! >= 300,
      ),
    ).toEqual([]);
    // Afterwards: a full 2xx answer, or turned away before the server took the
    // request: refused at connect time once the listener was closed, or reset
    // unanswered on a new connection that was still in the listen queue when it
    // closed (the kernel resets those; to a client it is the same refusal).
    const turnedAway = (record: LoadRecord) =>
      record.status === undefined &&
      !record.reusedSocket &&
      (record.error === 'ECONNREFUSED' ? !record.connected : record.error === 'ECONNRESET');
    expect(
      afterSignal.filter(
        (record) =>
          !turnedAway(record) &&
          !record.path.endsWith('(not received, sent again)') &&
          (record.error || !record.complete || record.status! < 200 || record.status! >= 300),
      ),
    ).toEqual([]);
    // And the service did stop taking connections.
    expect(afterSignal.some((record) => record.error === 'ECONNREFUSED')).toBe(true);
  });
});

describe('SIGKILL in the middle of an avatar upload', () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'huella-faults-data-'));
  });

  afterAll(async () => {
    try {
      await api?.stop();
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('leaves no avatar pointing at missing or partial files and serves no partial file', async () => {
    const env = { DATABASE_URL: database!.url, JWT_SECRET, DATA_DIR: dataDir };
    const helper = await openHelperApp(database!.url);
    let people: Person[];
    try {
      people = await Promise.all(Array.from({ length: 3 }, () => person(helper.app)));
    } finally {
      await helper.close();
    }
    const form = multipart(
      {},
      { filename: 'foto.jpg', type: 'image/jpeg', content: await makeJpeg() },
    );
    const upload = (who: Person, headers: Record<string, string> = {}) =>
      http.request(`${api!.url}/users/api/users/me/avatar/`, {
        method: 'PUT',
        headers: {
          ...who.headers,
          ...form.headers,
          'content-length': String(form.payload.length),
          ...headers,
        },
      });

    // Everyone starts with an avatar of their own, uploaded in full.
    api = await startApiProcess({ env });
    for (const who of people) {
      const response = await fetch(`${api.url}/users/api/users/me/avatar/`, {
        method: 'PUT',
        headers: { ...who.headers, ...form.headers },
        body: form.payload,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }

    // Killed at different moments: half the body sent, all of it sent, and a little later.
    for (const [index, moment] of ['half', 'whole', 'whole+250ms'].entries()) {
      const request = upload(people[index]!);
      request.on('error', () => {});
      if (moment === 'half') {
        request.write(form.payload.subarray(0, form.payload.length >> 1));
        await sleep(300);
      } else {
        await new Promise<void>((resolve) => request.end(form.payload, resolve));
        if (moment === 'whole+250ms') await sleep(250);
      }
      api.kill('SIGKILL');
      // stop() of a process that has exited only removes its own scratch folder.
      expect(await api.stop()).toEqual({ code: null, signal: 'SIGKILL' });
      request.destroy();
      api = await startApiProcess({ env });
    }

    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    let avatars: string[];
    try {
      const rows = await client.query<{ avatar: string | null }>(
        'select avatar from users where id = any($1::int[])',
        [people.map((who) => who.user.id)],
      );
      avatars = rows.rows.map((row) => row.avatar).filter((key): key is string => key !== null);
    } finally {
      await client.end();
    }
    // Nobody lost the avatar they had (an interrupted upload is no removal).
    expect(avatars).toHaveLength(people.length);

    const mediaRoot = path.join(dataDir, 'media');
    for (const key of avatars) {
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const file = readFileSync(path.join(mediaRoot, variantKey(key, width)));
        // The whole image is there: it decodes to the width it was made at, or less.
        const metadata = await sharp(file).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBeLessThanOrEqual(width);
        // And it is what /media serves, byte for byte.
        const served = await fetch(`${api.url}/media/${variantKey(key, width)}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
      }
    }
    // Files still being written when the process died are never served.
    const leftovers = readdirSync(mediaRoot, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.tmp'),
    );
    for (const name of leftovers) {
      const served = await fetch(`${api.url}/media/${name.split(path.sep).join('/')}`);
      expect(served.status, name).toBe(404);
    }
  });
});
