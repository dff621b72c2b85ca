/**
 * What the chat tests share: the people of a conversation, a second API
 * instance on the same database, and a real Server-Sent Events client.
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { ChatMessage, Conversation } from '@huella/shared/schemas/chat';
import type { App } from '../../app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { chatPresence } from '../../db/schema';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  type TestUser,
} from '../../test/factories';
import type { TestContext } from '../../test/helper';
import { testConfig } from '../../test/helper';

/**
 * A second API instance on the same database as a test's app: on PostgreSQL
 * it has its own pool and its own LISTEN connection, as a second process
 * would; on PGlite (one process by nature) it shares the embedded database and
 * listens on it separately.
 */
export async function buildSecondInstance(
  ctx: TestContext,
  deps: { now?: () => number } = {},
  overrides: Record<string, string> = {},
): Promise<{ app: App; close(): Promise<void> }> {
  const url = ctx.database.url;
  const database = url ? await openDatabase({ url, poolSize: 2 }) : ctx.database;
  const app = await buildApp(testConfig({ ...overrides }), { ...deps, database });
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== ctx.database) await database.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface Person {
  user: TestUser;
  headers: Record<string, string>;
}

export async function person(app: App): Promise<Person> {
  const user = await createUser(app);
  return { user, headers: bearer(await loginAs(app, user)) };
}

/**
 * The people every chat test asks about: an adopter, a shelter with an
 * administrator and a member, its animal, a member of another shelter and a
 * signed-in stranger, each with their authorization header.
 */
export async function chatCast(app: App) {
  const [adopter, admin, member, otherShelterMember, stranger] = await Promise.all([
    person(app),
    person(app),
    person(app),
    person(app),
    person(app),
  ]);
  const shelter = await createShelter(app, {
    members: [
      [admin.user.id, 'administrador'],
      [member.user.id, 'miembro'],
    ],
  });
  await createShelter(app, { members: [[otherShelterMember.user.id, 'administrador']] });
  const pet = await createPet(app, { shelterId: shelter.id });
  return { adopter, admin, member, otherShelterMember, stranger, shelter, pet };
}

export type ChatCast = Awaited<ReturnType<typeof chatCast>>;

/** Opens (or finds) the adopter's conversation about the cast's animal through the API. */
export async function openAsAdopter(app: App, cast: ChatCast): Promise<Conversation> {
  const response = await app.inject({
    method: 'POST',
    url: '/chat/api/conversations/',
    headers: cast.adopter.headers,
    payload: { pet: cast.pet.id },
  });
  if (response.statusCode >= 300) throw new Error(`open failed: ${response.body}`);
  return response.json<Conversation>();
}

export async function sendMessage(
  app: App,
  conversationId: number,
  who: Person,
  body: string,
): Promise<ChatMessage> {
  const response = await app.inject({
    method: 'POST',
    url: `/chat/api/conversations/${conversationId}/messages/`,
    headers: who.headers,
    payload: { body },
  });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
  return response.json<ChatMessage>();
}

export interface StreamEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * A real HTTP connection to GET /chat/api/stream/ (inject cannot stream) and
 * the Server-Sent Events it receives, parsed.
 */
export async function openStream(
  app: App,
  headers: Record<string, string>,
  path = '/chat/api/stream/',
) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let retry: string | undefined;
  let waiters: (() => void)[] = [];
  let closed = false;
  const wake = () => {
    for (const resolve of waiters.splice(0)) resolve();
  };
  const request = http.get({
    host: '127.0.0.1',
    port: address.port,
    path,
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {});
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line);
        const colon = line.indexOf(':');
        if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
      }
      if (fields.retry !== undefined) retry = fields.retry;
      if (fields.data !== undefined) {
        events.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
      }
    }
    wake();
  });
  response.on('close', () => {
    closed = true;
    wake();
  });
  const waitUntil = async (done: () => boolean) => {
    while (!done()) {
      if (closed) throw new Error('the stream closed');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return {
    response,
    events,
    comments,
    get retry() {
      return retry;
    },
    get closed() {
      return closed;
    },
    /** Resolves once `count` events have arrived. */
    waitForEvents: (count: number) => waitUntil(() => events.length >= count),
    /** Resolves once the `retry:` hint (the first thing sent) has arrived. */
    ready: () => waitUntil(() => retry !== undefined),
    /** Resolves once the server has ended the stream. */
    ended: async () => {
      while (!closed) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    /** The client goes away. */
    close: () => {
      waiters = [];
      request.destroy();
    },
  };
}

/** Polls until the condition holds (the database records something that happens after a response). */
export async function eventually(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

/** The user's open streams on every process, as chat presence records them. */
export async function openStreamsOf(app: App, userId: number): Promise<number> {
  const rows = await app.db
    .select({ connections: chatPresence.connections })
    .from(chatPresence)
    .where(eq(chatPresence.userId, userId));
  return rows.reduce((sum, row) => sum + row.connections, 0);
}
