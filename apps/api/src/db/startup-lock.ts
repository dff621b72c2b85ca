/**
 * One process at a time migrates and seeds a PostgreSQL database: processes
 * started together behind a load balancer would otherwise apply the same
 * migration twice (the second fails) or both find the database empty and seed
 * the demo data twice. A session advisory lock, held on a connection of its
 * own, serialises them; whoever comes second finds the work done. PGlite is
 * one process by design and needs no lock.
 */
import pg from 'pg';
import type { DatabaseHandle } from './client';

/** An arbitrary constant, the same in every process: "huella" start-up. */
const STARTUP_LOCK_KEY = 0x6875656c;

export async function withStartupLock<T>(
  database: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (database.driver !== 'postgres' || !database.url) return work();
  const client = new pg.Client({ connectionString: database.url });
  // A connection lost while waiting or working surfaces as the query's error.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
