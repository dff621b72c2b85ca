/**
 * The chat's live fan-out between two real API processes on one PostgreSQL
 * database: a message posted to one process reaches a stream open on the
 * other, through LISTEN/NOTIFY, in both directions. PGlite is one process by
 * design, so this runs on PostgreSQL only.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '@huella/shared/schemas/chat';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { buildTestApp, type TestContext } from '../../test/helper';
import { chatCast, openAsAdopter, sendMessage } from './test-support';

/** How long an awaited frame may take, even on a busy machine. */
const FRAME_WITHIN_MS = 15_000;

interface Frame {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
}

/**
 * A Server-Sent Events stream read over real HTTP, frame by frame. node:http
 * rather than fetch: closing destroys the socket at once, where fetch would
 * keep the connection alive after an abort and hold the server's close back.
 */
async function openStreamAt(baseUrl: string, headers: Record<string, string>) {
  const request = http.get(`${baseUrl}/chat/api/stream/`, {
    headers: { accept: 'text/event-stream', ...headers },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {});
  if (response.statusCode !== 200) {
    request.destroy();
    throw new Error(`stream at ${baseUrl}: ${response.statusCode}`);
  }
  const frames: Frame[] = [];
  let ended = false;
  let wake = () => {};
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame: Frame = {};
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

  /** Resolves with the first frame that matches, failing after a bounded wait. */
  const frame = async (matches: (frame: Frame) => boolean, what: string) => {
    const deadline = Date.now() + FRAME_WITHIN_MS;
    for (;;) {
      const found = frames.find(matches);
      if (found) return found;
      if (ended) throw new Error(`the stream at ${baseUrl} ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no ${what} on the stream at ${baseUrl} within ${FRAME_WITHIN_MS} ms; frames: ${JSON.stringify(frames)}`,
        );
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
  return {
    /** Resolves once the `retry:` hint, the first thing sent, has arrived. */
    ready: () => frame((candidate) => candidate.retry !== undefined, 'retry: frame'),
    /** The `event: message` frame carrying this message id. */
    message: (id: number) =>
      frame(
        (candidate) => candidate.event === 'message' && candidate.id === String(id),
        `message ${id}`,
      ),
    close: () => request.destroy(),
  };
}

describe.runIf(Boolean(inject('postgresTemplate')))(
  'chat between two API processes on one PostgreSQL database',
  () => {
    let ctx: TestContext | undefined;
    let child: ApiProcess | undefined;
    let inProcessUrl: string;

    beforeAll(async () => {
      ctx = await buildTestApp();
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const address = ctx.app.server.address();
      if (!address || typeof address === 'string') throw new Error('the app is not listening');
      inProcessUrl = `http://127.0.0.1:${address.port}`;
      // The child migrates on start: the copy of the template is migrated already, a no-op.
      child = await startApiProcess({
        env: { DATABASE_URL: ctx.database.url!, JWT_SECRET: ctx.config.jwtSecret },
      });
    }, 90_000);

    afterAll(async () => {
      try {
        if (child) {
          const exit = await child.stop();
          // SIGTERM is a graceful shutdown: streams ended, server and pools closed, exit code 0.
          expect(exit, child.output()).toEqual({ code: 0, signal: null });
        }
      } finally {
        await ctx?.close();
      }
    }, 60_000);

    it('delivers a message posted to this process to a stream open on the other, and back', async () => {
      const app = ctx!.app;
      const cast = await chatCast(app);
      const conversation = await openAsAdopter(app, cast);

      // The member reads on the child process; the adopter writes to this one.
      const onChild = await openStreamAt(child!.url, cast.member.headers);
      try {
        await onChild.ready();
        const sent = await sendMessage(app, conversation.id, cast.adopter, 'Hola desde aquí');
        const frame = await onChild.message(sent.id);
        expect(JSON.parse(frame.data!) as ChatStreamEvent).toEqual({
          type: 'message',
          message: sent,
        });
        expect(sent.body).toBe('Hola desde aquí');
      } finally {
        onChild.close();
      }

      // The adopter reads on this process; the member writes to the child over HTTP.
      const here = await openStreamAt(inProcessUrl, cast.adopter.headers);
      try {
        await here.ready();
        const response = await fetch(
          `${child!.url}/chat/api/conversations/${conversation.id}/messages/`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...cast.member.headers },
            body: JSON.stringify({ body: 'Hola desde el otro proceso' }),
          },
        );
        expect(response.status, await response.clone().text()).toBe(201);
        const sent = (await response.json()) as ChatMessage;
        expect(sent.body).toBe('Hola desde el otro proceso');
        const frame = await here.message(sent.id);
        expect(JSON.parse(frame.data!) as ChatStreamEvent).toEqual({
          type: 'message',
          message: sent,
        });
      } finally {
        here.close();
      }
    }, 60_000);
  },
);
