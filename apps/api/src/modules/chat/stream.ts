/**
 * The chat's Server-Sent Events stream for one signed-in reader.
 *
 * Protocol: `retry:` first; then `id: <message id>` + `event: message` +
 * `data: <JSON>` for each message, `event: read` and `event: request` (no id,
 * so they never move the client's Last-Event-ID), and a `: ping` comment every
 * 25 s so that proxies keep the connection open. With a last event id the
 * reader first gets every message of their conversations after it, then the
 * live ones: live events are subscribed before the catch-up query and held
 * until it is sent, and those it already contained are dropped, also when
 * their notice arrives after it, so there is no gap and no duplicate between
 * the two.
 *
 * A stream lives no longer than its access token and its session: at the
 * token's expiry, and as soon as its session ends on any process (logout,
 * password change, account deletion, a reused refresh token), it sends
 * `event: end` with the reason and closes; the client reconnects with a
 * refreshed token, or stops. A user holds at most MAX_STREAMS_PER_USER streams
 * across every process: one more is refused (429) rather than closing an older
 * one, which would only start a tug of war between the user's windows.
 *
 * The reply is hijacked: Fastify's onSend hooks (compression among them)
 * never see it, so nothing buffers or compresses the events.
 */
import { once } from 'node:events';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ID_MAX } from '@huella/shared/constants';
import { chatMessages } from '@huella/shared/messages';
import {
  CHAT_STREAM_END_EVENT,
  type ChatMessage,
  type ChatStreamEnd,
  type ChatStreamEvent,
} from '@huella/shared/schemas/chat';
import { AppError } from '../../lib/errors';
import type { Realtime } from '../../lib/realtime';
import type { Presence } from './presence-repository';

export const STREAM_HEARTBEAT_MS = 25_000;
/** How long a client waits before reconnecting (the SSE `retry:` field). */
export const STREAM_RETRY_MS = 3_000;
/** Messages per query while catching up. */
const CATCH_UP_BATCH = 200;
/**
 * How long the messages a catch-up sent are remembered: a live notice of one
 * of them can still arrive after the catch-up (sent before the stream opened,
 * delivered by the database a moment later), and is dropped meanwhile.
 */
const CAUGHT_UP_MEMORY_MS = 30_000;
/** Open streams one user may hold, over every process. */
export const MAX_STREAMS_PER_USER = 5;
/** A client this far behind is disconnected (it reconnects and catches up) instead of filling memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function formatEvent(event: ChatStreamEvent): string {
  const data = `data: ${JSON.stringify(event)}\n\n`;
  return event.type === 'message'
    ? `id: ${event.message.id}\nevent: message\n${data}`
    : `event: ${event.type}\n${data}`;
}

/** The id to catch up from: the Last-Event-ID header, else ?last_event_id=. */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined) {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  // An id beyond any row's (ID_MAX) means nothing was missed; the database would refuse it.
  if (value !== undefined && /^\d{1,15}$/.test(value.trim()))
    return Math.min(Number(value.trim()), ID_MAX);
  return fromQuery;
}

const formatEnd = (reason: ChatStreamEnd['reason']) =>
  `event: ${CHAT_STREAM_END_EVENT}\ndata: ${JSON.stringify({ reason } satisfies ChatStreamEnd)}\n\n`;

/** Who reads the stream: the user, the session and expiry of the access token it was opened with. */
export interface StreamReader {
  userId: number;
  sessionId: string;
  tokenExpiresAt: Date;
}

export interface StreamDependencies {
  realtime: Realtime;
  presence: Presence;
  /** Messages of the reader's conversations after an id, oldest first, `limit` at a time. */
  missed(afterId: number, limit: number): Promise<ChatMessage[]>;
  /** Keeps a presence write that outlives the request, so that closing the app waits for it. */
  track(work: Promise<unknown>): void;
  log: FastifyBaseLogger;
}

