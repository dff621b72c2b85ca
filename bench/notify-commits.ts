/**
 * `npm run bench:notify -w @huella/bench`: what a NOTIFY in a write's own
 * transaction costs PostgreSQL under concurrency (migration 0025). PostgreSQL
 * serializes the commits of every transaction that sent a NOTIFY (it holds
 * the notification queue's lock until the commit is flushed), so such
 * writes cannot share a flush with one another. Fifty connections insert
 * favourite-like rows for BENCH_DURATION seconds (default 5) in three ways:
 * the insert alone; the insert with its NOTIFY in the same statement (what
 * the favourites' trigger did); the insert, then its notice through the
 * batched NOTIFY the API uses (lib/batched.ts, one statement for the notices
 * of every write that finished meanwhile). Prints requests per second and
 * latency; BENCH_DATABASE_URL names the database (a table of its own is
 * created and dropped).
 */
import pg from 'pg';
import { Batched } from '../apps/api/src/lib/batched';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL: the PostgreSQL database to measure');
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
const INSERT = 'insert into bench_notify_favourites values ($1, $2) on conflict do nothing';

type Write = (client: pg.Client, user: number, pet: number) => Promise<unknown>;

async function measure(name: string, write: Write): Promise<void> {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client(url);
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client, user) => {
      for (let pet = 0; Date.now() < end; pet++) {
        const start = performance.now();
        await write(client, user, pet);
        latencies.push(performance.now() - start);
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor((latencies.length - 1) * q)]!.toFixed(1);
  console.log(
    `| ${name} | ${Math.round(latencies.length / SECONDS).toLocaleString('en-US')} | ${at(0.5)} ms | ${at(0.99)} ms |`,
  );
}

const admin = new pg.Client(url);
await admin.connect();
await admin.query(
  'create table bench_notify_favourites (user_id int, pet_id int, primary key (user_id, pet_id))',
);
try {
  console.log(`| ${CONNECTIONS} connections, ${SECONDS} s each | Writes/s | p50 | p99 |`);
  console.log('|---|---:|---:|---:|');
  await measure('Insert alone', (client, user, pet) => client.query(INSERT, [user, pet]));
  await admin.query('truncate bench_notify_favourites');
  await measure('Insert with its NOTIFY in the same transaction', (client, user, pet) =>
    client.query(
      `with added as (${INSERT} returning user_id) select pg_notify('bench', 'me:' || $1::text)`,
      [user, pet],
    ),
  );
  await admin.query('truncate bench_notify_favourites');
  const notifier = new pg.Client(url);
  await notifier.connect();
  const notices = new Batched<string>(async (payloads) => {
    await notifier.query(
      `select ${payloads.map((_, i) => `pg_notify('bench', $${i + 1})`).join(', ')}`,
      payloads,
    );
  });
  await measure('Insert, then its notice batched', async (client, user, pet) => {
    await client.query(INSERT, [user, pet]);
    await notices.add(`me:${user}`);
  });
  await notifier.end();
} finally {
  await admin.query('drop table bench_notify_favourites');
  await admin.end();
}
