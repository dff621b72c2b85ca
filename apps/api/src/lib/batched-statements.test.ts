import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@huella/shared/schemas/chat';
import { createUser, mailsTo, uniqueEmail } from '../test/factories';
import { buildStatementsTestApp, type StatementsTestContext } from '../test/helper';

let ctx: StatementsTestContext;
beforeAll(async () => {
  ctx = await buildStatementsTestApp();
});
afterAll(() => ctx.close());

describe('statements that many requests send at once (lib/batched.ts)', () => {
  it('live notices published at once: the first goes alone, the rest together, and each stream gets its own, in order', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.app)));
    const received = new Map<number, ChatStreamEvent[]>();
    const stops = people.map(({ id }) => {
      received.set(id, []);
      return ctx.app.realtime.subscribe(id, {
        send: (event) => received.get(id)!.push(event),
        reset: () => {},
      });
    });
    const notice = (requestId: number): ChatStreamEvent => ({
      type: 'request',
      request_id: requestId,
      state: 'pendiente',
      conversation_id: requestId,
    });

    const statements = await ctx.statementsOf(() =>
      Promise.all([
        ctx.app.realtime.publish([people[0]!.id], notice(1)),
        ctx.app.realtime.publish([people[1]!.id], notice(2)),
        ctx.app.realtime.publish([people[2]!.id], notice(3)),
        ctx.app.realtime.publish([people[3]!.id, people[0]!.id], notice(4)),
      ]),
    );

    const notifies = statements.filter((query) => query.includes('pg_notify'));
    // On PGlite the one process's listeners are told without a statement.
    expect(notifies).toHaveLength(ctx.database.driver === 'postgres' ? 2 : 0);
    const everyoneTold = () =>
      received.get(people[0]!.id)!.length === 2 &&
      people.slice(1).every(({ id }) => received.get(id)!.length === 1);
    for (let tries = 0; !everyoneTold() && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(received.get(people[0]!.id)).toEqual([notice(1), notice(4)]);
    expect(received.get(people[1]!.id)).toEqual([notice(2)]);
    expect(received.get(people[2]!.id)).toEqual([notice(3)]);
    expect(received.get(people[3]!.id)).toEqual([notice(4)]);
    for (const stop of stops) stop();
  });

  it('mail queued by several requests at once: the first alone, the rest in one insert, none lost', async () => {
    const recipients = [1, 2, 3, 4].map(() => uniqueEmail('buzon'));
    const mail = (to: string) => ({
      to,
      subject: 'Tu solicitud ha cambiado',
      text: 'Hola',
      html: '<p>Hola</p>',
      links: [],
    });

    const statements = await ctx.statementsOf(() =>
      Promise.all(recipients.map((to) => ctx.app.mailer.send(mail(to)))),
    );

    const inserts = statements.filter((query) => /^insert into "mail_jobs"/i.test(query));
    expect(inserts).toHaveLength(2);
    await ctx.app.mailer.queue.settle();
    for (const to of recipients) expect(await mailsTo(ctx.app, to)).toHaveLength(1);
  });
});
