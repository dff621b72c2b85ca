/**
 * Where the public catalogue is read from (db/replica.ts follows a streaming
 * replica): the interface the catalogue's readers see, and the primary alone.
 * Apart from db/replica.ts so that what imports it does not bring the
 * database client along (the seed's chunk of the bundle shares these modules).
 */
import type { Database } from './client';

export interface ReplicaLag {
  /** WAL bytes the replica has still to replay. */
  bytes: number;
  /** Since the last replayed transaction's commit (null: none replayed yet). */
  seconds: number | null;
}

export interface CatalogueReader {
  /** The replica's database, if one is configured. */
  replica: Database | undefined;
  /** Whether the replica has replayed every change this process knows of (read it, not the primary). */
  caughtUp(): boolean;
  /** The catalogue changed: read the primary until the replica has replayed this change. */
  changed(): void;
  /** A read on the replica failed: read the primary until the replica answers and has caught up. */
  failed(error: unknown): void;
  /** The replica's lag (undefined: no replica configured); throws when it cannot be read. */
  lag(): Promise<ReplicaLag | undefined>;
  close(): Promise<void>;
}

/** No replica: the primary is read for everything. */
export function primaryOnly(): CatalogueReader {
  return {
    replica: undefined,
    caughtUp: () => false,
    changed: () => {},
    failed: () => {},
    lag: async () => undefined,
    close: async () => {},
  };
}
