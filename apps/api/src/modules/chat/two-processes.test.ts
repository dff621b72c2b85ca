/**
 * The chat's live fan-out between two real API processes on one PostgreSQL
 * database: a message posted to one process reaches a stream open on the
 * other, through LISTEN/NOTIFY, in both directions. PGlite is one process by
 * design, so this runs on PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '@huella/shared/schemas/chat';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { openEventStream, type SseFrame } from '../../test/event-stream';
import { buildTestApp, type TestContext } from '../../test/helper';
import { chatCast, openAsAdopter, sendMessage } from './test-support';

/** How long an awaited frame may take, even on a busy machine. */
const FRAME_WITHIN_MS = 15_000;

/** The live stream of a process, with the frames the tests wait for. */
async function openStreamAt(baseUrl: string, headers: Record<string, string>) {
  const stream = await openEventStream(`${baseUrl}/chat/api/stream/`, headers);
  const frame = (matches: (frame: SseFrame) => boolean, what: string) =>
    stream.frame(matches, what, FRAME_WITHIN_MS);
  return {
    /** Resolves once the `retry:` hint, the first thing sent, has arrived. */
    ready: () => frame((candidate) => candidate.retry !== undefined, 'retry: frame'),
    /** The `event: message` frame carrying this message id. */
    message: (id: number) =>
      frame(
        (candidate) => candidate.event === 'message' && candidate.id === String(id),
        `message ${id}`,
      ),
    close: stream.close,
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
