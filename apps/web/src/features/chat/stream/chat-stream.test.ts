import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ChatStreamEvent } from '@huella/shared/schemas/chat';
import { server } from '../../../testing/server';
import { setSessionExpiredHandler } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { makeMessage } from '../chat-test-api';
import { runChatStream } from './chat-stream';

const onExpired = vi.fn();

/** An event as the API writes it: messages carry their id. */
const formatEventForTest = (event: ChatStreamEvent) =>
  `${event.type === 'message' ? `id: ${event.message.id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

beforeEach(() => {
  onExpired.mockClear();
  setSessionExpiredHandler(onExpired);
  sessionStore.start({ access: 'access-1', refresh: 'refresh-1' }, 'ana@example.com');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  sessionStore.clear();
  vi.mocked(console.warn).mockRestore();
});

/** A stream response that sends `text` (split in two pieces) and ends. */
function streamOf(text: string) {
  const encoder = new TextEncoder();
  const half = Math.floor(text.length / 2);
  return new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(text.slice(0, half)));
        controller.enqueue(encoder.encode(text.slice(half)));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('the live chat connection', () => {
  it('delivers events and, after a drop, reconnects with Last-Event-ID to catch up', async () => {
    const first = makeMessage({ id: 41, body: 'Primero' });
    const second = makeMessage({ id: 42, body: 'Segundo, tras reconectar' });
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/chat/api/stream/', ({ request }) => {
        seen.push(request.headers.get('last-event-id'));
        const text =
          seen.length === 1
            ? `: ping\n\n${formatEventForTest({ type: 'message', message: first })}`
            : formatEventForTest({ type: 'message', message: second });
        return streamOf(text);
      }),
    );
    const events: ChatStreamEvent[] = [];
    const opens: unknown[] = [];
    const controller = new AbortController();
    const done = runChatStream(
      { onEvent: (event) => events.push(event), onOpen: (info) => opens.push(info) },
      { signal: controller.signal, initialDelayMs: 1 },
    );

    // The fake server ends every stream, so the client keeps reconnecting: look at the first two.
    await waitFor(() => expect(events.length).toBeGreaterThanOrEqual(2));
    controller.abort();
    await done;
    expect(
      events.slice(0, 2).map((event) => event.type === 'message' && event.message.body),
    ).toEqual(['Primero', 'Segundo, tras reconectar']);
    expect(seen.slice(0, 2)).toEqual([null, '41']);
    expect(opens.slice(0, 2)).toEqual([
      { reconnected: false, resumed: false },
      { reconnected: true, resumed: true },
    ]);
  });

  it('sends the bearer token and, on 401, refreshes through the API client and retries', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get('*/chat/api/stream/', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        if (request.headers.get('authorization') !== 'Bearer access-2') {
          return HttpResponse.json({ error: 'Caducada', code: 'invalid_token' }, { status: 401 });
        }
        return streamOf(
          formatEventForTest({
            type: 'request',
            request_id: 5,
            state: 'aceptada',
            conversation_id: 1,
          }),
        );
      }),
      http.post('*/users/api/token/refresh/', () =>
        HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' }),
      ),
    );
    const events: ChatStreamEvent[] = [];
    const controller = new AbortController();
    const done = runChatStream(
      { onEvent: (event) => events.push(event) },
      { signal: controller.signal, initialDelayMs: 1 },
    );
    await waitFor(() => expect(events.length).toBeGreaterThanOrEqual(1));
    controller.abort();
    await done;
    expect(authorizations.slice(0, 2)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(events[0]).toMatchObject({ type: 'request', state: 'aceptada' });
  });

  it('stops for good when the session cannot be refreshed', async () => {
    let calls = 0;
    server.use(
      http.get('*/chat/api/stream/', () => {
        calls += 1;
        return HttpResponse.json({ error: 'Caducada', code: 'invalid_token' }, { status: 401 });
      }),
      http.post('*/users/api/token/refresh/', () =>
        HttpResponse.json({ error: 'Caducada', code: 'invalid_token' }, { status: 401 }),
      ),
    );
    await runChatStream(
      { onEvent: () => undefined },
      { signal: new AbortController().signal, initialDelayMs: 1 },
    );
    expect(calls).toBe(1);
    expect(sessionStore.get().accessToken).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('refreshes the session and reconnects at once when the server ends the stream at token expiry', async () => {
    const authorizations: Array<string | null> = [];
    const refreshed: string[] = [];
    server.use(
      http.get('*/chat/api/stream/', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return authorizations.length === 1
          ? streamOf('event: end\ndata: {"reason":"expired"}\n\n')
          : streamOf(formatEventForTest({ type: 'message', message: makeMessage({ id: 7 }) }));
      }),
      http.post('*/users/api/token/refresh/', async ({ request }) => {
        refreshed.push(((await request.json()) as { refresh: string }).refresh);
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
    );
    const events: ChatStreamEvent[] = [];
    const controller = new AbortController();
    // A backoff this long would time the test out: the reconnection must not wait for it.
    const done = runChatStream(
      { onEvent: (event) => events.push(event) },
      { signal: controller.signal, initialDelayMs: 60_000 },
    );
    await waitFor(() => expect(events.length).toBeGreaterThanOrEqual(1));
    controller.abort();
    await done;
    expect(refreshed).toEqual(['refresh-1']);
    expect(authorizations.slice(0, 2)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(sessionStore.get().refreshToken).toBe('refresh-2');
  });

  it('stops, and ends the session here too, when the server ends the stream because the session ended', async () => {
    let calls = 0;
    server.use(
      http.get('*/chat/api/stream/', () => {
        calls += 1;
        return calls === 1
          ? streamOf('event: end\ndata: {"reason":"ended"}\n\n')
          : HttpResponse.json({ error: 'Caducada', code: 'invalid_token' }, { status: 401 });
      }),
      http.post('*/users/api/token/refresh/', () =>
        HttpResponse.json({ error: 'Caducada', code: 'invalid_token' }, { status: 401 }),
      ),
    );
    await runChatStream(
      { onEvent: () => undefined },
      { signal: new AbortController().signal, initialDelayMs: 60_000 },
    );
    expect(calls).toBe(2);
    expect(sessionStore.get().accessToken).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves the page to the app when the app itself ended the session (account deletion, logout)', async () => {
    let calls = 0;
    server.use(
      http.get('*/chat/api/stream/', () => {
        calls += 1;
        // The tab's own request ends the session while the stream is told so.
        sessionStore.clear();
        return streamOf('event: end\ndata: {"reason":"ended"}\n\n');
      }),
    );
    await runChatStream(
      { onEvent: () => undefined },
      { signal: new AbortController().signal, initialDelayMs: 60_000 },
    );
    expect(calls).toBe(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('ignores events that do not match the contract', async () => {
    const good = makeMessage({ id: 9 });
    server.use(
      http.get('*/chat/api/stream/', () =>
        streamOf(
          'event: message\ndata: {not json\n\n' +
            'event: message\ndata: {"type":"message","message":{"id":"x"}}\n\n' +
            formatEventForTest({ type: 'message', message: good }),
        ),
      ),
    );
    const events: ChatStreamEvent[] = [];
    const controller = new AbortController();
    const done = runChatStream(
      { onEvent: (event) => events.push(event) },
      { signal: controller.signal, initialDelayMs: 1 },
    );
    await waitFor(() => expect(events.length).toBeGreaterThan(0));
    controller.abort();
    await done;
    expect(events[0]).toEqual({ type: 'message', message: good });
  });
});
