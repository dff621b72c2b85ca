/**
 * Bounded CPU work (image conversion, password hashing): at most
 * `concurrency` tasks run at once and at most `maxQueued` wait, per priority;
 * the next one is refused at once with a Spanish 503 and Retry-After rather
 * than queued without end. Waiting high-priority tasks (a sign-in) start
 * before low-priority ones (a password change), and `reservedForHigh` slots
 * are kept for them, so a flood of the second kind never holds up the first. With `maxPerOwner`, one owner (an account) has at
 * most that many tasks running or waiting; its next one is a 429.
 *
 * The queues are per process, like the CPU and libuv's thread pool they share.
 */
import type { AppError } from './errors';
import { Overloaded } from './errors';

export type Priority = 'high' | 'low';

export interface WorkQueueOptions {
  concurrency: number;
  maxQueued: Record<Priority, number>;
  /** Slots low-priority work never takes, so high-priority work never waits behind it. */
  reservedForHigh?: number;
  /** Seconds a refused client is told to wait. */
  retryAfterSeconds: number;
  maxPerOwner?: number;
  /** The error for an owner's task beyond maxPerOwner. */
  ownerBusy?: () => AppError;
}

export interface RunOptions {
  priority?: Priority;
  /** Who asked (an account id): counted against maxPerOwner. */
  owner?: number;
  /**
   * Aborted when nobody waits for the result any more (the client left): a
   * task still waiting for its turn leaves the queue without running, so work
   * whose clients hung up never holds places that others need.
   */
  signal?: AbortSignal;
}

/**
 * A task given up before its turn: its client left. Answered as the queue's
 * refusal (503) like any other, though nobody is there to read it.
 */
export class Abandoned extends Overloaded {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.name = 'Abandoned';
  }
}

export class WorkQueue {
  private readonly running: Record<Priority, number> = { high: 0, low: 0 };
  private readonly waiting: Record<Priority, (() => void)[]> = { high: [], low: [] };
  private readonly owners = new Map<number, number>();

  constructor(private readonly options: WorkQueueOptions) {}

  /** Tasks waiting to start, by priority. */
  get queued(): Record<Priority, number> {
    return { high: this.waiting.high.length, low: this.waiting.low.length };
  }

  /** Tasks running now. */
  get active(): number {
    return this.running.high + this.running.low;
  }

  /** Runs `task` when a slot is free; throws Overloaded (503) when the queue is full. */
  async run<T>(
    task: () => Promise<T>,
    { priority = 'low', owner, signal }: RunOptions = {},
  ): Promise<T> {
    if (signal?.aborted) throw new Abandoned(this.options.retryAfterSeconds);
    const { maxPerOwner, ownerBusy } = this.options;
    const owned = owner === undefined ? 0 : (this.owners.get(owner) ?? 0);
    if (owner !== undefined && maxPerOwner !== undefined && owned >= maxPerOwner) {
      throw ownerBusy?.() ?? new Overloaded(this.options.retryAfterSeconds);
    }
    const queue = this.waiting[priority];
    const startsNow = queue.length === 0 && this.canStart(priority);
    if (!startsNow && queue.length >= this.options.maxQueued[priority]) {
      throw new Overloaded(this.options.retryAfterSeconds);
    }
    if (owner !== undefined) this.owners.set(owner, owned + 1);
    if (startsNow) this.running[priority] += 1;
    else {
      // pump() counts the task as running before it wakes it.
      try {
        await this.turn(queue, signal);
      } catch (error) {
        this.release(owner);
        throw error;
      }
    }
    try {
      return await task();
    } finally {
      this.release(owner);
      this.running[priority] -= 1;
      this.pump();
    }
  }

  /** Waits in `queue` for pump() to wake it; leaves the queue if `signal` aborts first. */
  private turn(queue: (() => void)[], signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        const place = queue.indexOf(wake);
        if (place < 0) return;
        queue.splice(place, 1);
        reject(new Abandoned(this.options.retryAfterSeconds));
      };
      const wake = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      queue.push(wake);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  private release(owner: number | undefined) {
    if (owner === undefined) return;
    const left = (this.owners.get(owner) ?? 1) - 1;
    if (left > 0) this.owners.set(owner, left);
    else this.owners.delete(owner);
  }

  /** Low-priority work leaves `reservedForHigh` slots free for high-priority work. */
  private canStart(priority: Priority): boolean {
    const limit =
      priority === 'high'
        ? this.options.concurrency
        : this.options.concurrency - (this.options.reservedForHigh ?? 0);
    return this.active < this.options.concurrency && this.running[priority] < limit;
  }

  private pump() {
    for (const priority of ['high', 'low'] as const) {
      const queue = this.waiting[priority];
      while (queue.length > 0 && this.canStart(priority)) {
        this.running[priority] += 1;
        queue.shift()!();
      }
    }
  }
}
