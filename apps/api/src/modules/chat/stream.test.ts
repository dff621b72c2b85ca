import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '@huella/shared/schemas/chat';
import { buildTestApp, type TestContext } from '../../test/helper';
import { STREAM_RETRY_MS } from './stream';
import {
  buildSecondInstance,
  chatCast,
  eventually,
  openAsAdopter,
  openStream,
  openStreamsOf,
  sendMessage,
} from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

const data = (event: { data: string }) => JSON.parse(event.data) as ChatStreamEvent;

describe('GET /chat/api/stream/', () => {
  it('sends a message posted by another request to every reader, uncompressed, as it happens', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const adopter = await openStream(ctx.app, cast.adopter.headers);
    const member = await openStream(ctx.app, cast.member.headers);
    const outsider = await openStream(ctx.app, cast.otherShelterMember.headers);
    try {
      expect(adopter.response.statusCode).toBe(200);
      expect(adopter.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(adopter.response.headers['content-encoding']).toBeUndefined();
      expect(adopter.response.headers['cache-control']).toBe('private, no-store, no-transform');
      await adopter.ready();
      expect(adopter.retry).toBe(String(STREAM_RETRY_MS));

      const sent = await sendMessage(ctx.app, id, cast.adopter, '<script>alert(1)</script> Hola');
      await member.waitForEvents(1);
      await adopter.waitForEvents(1);
      for (const stream of [member, adopter]) {
        expect(stream.events).toEqual([
          { event: 'message', id: String(sent.id), data: expect.any(String) },
        ]);
        expect(data(stream.events[0]!)).toEqual({ type: 'message', message: sent });
      }

      // Reading sends `read` to the other side (and the reader's own windows).
      await ctx.app.inject({
        method: 'POST',
        url: `/chat/api/conversations/${id}/read/`,
        headers: cast.member.headers,
        payload: {},
      });
      // The message was the member's to read: the adopter learns the shelter read it.
      await adopter.waitForEvents(2);
      expect(adopter.events[1]).toEqual({ event: 'read', id: undefined, data: expect.any(String) });
      expect(data(adopter.events[1]!)).toEqual({
        type: 'read',
        conversation_id: id,
        side: 'refugio',
        last_read_message_id: sent.id,
      });
      await member.waitForEvents(2);
      expect(data(member.events[1]!).type).toBe('read');

      // Adoption request changes reach the stream too (the adoption-requests module publishes them).
      await ctx.app.realtime.publish([cast.adopter.user.id], {
        type: 'request',
        request_id: 7,
        state: 'en_revision',
        conversation_id: id,
      });
      await adopter.waitForEvents(3);
      expect(adopter.events[2]!.event).toBe('request');
      expect(outsider.events).toEqual([]);
    } finally {
      adopter.close();
      member.close();
      outsider.close();
    }
  });

  it('after a reconnection with Last-Event-ID, sends what was missed once, then live messages', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const first = await openStream(ctx.app, cast.adopter.headers);
    const seen = await sendMessage(ctx.app, id, cast.member, 'Primero');
    await first.waitForEvents(1);
    first.close();

    const missed: ChatMessage[] = [];
    for (const body of ['Mientras no estabas', 'Y otro más']) {
      missed.push(await sendMessage(ctx.app, id, cast.admin, body));
    }
    const again = await openStream(ctx.app, {
      ...cast.adopter.headers,
      'last-event-id': first.events[0]!.id!,
    });
    let live: ChatMessage;
    try {
      await again.waitForEvents(2);
      live = await sendMessage(ctx.app, id, cast.member, 'Ya en directo');
      await again.waitForEvents(3);
      expect(again.events.map((event) => event.id)).toEqual(
        [...missed, live].map((message) => String(message.id)),
      );
      expect(again.events.map((event) => data(event))).toEqual(
        [...missed, live].map((message) => ({ type: 'message', message })),
      );
      expect(again.events.map((event) => event.id)).not.toContain(String(seen.id));
    } finally {
      again.close();
    }

    // ?last_event_id= does the same, for clients that cannot set the header.
    const byQuery = await openStream(
      ctx.app,
      cast.adopter.headers,
      `/chat/api/stream/?last_event_id=${seen.id}`,
    );
    try {
      await byQuery.waitForEvents(3);
      expect(byQuery.events.map((event) => data(event))).toEqual(
        [...missed, live].map((message) => ({ type: 'message', message })),
      );
    } finally {
      byQuery.close();
    }
  });

  it('never sends another reader’s conversations when catching up', async () => {
    const cast = await chatCast(ctx.app);
    const other = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const { id: otherId } = await openAsAdopter(ctx.app, other);
    const mine = await sendMessage(ctx.app, id, cast.adopter, 'Mío');
    await sendMessage(ctx.app, otherId, other.adopter, 'De otra persona');
    const last = await sendMessage(ctx.app, id, cast.member, 'También mío');
    const stream = await openStream(ctx.app, {
      ...cast.adopter.headers,
      'last-event-id': String(mine.id - 1),
    });
    try {
      await stream.waitForEvents(2);
      expect(stream.events.map((event) => Number(event.id))).toEqual([mine.id, last.id]);
    } finally {
      stream.close();
    }
  });

  it('records the reader as connected while a stream is open, on this process', async () => {
    const cast = await chatCast(ctx.app);
    const one = await openStream(ctx.app, cast.member.headers);
    const two = await openStream(ctx.app, cast.member.headers);
    await Promise.all([one.ready(), two.ready()]);
    expect(await openStreamsOf(ctx.app, cast.member.user.id)).toBe(2);
    one.close();
    await eventually(
      async () => (await openStreamsOf(ctx.app, cast.member.user.id)) === 1,
      'one stream counted',
    );
    two.close();
    await eventually(
      async () => (await openStreamsOf(ctx.app, cast.member.user.id)) === 0,
      'none counted',
    );
  });

  it('reaches a stream opened on another API process on the same database', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const second = await buildSecondInstance(ctx);
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    const there = await openStream(second.app, cast.member.headers);
    try {
      await there.ready();
      const sent = await sendMessage(ctx.app, id, cast.adopter, 'Escrito en el primero');
      await there.waitForEvents(1);
      expect(data(there.events[0]!)).toEqual({ type: 'message', message: sent });
    } finally {
      there.close();
      await second.close();
    }
  });

  it('is ended by app.close(), which does not wait for the client', async () => {
    const other = await buildTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const cast = await chatCast(other.app);
    const stream = await openStream(other.app, cast.adopter.headers);
    await stream.ready();
    await other.close();
    await stream.ended();
    expect(stream.closed).toBe(true);
  });
});
