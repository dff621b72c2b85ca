import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@huella/shared/schemas/chat';
import { buildTestApp, type TestContext } from '../../test/helper';
import { applied, moved, person, shelterWithPet, type Person } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** Everything the user's open stream receives from now on. */
function listen(who: Person) {
  const received: ChatStreamEvent[] = [];
  const stop = ctx.app.realtime.subscribe(who.user.id, {
    send: (event) => received.push(event),
    reset: () => {},
  });
  return { received, stop };
}

/** Waits until `check` holds (events travel through the database's NOTIFY). */
async function eventually(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(check()).toBe(true);
}

describe('live updates of a request', () => {
  it('reach the applicant and every member of the shelter on each move, nobody else', async () => {
    const { admin, member, pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    const stranger = await person(ctx.app);
    const streams = [adopter, admin, member, stranger].map(listen);

    const request = await applied(ctx.app, adopter, pet.id);
    await moved(ctx.app, member, request.id, 'review');

    const expected: ChatStreamEvent[] = [
      {
        type: 'request',
        request_id: request.id,
        state: 'pendiente',
        conversation_id: request.conversation_id,
      },
      {
        type: 'request',
        request_id: request.id,
        state: 'en_revision',
        conversation_id: request.conversation_id,
      },
    ];
    const [toAdopter, toAdmin, toMember, toStranger] = streams;
    for (const stream of [toAdopter!, toAdmin!, toMember!]) {
      await eventually(() => stream.received.length >= 2);
      expect(stream.received).toEqual(expected);
    }
    expect(toStranger!.received).toEqual([]);
    for (const stream of streams) stream.stop();
  });

  it('tell the applicants whose requests close when the animal is adopted', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const chosen = await person(ctx.app);
    const other = await person(ctx.app);
    const chosenRequest = await applied(ctx.app, chosen, pet.id);
    const stream = listen(other);
    const otherRequest = await applied(ctx.app, other, pet.id);
    // The news of their own application travels through NOTIFY and may arrive
    // late: once it is in, only what the adoption does is listened to.
    await eventually(() =>
      stream.received.some(
        (event) =>
          event.type === 'request' &&
          event.request_id === otherRequest.id &&
          event.state === 'pendiente',
      ),
    );
    stream.received.length = 0;

    await moved(ctx.app, member, chosenRequest.id, 'accept', 'complete');

    await eventually(() => stream.received.length >= 1);
    expect(stream.received).toEqual([
      {
        type: 'request',
        request_id: otherRequest.id,
        state: 'rechazada',
        conversation_id: otherRequest.conversation_id,
      },
    ]);
    stream.stop();
  });
});
