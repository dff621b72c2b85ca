/**
 * The boundary between catching up and live delivery, made to happen on
 * purpose: live events arrive while the catch-up query runs, one of them a
 * message the query also returns and one it does not. The stream must send
 * each exactly once, in order.
 */
import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '@huella/shared/schemas/chat';
import { NO_METRICS } from '../../lib/metrics';
import { Realtime, type RealtimeTransport } from '../../lib/realtime';
import type { Presence } from './presence-repository';
import { serveStream } from './stream';
import { type StreamEvent } from './test-support';

const message = (id: number): ChatMessage => ({
  id,
  conversation_id: 1,
  sender: { id: 2, name: 'Ana Pérez' },
  side: 'adoptante',
  body: `Mensaje ${id}`,
  created_at: new Date(0).toISOString(),
});

/** In memory, like one process on its own: what is notified comes straight back. */
function loopback(): RealtimeTransport {
  let deliver: (payload: string) => void = () => {};
  return {
    notify: async (payload) => deliver(payload),
    start: async ({ onPayload }) => {
      deliver = onPayload;
    },
    close: async () => {},
  };
}

const presence = {
  connect: async () => 1,
  disconnect: async () => {},
} as unknown as Presence;

const app = Fastify();
// The app's figures (plugins/metrics.ts) are not this test's business: counted nowhere.
app.decorate('metrics', NO_METRICS);
const realtime = new Realtime({
  transport: loopback(),
  loadMessages: async (ids) => ids.map(message),
  liveSessions: async (ids) => new Set(ids),
  log: app.log,
});
let port = 0;

beforeAll(async () => {
  await realtime.start();
  app.get('/stream', async (request, reply) => {
    let first = true;
    await serveStream(
      request,
      reply,
      {
        realtime,
        presence,
        track: () => {},
        log: app.log,
        async missed(afterId) {
          if (first) {
            first = false;
            // Committed and published while the catch-up query runs.
            await realtime.publish([2], { type: 'message', message: message(11) });
            await realtime.publish([2], { type: 'message', message: message(12) });
            await realtime.publish([2], {
              type: 'read',
              conversation_id: 1,
              side: 'refugio',
              last_read_message_id: 12,
            });
            return [message(10), message(11)].filter((item) => item.id > afterId);
          }
          return [];
        },
      },
      { userId: 2, sessionId: 'sesion', tokenExpiresAt: new Date(Date.now() + 60 * 60_000) },
      Number(request.headers['last-event-id']),
    );
    return reply;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await realtime.close();
});

/** Reads `count` events; `midway` runs once, when `midway.after` events have come. */
function read(
  lastEventId: string,
  count: number,
  midway?: { after: number; run: () => Promise<void> },
): Promise<StreamEvent[]> {
  let ranMidway = false;
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    const request = http.get(
      { host: '127.0.0.1', port, path: '/stream', headers: { 'last-event-id': lastEventId } },
      (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':') && line.includes(':'))
                .map((line) => [
                  line.slice(0, line.indexOf(':')),
                  line.slice(line.indexOf(':') + 2),
                ]),
            );
            if (fields.data) {
              events.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
            }
          }
          if (events.length >= count) {
            request.destroy();
            resolve(events);
          } else if (midway && !ranMidway && events.length >= midway.after) {
            ranMidway = true;
            midway.run().catch(reject);
          }
        });
      },
    );
    request.on('error', reject);
  });
}

describe('catching up while live events arrive', () => {
  it('sends what the catch-up found, then what arrived meanwhile, each message once', async () => {
    const events = await read('9', 4);
    expect(events.map((event) => [event.event, event.id])).toEqual([
      ['message', '10'],
      ['message', '11'],
      ['message', '12'],
      ['read', undefined],
    ]);
    expect(events.map((event) => (JSON.parse(event.data) as ChatStreamEvent).type)).toEqual([
      'message',
      'message',
      'message',
      'read',
    ]);
  });

  it('does not send a caught-up message again when its notice arrives after the catch-up', async () => {
    const events = await read('9', 5, {
      after: 4,
      run: async () => {
        // Message 10 was published before the stream opened; its notice comes late.
        await realtime.publish([2], { type: 'message', message: message(10) });
        await realtime.publish([2], { type: 'message', message: message(13) });
      },
    });
    expect(events.map((event) => event.id ?? event.event)).toEqual([
      '10',
      '11',
      '12',
      'read',
      '13',
    ]);
  });
});
