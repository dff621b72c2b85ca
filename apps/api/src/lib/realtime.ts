/**
 * Live events for signed-in users (chat messages, reads, adoption request
 * changes), delivered to the streams open on this process and fanned out to
 * every other API process through Postgres LISTEN/NOTIFY.
 *
 * A NOTIFY payload is limited to 8000 bytes and a chat message may be 2000
 * four-byte characters, so what travels is a reference: the event type, its
 * ids and the recipients. A `message` reference is turned back into the
 * message once per process (one query for every notification that arrived
 * together, and none at all on the process that published it, which keeps
 * what it sent), never once per connection. `read` and `request` events are a
 * few numbers and travel whole. A `sessions` notice says that some sessions of
 * these users ended (logout, password change, account deletion): each process
 * asks the database which of its streams' sessions are still live, once for
 * the batch, and ends the others.
 *
 * Every process, the publishing one included, delivers what comes back from
 * the channel, so there is one path and nothing is delivered twice. On
 * PostgreSQL each process keeps one dedicated connection for LISTEN and
 * reconnects with backoff when it is lost (a database restart must not crash
 * the process); while it is gone notifications are missed, so every stream
 * is told to reset (the client reconnects with Last-Event-ID and catches up).
 * On the embedded PGlite there is one process: its triggers' notifications
 * come through PGlite's own LISTEN, and what the server publishes goes to the
 * same listeners without a statement. Several app instances on one PGlite
 * each receive every notification, like processes on one server.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ChatMessage, ChatStreamEvent } from '@huella/shared/schemas/chat';
import type { Database } from '../db/client';
import { batchedNotify } from '../db/notify';
import type { PGliteThread } from '../db/pglite-thread';

export const REALTIME_CHANNEL = 'huella_realtime';
/**
 * What the database's triggers send on the same channel when the public
 * catalogue changes (migration 0005): the catalogue cache of every process
 * forgets its answers.
 */
export const CATALOGUE_CHANGED = 'catalogue';
/** Likewise for the blog's posts and comments (the blog's cache; migration 0013). */
export const BLOG_CHANGED = 'blog';
/** Likewise for the shop's products (the shop's cache; migration 0019). */
export const SHOP_CHANGED = 'shop';
/** What migration 0021's trigger sends when mail is queued: every mail worker looks. */
export const MAIL_QUEUED = 'mail';
/** The payloads that may have no listener in a process (an answer cache, the mail worker). */
const CHANGE_PAYLOADS = new Set([CATALOGUE_CHANGED, BLOG_CHANGED, SHOP_CHANGED, MAIL_QUEUED]);
/**
 * What the triggers of migration 0016 send when who a user is may have
 * changed (a session ended, the account's row, memberships):
 * `identity:<user id>`, or `identity` alone for everyone (a table emptied).
 * The identity cache (plugins/identity-cache.ts) evicts those users.
 */
export const IDENTITY_CHANGED = 'identity';
/** …and `me:<user id>` when only the user's `me` answer changed (favourites: Realtime.meChanged). */
export const ME_CHANGED = 'me';

/** Whose identity changed (null: anyone's), and whether only their `me` answer did. */
export type IdentityListener = (userIds: number[] | null, onlyMe: boolean) => void;
/** Below PostgreSQL's 8000 bytes, with room for the channel name and framing. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7800;

type ReadEvent = Extract<ChatStreamEvent, { type: 'read' }>;
type RequestEvent = Extract<ChatStreamEvent, { type: 'request' }>;

/** What travels through NOTIFY: the event, or a message's id, and its recipients. */
export interface Notice {
  event: { type: 'message'; id: number } | ReadEvent | RequestEvent | { type: 'sessions' };
  users: number[];
}

/** One open stream of one user. Every callback must return at once and never throw. */
export interface Subscriber {
  send(event: ChatStreamEvent): void;
  /** Events may have been missed: end the stream so that the client reconnects and catches up. */
  reset(): void;
  /** The session the stream was opened with, and what to do once it has ended. */
  session?: { id: string; ended(): void };
}

/** How notifications leave and reach this process. */
export interface RealtimeTransport {
  notify(payload: string): Promise<void>;
  /**
   * Starts listening. `onGap` is called whenever notifications may have been
   * missed: when the listening connection is lost and when it is back.
   */
  start(handlers: { onPayload(payload: string): void; onGap(): void }): Promise<void>;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  transport: RealtimeTransport;
  /** The messages with these ids (those that still exist), in any order. */
  loadMessages(ids: number[]): Promise<ChatMessage[]>;
  /** Those of these session ids that have not ended. */
  liveSessions(ids: string[]): Promise<Set<string>>;
  log: FastifyBaseLogger;
}

