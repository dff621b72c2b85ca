/**
 * Where the public catalogue is read from: a streaming replica of the primary
 * (DATABASE_REPLICA_URL), or the primary itself.
 *
 * A replica replays the primary's changes a moment after they are committed.
 * Reading from it right after a change would show the old catalogue, and the
 * answer cache would keep that old answer until the next change. So the
 * replica is read only once it has replayed everything this process knows to
 * have changed: every change of the catalogue (a notification of the
 * database's triggers, or this process's own write; the same events that
 * empty the answer cache) notes the primary's WAL position, and reads go to
 * the primary until the replica's replay position has passed it. The replica
 * being late or down only moves the reads back to the primary.
 *
 * Writes, a member's own lists and everything outside the public catalogue
 * always read the primary (read-your-own-writes): only the public catalogue
 * as a guest sees it (modules/pets) is read from the replica.
 */
import { sql } from 'drizzle-orm';
import type { CatalogueReader } from './catalogue-reader';
import { openDatabase, type Database, type DatabaseHandle } from './client';

/** How often the replica's replay position is read while it is behind. */
const POLL_MS = 10;
/** After a failure to read either position, how long until the next try. */
const RETRY_MS = 1000;

const notAReplica = () =>
  new Error(
    'DATABASE_REPLICA_URL is not a replica (its server is not in recovery): the catalogue reads the primary',
  );

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await db.execute(query))[0]!;
}

/**
 * Opens the replica at `url` and follows the primary's changes. A server at
 * `url` that is not in recovery (another primary, or the primary itself) is
 * never read: it would not follow the primary's changes.
 */
export async function openReplica(
  primary: DatabaseHandle,
  url: string,
  options: {
    poolSize?: number;
    /** The replica (or the primary) could not be read; told once until it can again. */
    onError?: (error: unknown) => void;
  } = {},
): Promise<CatalogueReader> {
  // Connections are made when first needed: a replica down at start-up only
  // leaves the catalogue on the primary until it answers.
  const replica = await openDatabase({ url, poolSize: options.poolSize });

  let caughtUp = false;
  /** Bumped by every change: a check started before the last change cannot declare the replica caught up. */
  let change = 0;
  let checking = false;
  let closed = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });

  /** Waits until the replica has replayed the primary's position of the latest change. */
  async function follow(): Promise<void> {
    checking = true;
    try {
      while (!closed && !caughtUp) {
        const started = change;
        try {
          const { lsn } = await one<{ lsn: string }>(
            primary.db,
            sql`select pg_current_wal_lsn()::text as lsn`,
          );
          for (;;) {
            if (closed || change !== started) break;
            const { recovery, replayed } = await one<{
              recovery: boolean;
              replayed: boolean | null;
            }>(
              replica.db,
              sql`select pg_is_in_recovery() as recovery,
                         pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as replayed`,
            );
            if (!recovery) throw notAReplica();
            if (replayed && change === started) {
              caughtUp = true;
              break;
            }
            await sleep(POLL_MS);
          }
          failing = false;
        } catch (error) {
          // Told once per streak of failures, not every second.
          if (!failing) options.onError?.(error);
          failing = true;
          await sleep(RETRY_MS);
        }
      }
    } finally {
      checking = false;
    }
  }

  function changed(): void {
    change += 1;
    caughtUp = false;
    if (!checking && !closed) void follow();
  }

  changed();
  return {
    failed(error) {
      if (!failing) options.onError?.(error);
      failing = true;
      changed();
    },
    replica: replica.db,
    caughtUp: () => caughtUp,
    changed,
    async lag() {
      const { lsn } = await one<{ lsn: string }>(
        primary.db,
        sql`select pg_current_wal_lsn()::text as lsn`,
      );
      const row = await one<{ recovery: boolean; bytes: string | null; seconds: number | null }>(
        replica.db,
        sql`select pg_is_in_recovery() as recovery,
                   greatest(pg_wal_lsn_diff(${lsn}::pg_lsn, pg_last_wal_replay_lsn()), 0)::text as bytes,
                   extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as seconds`,
      );
      if (!row.recovery) throw notAReplica();
      return {
        bytes: Number(row.bytes ?? 0),
        seconds: row.seconds === null ? null : Math.max(0, Number(row.seconds)),
      };
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await replica.close();
    },
  };
}