export async function serveStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StreamDependencies,
  reader: StreamReader,
  lastEventId: number | undefined,
): Promise<void> {
  const { userId } = reader;
  const res = reply.raw;
  let catchingUp = lastEventId !== undefined;
  const held: ChatStreamEvent[] = [];
  /** The messages the catch-up sent: their live notices are not sent again. */
  const caughtUp = new Set<number>();
  let rememberCaughtUpUntil = Infinity;
  const alreadySent = (event: ChatStreamEvent) => {
    if (caughtUp.size > 0 && Date.now() > rememberCaughtUpUntil) caughtUp.clear();
    return event.type === 'message' && caughtUp.has(event.message.id);
  };
  let ended = false;

  const write = (chunk: string) => {
    if (ended || res.writableEnded || res.destroyed) return true;
    const flowing = res.write(chunk);
    if (!flowing && res.writableLength > MAX_BUFFERED_BYTES) end();
    return flowing;
  };
  const end = () => {
    if (ended) return;
    ended = true;
    if (reply.sent && !res.writableEnded) res.end();
  };

  /** Tells the client why, then ends the stream (before it started: just ends it). */
  const finish = (reason: ChatStreamEnd['reason']) => {
    if (reply.sent) write(formatEnd(reason));
    end();
  };

  // Comments keep proxies from closing a quiet stream (only once the stream has started).
  const heartbeat = setInterval(() => {
    if (reply.sent) write(': ping\n\n');
  }, STREAM_HEARTBEAT_MS);
  const expiry = setTimeout(
    () => finish('expired'),
    Math.max(0, reader.tokenExpiresAt.getTime() - Date.now()),
  );
  const unsubscribe = deps.realtime.subscribe(userId, {
    send(event) {
      if (catchingUp) held.push(event);
      else if (!alreadySent(event)) write(formatEvent(event));
    },
    reset: end,
    session: { id: reader.sessionId, ended: () => finish('ended') },
  });
  // Counted before the first byte is sent, so that whoever sees the stream open
  // can rely on the reader counting as connected.
  const connected = deps.presence.connect(userId);
  let cleaned = false;
  const cleanUp = () => {
    if (cleaned) return;
    cleaned = true;
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    deps.track(
      connected
        .then(() => deps.presence.disconnect(userId))
        .catch((error: unknown) =>
          deps.log.warn({ err: error, userId }, 'chat: could not record a disconnection'),
        ),
    );
  };
  res.on('close', cleanUp);
  let open: number;
  try {
    open = await connected;
  } catch (error) {
    cleanUp();
    throw error;
  }
  if (open > MAX_STREAMS_PER_USER) {
    cleanUp();
    throw new AppError(429, 'too_many_streams', chatMessages.errors.tooManyStreams, undefined, {
      'retry-after': String(STREAM_RETRY_MS / 1000),
    });
  }

  reply.hijack();
  // Counted open from here until its connection closes, however it ends.
  res.once('close', request.server.metrics.chatStreamOpened());
  // An open stream is not an idle connection.
  request.raw.socket?.setTimeout(0);
  const set = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  res.writeHead(200, {
    ...Object.fromEntries(set),
    'content-type': 'text/event-stream; charset=utf-8',
    // A member's own messages: no cache keeps them (lib/cache-policy.ts).
    'cache-control': 'private, no-store, no-transform',
    connection: 'keep-alive',
    // Reverse proxies (nginx) would otherwise hold events back.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  if (ended) {
    // Closed (client gone or server closing) while the connection was being recorded.
    res.end();
    cleanUp();
    return;
  }
  write(`retry: ${STREAM_RETRY_MS}\n\n`);

  if (lastEventId === undefined) return;
  try {
    let after = lastEventId;
    for (;;) {
      const batch = await deps.missed(after, CATCH_UP_BATCH);
      for (const message of batch) {
        caughtUp.add(message.id);
        if (!write(formatEvent({ type: 'message', message })) && !ended) {
          await Promise.race([once(res, 'drain'), once(res, 'close')]);
        }
        if (ended) return;
      }
      if (batch.length < CATCH_UP_BATCH) break;
      after = batch.at(-1)!.id;
    }
  } catch (error) {
    deps.log.error({ err: error, userId }, 'chat: could not catch a stream up');
    end();
    return;
  }
  for (const event of held.splice(0)) {
    if (!alreadySent(event)) write(formatEvent(event));
  }
  catchingUp = false;
  rememberCaughtUpUntil = Date.now() + CAUGHT_UP_MEMORY_MS;
}