/** Messages this process published, kept so that it does not load them back. */
const RECENT_MESSAGES = 500;

export class Realtime {
  /** This process, as chat presence records it. */
  readonly instanceId = randomUUID();
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly recent = new Map<number, ChatMessage>();
  private readonly changeListeners = new Map<string, Set<() => void>>();
  private readonly identityListeners = new Set<IdentityListener>();
  private queue: Notice[] = [];
  private draining = false;
  private drained: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: RealtimeOptions) {}

  async start(): Promise<void> {
    await this.options.transport.start({
      onPayload: (payload) => this.receive(payload),
      onGap: () => {
        this.resetAll();
        this.allChanged();
      },
    });
  }

  /**
   * Calls `listener` whenever the database's triggers send `payload` (a
   * cache's data changed), or notifications may have been missed.
   */
  onChange(payload: string, listener: () => void): void {
    const listeners = this.changeListeners.get(payload) ?? new Set();
    listeners.add(listener);
    this.changeListeners.set(payload, listeners);
  }

  /**
   * Calls `listener` with the users whose identity may have changed (null:
   * anyone's), as the triggers of migration 0016 say, when notifications may
   * have been missed (null), and synchronously when this process ends
   * sessions (endSessions).
   */
  onIdentityChange(listener: IdentityListener): void {
    this.identityListeners.add(listener);
  }

  private identityChanged(userIds: number[] | null, onlyMe = false) {
    for (const listener of this.identityListeners) listener(userIds, onlyMe);
  }

  /** Every cache forgets its answers: notifications may have been missed. */
  private allChanged() {
    for (const listeners of this.changeListeners.values()) {
      for (const listener of listeners) listener();
    }
    this.identityChanged(null);
  }

  /**
   * Sends an event to every open stream of these users, on every process.
   * Call it after the change is committed. It never throws: a failure is
   * logged, and clients recover what they missed when they reconnect.
   */
  async publish(userIds: number[], event: ChatStreamEvent): Promise<void> {
    const users = [...new Set(userIds)];
    if (users.length === 0 || this.closed) return;
    let reference: Notice['event'];
    if (event.type === 'message') {
      this.remember(event.message);
      reference = { type: 'message', id: event.message.id };
    } else {
      reference = event;
    }
    try {
      for (const payload of encodeNotices(reference, users)) {
        await this.options.transport.notify(payload);
      }
    } catch (error) {
      this.options.log.error({ err: error, event: reference }, 'realtime: could not publish');
    }
  }

  /**
   * Ends, on every process, the streams of these users whose session has
   * ended. Call it after the sessions are revoked (or the user deleted). It
   * never throws, like publish.
   */
  async endSessions(userIds: number[]): Promise<void> {
    const users = [...new Set(userIds)];
    if (users.length === 0) return;
    // This process refuses the ended sessions before the caller answers; the
    // triggers' notification tells the others (and arrives here a moment later).
    this.identityChanged(users);
    if (this.closed) return;
    try {
      for (const payload of encodeNotices({ type: 'sessions' }, users)) {
        await this.options.transport.notify(payload);
      }
    } catch (error) {
      this.options.log.error({ err: error, users }, 'realtime: could not publish ended sessions');
    }
  }

  /**
   * Only this user's `me` answer changed (a favourite added or removed):
   * this process forgets it at once, before the caller answers, and the
   * others when `me:<user id>` reaches them. The notice goes with whatever
   * else this process is sending: a NOTIFY in the write's own transaction
   * would make every such write wait for the others' commits (migration
   * 0025). Never throws, like publish.
   */
  async meChanged(userId: number): Promise<void> {
    this.identityChanged([userId], true);
    if (this.closed) return;
    try {
      await this.options.transport.notify(`${ME_CHANGED}:${userId}`);
    } catch (error) {
      this.options.log.error({ err: error, userId }, 'realtime: could not publish a change of me');
    }
  }

  /** Delivers this user's events to the subscriber until the returned function is called. */
  subscribe(userId: number, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.subscribers.set(userId, set);
    }
    set.add(subscriber);
    return () => {
      const current = this.subscribers.get(userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.subscribers.delete(userId);
    };
  }

  /** The users with at least one stream open on this process. */
  connectedUsers(): number[] {
    return [...this.subscribers.keys()];
  }

  /** Ends every open stream (before the server closes, so that closing does not wait for them). */
  resetAll(): void {
    for (const set of [...this.subscribers.values()]) {
      for (const subscriber of [...set]) subscriber.reset();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.resetAll();
    await this.options.transport.close();
    await this.drained;
  }

  private remember(message: ChatMessage) {
    this.recent.set(message.id, message);
    if (this.recent.size > RECENT_MESSAGES) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
  }

  private receive(payload: string) {
    if (payload.startsWith(IDENTITY_CHANGED) || payload.startsWith(`${ME_CHANGED}:`)) {
      this.receiveIdentity(payload);
      return;
    }
    const changed = this.changeListeners.get(payload);
    if (changed || CHANGE_PAYLOADS.has(payload)) {
      for (const listener of changed ?? []) listener();
      return;
    }
    const notice = decodeNotice(payload);
    if (!notice) {
      this.options.log.warn({ payload }, 'realtime: ignored a malformed notification');
      return;
    }
    if (!notice.users.some((user) => this.subscribers.has(user))) return;
    this.queue.push(notice);
    if (!this.draining) {
      this.draining = true;
      this.drained = this.drain();
    }
  }

  /** `identity` (everyone), `identity:<user id>` or `me:<user id>`. */
  private receiveIdentity(payload: string) {
    if (payload === IDENTITY_CHANGED) {
      this.identityChanged(null);
      return;
    }
    const separator = payload.indexOf(':');
    const scope = payload.slice(0, separator);
    const userId = Number(payload.slice(separator + 1));
    if (
      (scope !== IDENTITY_CHANGED && scope !== ME_CHANGED) ||
      !/^\d+$/.test(payload.slice(separator + 1)) ||
      !Number.isSafeInteger(userId)
    ) {
      // Unreadable: forgetting everyone is always safe.
      this.options.log.warn({ payload }, 'realtime: malformed identity notification');
      this.identityChanged(null);
      return;
    }
    this.identityChanged([userId], scope === ME_CHANGED);
  }

  /**
   * Delivers queued notices in the order they arrived, a batch at a time. The
   * queue is checked and `draining` cleared in one synchronous step, so a
   * notice that arrives at any moment (even several in one tick) is never left
   * behind.
   */
  private async drain(): Promise<void> {
    for (;;) {
      if (this.queue.length === 0) {
        this.draining = false;
        return;
      }
      const batch = this.queue.splice(0);
      try {
        await this.deliver(batch);
      } catch (error) {
        this.options.log.error({ err: error }, 'realtime: could not deliver events');
      }
    }
  }

  /** Ends the streams of these users whose session is no longer live (one query per batch). */
  private async closeEndedSessions(users: number[]): Promise<void> {
    const watched = users.flatMap((user) =>
      [...(this.subscribers.get(user) ?? [])].filter((subscriber) => subscriber.session),
    );
    if (watched.length === 0) return;
    let live: Set<string>;
    try {
      live = await this.options.liveSessions([
        ...new Set(watched.map((subscriber) => subscriber.session!.id)),
      ]);
    } catch (error) {
      // Unknown: end them all; a stream whose session is live reconnects at once.
      this.options.log.error({ err: error }, 'realtime: could not check sessions');
      live = new Set();
    }
    for (const subscriber of watched) {
      if (!live.has(subscriber.session!.id)) subscriber.session!.ended();
    }
  }

  /** Messages are loaded in one query per batch, and only those this process did not publish. */
  private async deliver(batch: Notice[]): Promise<void> {
    const sessionUsers = batch.flatMap((notice) =>
      notice.event.type === 'sessions' ? notice.users : [],
    );
    if (sessionUsers.length > 0) await this.closeEndedSessions([...new Set(sessionUsers)]);
    const missing = [
      ...new Set(
        batch.flatMap(({ event }) =>
          event.type === 'message' && !this.recent.has(event.id) ? [event.id] : [],
        ),
      ),
    ];
    const loaded = new Map<number, ChatMessage>();
    let failed = false;
    if (missing.length > 0) {
      try {
        for (const message of await this.options.loadMessages(missing)) {
          loaded.set(message.id, message);
        }
      } catch (error) {
        failed = true;
        this.options.log.error({ err: error }, 'realtime: could not load messages to deliver');
      }
    }
    for (const notice of batch) {
      let event: ChatStreamEvent | undefined;
      if (notice.event.type === 'sessions') continue;
      if (notice.event.type === 'message') {
        const message = this.recent.get(notice.event.id) ?? loaded.get(notice.event.id);
        // Gone: deleted with its conversation since (nothing to show), or not loaded (reset below).
        if (message) event = { type: 'message', message };
      } else {
        event = notice.event;
      }
      for (const user of notice.users) {
        for (const subscriber of [...(this.subscribers.get(user) ?? [])]) {
          if (event) subscriber.send(event);
          else if (failed) subscriber.reset();
        }
      }
    }
  }
}

