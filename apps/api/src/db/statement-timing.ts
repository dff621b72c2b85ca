/**
 * How long each statement took, as the server's side sees it: from sending it
 * until its answer came back, so what it waited (behind a pool connection's
 * previous statement, or in the PGlite thread's queue) is in it. Told to
 * whoever observes the database (plugins/metrics.ts); with no observer
 * nothing is timed.
 */
import type { PoolClient } from 'pg';

/** Told of every statement: its time in seconds, and whether the database refused it or failed. */
export type StatementObserver = (seconds: number, failed: boolean) => void;

export class StatementObservers {
  #observers: StatementObserver[] = [];

  /** Whether anyone observes (checked before a statement is timed at all). */
  get active(): boolean {
    return this.#observers.length > 0;
  }

  /** Adds `observer`; the function returned removes it. */
  add(observer: StatementObserver): () => void {
    this.#observers = [...this.#observers, observer];
    return () => {
      this.#observers = this.#observers.filter((other) => other !== observer);
    };
  }

  /** A statement sent at `started` (performance.now()) has ended. */
  ended(started: number, failed: boolean): void {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of this.#observers) observer(seconds, failed);
  }
}

type Query = (...args: unknown[]) => unknown;

/**
 * Times the statements of one `pg` connection: `pool.query` hands its
 * statement to a connection with a callback, Drizzle (outside transactions,
 * through the pool, and inside them, on a connection) waits on the promise.
 * Streams and cursors (a `submit` of their own) are not timed.
 */
export function timeStatements(client: PoolClient, observers: StatementObservers): void {
  const query = client.query as unknown as Query;
  const timed: Query = function (this: unknown, ...args) {
    if (!observers.active) return query.apply(this, args);
    const last = args.length - 1;
    const callback = args[last];
    const started = performance.now();
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        observers.ended(started, Boolean(error));
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query.apply(this, args);
    }
    const first = args[0] as { submit?: unknown; callback?: unknown } | null;
    if (typeof first === 'object' && first !== null && (first.submit || first.callback)) {
      return query.apply(this, args);
    }
    const answer = query.apply(this, args) as Promise<unknown>;
    answer.then(
      () => observers.ended(started, false),
      () => observers.ended(started, true),
    );
    return answer;
  };
  client.query = timed as unknown as typeof client.query;
}
