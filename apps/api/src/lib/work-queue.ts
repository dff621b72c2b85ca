/**
 * Bounded CPU work (image conversion, password hashing): at most
 * `concurrency` tasks run at once and at most `maxQueued` wait, per priority;
 * the next one is refused at once with a Spanish 503 and Retry-After rather
 * than queued without end. Waiting high-priority tasks (a sign-in) start
 * before low-priority ones (a password change), so a flood of the second kind
 * never holds up the first. With `maxPerOwner`, one owner (an account) has at
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
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: Record<Priority, (() => void)[]> = { high: [], low: [] };
  private readonly owners = new Map<number, number>();

  constructor(private readonly options: WorkQueueOptions) {}

  /** Tasks waiting to start, by priority. */
  get queued(): Record<Priority, number> {
    return { high: this.waiting.high.length, low: this.waiting.low.length };
  }

  get active(): number {
    return this.running;
  }

  /** Runs `task` when a slot is free; throws Overloaded (503) when the queue is full. */
  async run<T>(task: () => Promise<T>, { priority = 'low', owner }: RunOptions = {}): Promise<T> {
    const { maxPerOwner, ownerBusy } = this.options;
    const owned = owner === undefined ? 0 : (this.owners.get(owner) ?? 0);
    if (owner !== undefined && maxPerOwner !== undefined && owned >= maxPerOwner) {
      throw ownerBusy?.() ?? new Overloaded(this.options.retryAfterSeconds);
    }
    if (this.running >= this.options.concurrency) {
      const queue = this.waiting[priority];
      if (queue.length >= this.options.maxQueued[priority]) {
        throw new Overloaded(this.options.retryAfterSeconds);
      }
      if (owner !== undefined) this.owners.set(owner, owned + 1);
      // release() hands its slot over: `running` stays the same.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      if (owner !== undefined) this.owners.set(owner, owned + 1);
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      if (owner !== undefined) {
        const left = (this.owners.get(owner) ?? 1) - 1;
        if (left > 0) this.owners.set(owner, left);
        else this.owners.delete(owner);
      }
      this.release();
    }
  }

  private release() {
    const next = this.waiting.high.shift() ?? this.waiting.low.shift();
    if (next) next();
    else this.running -= 1;
  }
}
