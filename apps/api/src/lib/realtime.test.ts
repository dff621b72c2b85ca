import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatStreamEvent } from '@huella/shared/schemas/chat';
import { chatMessages } from '../db/schema';
import { openConversation } from '../modules/chat/conversation-repository';
import { buildSecondInstance } from '../modules/chat/test-support';
import { createPet, createShelter, createUser } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';
import {
  encodeNotices,
  NOTIFY_PAYLOAD_MAX_BYTES,
  type Notice,
  Realtime,
  type RealtimeTransport,
} from './realtime';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A subscriber that keeps what it gets, and a promise for the next event or reset. */
function recorder() {
  const events: ChatStreamEvent[] = [];
  let resets = 0;
  let wake: (() => void) | undefined;
  const changed = () => {
    wake?.();
    wake = undefined;
  };
  return {
    events,
    get resets() {
      return resets;
    },
    subscriber: {
      send(event: ChatStreamEvent) {
        events.push(event);
        changed();
      },
      reset() {
        resets += 1;
        changed();
      },
    },
    async until(done: () => boolean) {
      while (!done()) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

async function storedMessage(body: string) {
  const adopter = await createUser(ctx.app);
  const shelter = await createShelter(ctx.app);
  const pet = await createPet(ctx.app, { shelterId: shelter.id });
  const { id: conversationId } = await openConversation(ctx.app.db, {
    adopterId: adopter.id,
    shelterId: shelter.id,
    petId: pet.id,
  });
  const [row] = await ctx.app.db
    .insert(chatMessages)
    .values({ conversationId, senderId: adopter.id, side: 'adoptante', body })
    .returning();
  return {
    adopter,
    message: {
      id: row!.id,
      conversation_id: conversationId,
      sender: { id: adopter.id, name: `${adopter.first_name} ${adopter.last_name}` },
      side: 'adoptante' as const,
      body,
      created_at: row!.createdAt.toISOString(),
    },
  };
}

describe('notification payloads', () => {
  it('carry references, and split long recipient lists under the NOTIFY limit', () => {
    const users = Array.from({ length: 3000 }, (_, index) => 1_000_000 + index);
    const payloads = encodeNotices({ type: 'message', id: 42 }, users);
    expect(payloads.length).toBeGreaterThan(1);
    const decoded = payloads.map((payload) => {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
      return JSON.parse(payload) as Notice;
    });
    expect(decoded.every((notice) => notice.event.type === 'message')).toBe(true);
    expect(decoded.flatMap((notice) => notice.users)).toEqual(users);
  });
});

describe('notifications arriving together', () => {
  it('are all delivered, in order, even when several arrive in the same tick', async () => {
    let handlers: Parameters<RealtimeTransport['start']>[0] | undefined;
    const realtime = new Realtime({
      transport: {
        notify: async () => {},
        start: async (given) => {
          handlers = given;
        },
        close: async () => {},
      },
      loadMessages: async () => [],
      liveSessions: async (ids) => new Set(ids),
      log: ctx.app.log,
    });
    await realtime.start();
    const watcher = recorder();
    realtime.subscribe(5, watcher.subscriber);
    const read = (last: number) =>
      ({ type: 'read', conversation_id: 1, side: 'refugio', last_read_message_id: last }) as const;

    // A database connection hands over every notification of one packet at once.
    for (const last of [1, 2, 3]) handlers!.onPayload(encodeNotices(read(last), [5])[0]!);
    await watcher.until(() => watcher.events.length === 3);
    handlers!.onPayload(encodeNotices(read(4), [5])[0]!);
    handlers!.onPayload(encodeNotices(read(5), [5])[0]!);
    await watcher.until(() => watcher.events.length === 5);

    expect(watcher.events).toEqual([1, 2, 3, 4, 5].map(read));
    await realtime.close();
  });
});

describe('app.realtime', () => {
  it('delivers a published message, with its full text, only to the streams of its recipients', async () => {
    const body = `😀`.repeat(2000);
    const { adopter, message } = await storedMessage(body);
    const mine = recorder();
    const someoneElse = recorder();
    const stopMine = ctx.app.realtime.subscribe(adopter.id, mine.subscriber);
    const stopOther = ctx.app.realtime.subscribe(adopter.id + 100_000, someoneElse.subscriber);

    await ctx.app.realtime.publish([adopter.id, adopter.id], { type: 'message', message });
    await ctx.app.realtime.publish([adopter.id], {
      type: 'read',
      conversation_id: message.conversation_id,
      side: 'refugio',
      last_read_message_id: message.id,
    });
    await mine.until(() => mine.events.length === 2);

    expect(mine.events).toEqual([
      { type: 'message', message },
      {
        type: 'read',
        conversation_id: message.conversation_id,
        side: 'refugio',
        last_read_message_id: message.id,
      },
    ]);
    expect(someoneElse.events).toEqual([]);
    stopMine();
    stopOther();
  });

  it('reaches a stream on another instance of the API on the same database, which loads the message itself', async () => {
    const second = await buildSecondInstance(ctx);
    try {
      const { adopter, message } = await storedMessage('Hola, <b>¿sigue disponible?</b>');
      const there = recorder();
      const stop = second.app.realtime.subscribe(adopter.id, there.subscriber);
      expect(second.app.realtime.instanceId).not.toBe(ctx.app.realtime.instanceId);

      await ctx.app.realtime.publish([adopter.id], { type: 'message', message });
      await there.until(() => there.events.length === 1);

      expect(there.events).toEqual([{ type: 'message', message }]);
      stop();
    } finally {
      await second.close();
    }
  });

  it('ends every open stream when the app closes', async () => {
    const other = await buildTestApp();
    const watcher = recorder();
    other.app.realtime.subscribe(1, watcher.subscriber);
    await other.close();
    expect(watcher.resets).toBeGreaterThan(0);
  });
});

describe.runIf(Boolean(inject('postgresTemplate')))('the LISTEN connection (PostgreSQL)', () => {
  it('is reopened after the database drops it; streams are reset so that clients catch up, and later events arrive', async () => {
    const { adopter, message } = await storedMessage('¿Podemos visitarlo el sábado?');
    const watcher = recorder();
    const stop = ctx.app.realtime.subscribe(adopter.id, watcher.subscriber);

    await ctx.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'huella-realtime' and datname = current_database()`,
    );
    // Lost, then back: each is a possible gap.
    await watcher.until(() => watcher.resets >= 2);

    await ctx.app.realtime.publish([adopter.id], { type: 'message', message });
    await watcher.until(() => watcher.events.length === 1);
    expect(watcher.events).toEqual([{ type: 'message', message }]);
    stop();
  });
});