/** One or more payloads, the recipients split so that each stays under the NOTIFY limit. */
export function encodeNotices(event: Notice['event'], users: number[]): string[] {
  const payloads: string[] = [];
  let chunk: number[] = [];
  const encode = (list: number[]) => JSON.stringify({ event, users: list } satisfies Notice);
  for (const user of users) {
    chunk.push(user);
    if (Buffer.byteLength(encode(chunk)) > NOTIFY_PAYLOAD_MAX_BYTES && chunk.length > 1) {
      chunk.pop();
      payloads.push(encode(chunk));
      chunk = [user];
    }
  }
  if (chunk.length > 0) payloads.push(encode(chunk));
  return payloads;
}

function decodeNotice(payload: string): Notice | null {
  try {
    const notice = JSON.parse(payload) as Notice;
    if (!notice || typeof notice.event?.type !== 'string' || !Array.isArray(notice.users)) {
      return null;
    }
    return notice;
  } catch {
    return null;
  }
}

export interface PostgresTransportOptions {
  url: string;
  db: Database;
  log: FastifyBaseLogger;
  /** First and longest wait between reconnection attempts. */
  backoffMs?: { min: number; max: number };
}

/** One dedicated `pg.Client` per process LISTENs; it is reopened, with backoff, when lost. */
export function postgresTransport(options: PostgresTransportOptions): RealtimeTransport {
  const { min, max } = options.backoffMs ?? { min: 250, max: 10_000 };
  let handlers: Parameters<RealtimeTransport['start']>[0] | undefined;
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  // NOTIFY through the ordinary pool: it takes effect when the statement (its
  // own transaction) ends; notices published meanwhile go together in the next.
  const notifyChannel = batchedNotify(options.db, REALTIME_CHANNEL);

  function scheduleReconnect() {
    if (closed || retry) return;
    const delay = Math.min(max, min * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      // From a timer: connect() logs its own failure and answers false, so nothing rejects here.
      void connect().then((ok) => {
        if (ok) handlers?.onGap();
        else scheduleReconnect();
      });
    }, delay);
  }

  /** True once listening. A failure is logged and left to the caller to retry. */
  async function connect(): Promise<boolean> {
    const candidate = new pg.Client({
      connectionString: options.url,
      application_name: 'huella-realtime',
      keepAlive: true,
    });
    // Without an error listener a dropped connection would crash the process.
    candidate.on('error', (error) => {
      if (!closed) options.log.warn({ err: error }, 'realtime: the LISTEN connection failed');
    });
    candidate.on('notification', (notification) => {
      if (notification.channel === REALTIME_CHANNEL && notification.payload) {
        handlers?.onPayload(notification.payload);
      }
    });
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = null;
      if (closed) return;
      options.log.warn('realtime: the LISTEN connection was lost; reconnecting');
      handlers?.onGap();
      scheduleReconnect();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      options.log.warn({ err: error }, 'realtime: could not LISTEN; will retry');
      await candidate.end().catch(() => {});
      return false;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return false;
    }
    client = candidate;
    attempt = 0;
    return true;
  }

  return {
    notify: notifyChannel,
    async start(given) {
      handlers = given;
      if (!(await connect())) scheduleReconnect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
      const current = client;
      client = null;
      if (!current) return;
      await current.query(`UNLISTEN ${REALTIME_CHANNEL}`).catch(() => {});
      await current.end().catch(() => {});
    },
  };
}

/**
 * The embedded database: PGlite's own LISTEN, within this process, for its
 * triggers' notifications; what the server publishes goes straight to the
 * same listeners (PGliteThread.notify), a statement less for every live event.
 */
export function pgliteTransport(pglite: PGliteThread): RealtimeTransport {
  let stop: (() => Promise<void>) | undefined;
  return {
    notify: async (payload) => pglite.notify(REALTIME_CHANNEL, payload),
    async start({ onPayload }) {
      stop = await pglite.listen(REALTIME_CHANNEL, onPayload);
    },
    async close() {
      if (!pglite.closed) await stop?.();
      stop = undefined;
    },
  };
}
