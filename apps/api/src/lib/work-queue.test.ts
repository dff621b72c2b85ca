/** A work queue runs a bounded number of tasks, holds a bounded number, and refuses the rest at once. */
import { describe, expect, it } from 'vitest';
import { commonMessages } from '@huella/shared/messages';
import type { AppError } from './errors';
import { Overloaded, TooManyRequests } from './errors';
import { Abandoned, WorkQueue } from './work-queue';

/** A task that ends when told to, recording when it started. */
function gate(started: string[], name: string) {
  let open = () => {};
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks, starts waiting sign-ins first, refuses past the bound with 503', async () => {
    const queue = new WorkQueue({
      concurrency: 1,
      maxQueued: { high: 1, low: 2 },
      retryAfterSeconds: 3,
    });
    const started: string[] = [];
    const first = gate(started, 'first');
    const low1 = gate(started, 'low1');
    const low2 = gate(started, 'low2');
    const high = gate(started, 'high');
    const running = [
      queue.run(first.task),
      queue.run(low1.task),
      queue.run(low2.task),
      queue.run(high.task, { priority: 'high' }),
    ];
    await tick();
    expect(started).toEqual(['first']);
    expect(queue.queued).toEqual({ high: 1, low: 2 });

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Overloaded);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).message).toBe(commonMessages.errors.overloaded);
    expect((refused as AppError).headers).toEqual({ 'retry-after': '3' });

    first.open();
    await tick();
    expect(started).toEqual(['first', 'high']);
    high.open();
    await tick();
    low1.open();
    await tick();
    low2.open();
    expect(await Promise.all(running)).toEqual(['first', 'low1', 'low2', 'high']);
    expect(queue.active).toBe(0);
    expect(queue.queued).toEqual({ high: 0, low: 0 });
  });

  it('gives one owner at most `maxPerOwner` tasks at a time, and frees them when they end or fail', async () => {
    const queue = new WorkQueue({
      concurrency: 2,
      maxQueued: { high: 0, low: 4 },
      retryAfterSeconds: 5,
      maxPerOwner: 1,
      ownerBusy: () => new TooManyRequests(5, 'Espera'),
    });
    const started: string[] = [];
    const mine = gate(started, 'mine');
    const running = queue.run(mine.task, { owner: 7 });
    await expect(queue.run(async () => 'again', { owner: 7 })).rejects.toMatchObject({
      statusCode: 429,
      message: 'Espera',
    });
    await expect(queue.run(async () => 'other', { owner: 8 })).resolves.toBe('other');
    mine.open();
    await running;
    await expect(
      queue.run(
        async () => {
          throw new Error('falla');
        },
        { owner: 7 },
      ),
    ).rejects.toThrow('falla');
    await expect(queue.run(async () => 'later', { owner: 7 })).resolves.toBe('later');
  });

  it('keeps `reservedForHigh` slots free of low-priority work', async () => {
    const queue = new WorkQueue({
      concurrency: 2,
      reservedForHigh: 1,
      maxQueued: { high: 4, low: 4 },
      retryAfterSeconds: 1,
    });
    const started: string[] = [];
    const low1 = gate(started, 'low1');
    const low2 = gate(started, 'low2');
    const high = gate(started, 'high');
    const running = [queue.run(low1.task), queue.run(low2.task)];
    await tick();
    expect(started).toEqual(['low1']);
    const signIn = queue.run(high.task, { priority: 'high' });
    await tick();
    expect(started).toEqual(['low1', 'high']);
    high.open();
    low1.open();
    await tick();
    expect(started).toEqual(['low1', 'high', 'low2']);
    low2.open();
    expect(await Promise.all([...running, signIn])).toEqual(['low1', 'low2', 'high']);
  });

  it('lets a task whose client left give up its place before its turn, never after', async () => {
    const queue = new WorkQueue({
      concurrency: 1,
      maxQueued: { high: 2, low: 0 },
      retryAfterSeconds: 2,
      maxPerOwner: 3,
    });
    const started: string[] = [];
    const first = gate(started, 'first');
    const gone = gate(started, 'gone');
    const next = gate(started, 'next');
    const hangUp = new AbortController();
    const running = queue.run(first.task, { priority: 'high', owner: 7 });
    const abandoned = queue
      .run(gone.task, { priority: 'high', owner: 7, signal: hangUp.signal })
      .catch((error: unknown) => error);
    const waiting = queue.run(next.task, { priority: 'high', owner: 7 });
    await tick();
    expect(queue.queued.high).toBe(2);

    // The client hangs up while its task waits: its place is free at once, and
    // a newcomer fits where the queue was full.
    hangUp.abort();
    expect(await abandoned).toBeInstanceOf(Abandoned);
    expect(queue.queued.high).toBe(1);
    const newcomer = gate(started, 'newcomer');
    const late = queue.run(newcomer.task, { priority: 'high', owner: 7 });

    first.open();
    await tick();
    next.open();
    await tick();
    newcomer.open();
    expect(await Promise.all([running, waiting, late])).toEqual(['first', 'next', 'newcomer']);
    expect(started).toEqual(['first', 'next', 'newcomer']);
    expect(queue.active).toBe(0);

    // An owner's place is given back too; a signal aborted before asking never queues.
    const already = AbortSignal.abort();
    expect(
      await queue.run(async () => 'never', { owner: 7, signal: already }).catch((e: unknown) => e),
    ).toBeInstanceOf(Abandoned);
    // Three tasks of owner 7 fit again (maxPerOwner 3): none of the above still counts.
    const three = [1, 2, 3].map(() =>
      queue.run(async () => 'ran', {
        priority: 'high',
        owner: 7,
        signal: new AbortController().signal,
      }),
    );
    expect(await Promise.all(three)).toEqual(['ran', 'ran', 'ran']);
  });
});
