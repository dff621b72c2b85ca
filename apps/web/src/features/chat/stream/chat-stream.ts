/**
 * The signed-in user's live chat connection: GET /chat/api/stream/ read as
 * Server-Sent Events through the API client (bearer header, refresh on 401).
 * After a drop it reconnects with growing, jittered delays and sends
 * Last-Event-ID (the last message id seen) so the server replays what was
 * missed. It stops when the signal aborts (logout, the tab closing) or when
 * the session ends (the refresh was refused).
 *
 * The server ends a stream with `event: end` when the access token it was
 * opened with expires (`expired`: the client refreshes the session and
 * reconnects at once) or when its session ended (`ended`: it reconnects at
 * once with whatever token it now holds, which after a logout elsewhere is
 * refused, so the session ends here too).
 */
import {
  CHAT_STREAM_END_EVENT,
  chatStreamEndSchema,
  chatStreamEventSchema,
  type ChatStreamEnd,
  type ChatStreamEvent,
} from '@huella/shared/schemas/chat';
import { authorizedFetch, refreshSession } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { createSseParser } from './parse-sse';

export interface ChatStreamHandlers {
  onEvent(event: ChatStreamEvent): void;
  /** The stream is open; `reconnected` after a drop, with `resumed` when Last-Event-ID was sent. */
  onOpen?(info: { reconnected: boolean; resumed: boolean }): void;
}

export interface ChatStreamOptions {
  signal: AbortSignal;
  /** The first retry's delay; it doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

const STREAM_PATH = '/chat/api/stream/';

function wait(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, milliseconds);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** How long a stream told its session ended waits before it checks by reconnecting. */
const ENDED_GRACE_MS = 2000;

export async function runChatStream(
  handlers: ChatStreamHandlers,
  { signal, initialDelayMs = 1000, maxDelayMs = 30_000 }: ChatStreamOptions,
): Promise<void> {
  let lastEventId = '';
  let connectedBefore = false;
  let failures = 0;
  let serverDelay: number | null = null;

  while (!signal.aborted) {
    let endedBecause: ChatStreamEnd['reason'] | null = null;
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const response = await authorizedFetch(STREAM_PATH, { headers, signal });
      // Refused even after a refresh: the API client has ended the session.
      if (response.status === 401 || !sessionStore.get().accessToken) return;
      if (!response.ok || !response.body) throw new Error(`chat stream: HTTP ${response.status}`);

      handlers.onOpen?.({ reconnected: connectedBefore, resumed: Boolean(lastEventId) });
      connectedBefore = true;

      const parser = createSseParser(
        ({ type, data, lastEventId: id }) => {
          let json: unknown;
          try {
            json = JSON.parse(data);
          } catch {
            return;
          }
          if (type === CHAT_STREAM_END_EVENT) {
            const end = chatStreamEndSchema.safeParse(json);
            if (end.success) endedBecause = end.data.reason;
            return;
          }
          // The event name is the type; the payload may or may not repeat it.
          const parsed = chatStreamEventSchema.safeParse(
            typeof json === 'object' && json !== null ? { type, ...json } : json,
          );
          if (!parsed.success) return;
          if (parsed.data.type === 'message') lastEventId = id || String(parsed.data.message.id);
          handlers.onEvent(parsed.data);
        },
        (milliseconds) => {
          serverDelay = milliseconds;
        },
      );
      const reader = response.body.getReader();
      // Streaming decode: a character's bytes may be split between two chunks.
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        // Anything read, heartbeats included, means the connection works.
        failures = 0;
      }
    } catch (error) {
      if (signal.aborted) return;
      failures += 1;
      console.warn('Chat stream interrupted; reconnecting.', error);
    }
    if (signal.aborted) return;
    if (endedBecause) {
      // A token that expired is replaced before reconnecting; a failed refresh ends the session below.
      if (endedBecause === 'expired') await refreshSession();
      else {
        // Ended by this tab's own request (logout, account deletion) or elsewhere: let this
        // tab's request finish first, so that its page, not /login, comes next.
        await wait(ENDED_GRACE_MS, signal);
        if (!sessionStore.get().accessToken) return;
      }
      continue;
    }
    const base = Math.min(
      maxDelayMs,
      (serverDelay ?? initialDelayMs) * 2 ** Math.min(failures, 10),
    );
    // Jitter: after a server restart, every tab must not come back at the same moment.
    await wait(base / 2 + Math.random() * (base / 2), signal);
  }
}
