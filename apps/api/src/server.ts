/** Reads the configuration, migrates (and seeds an empty database), listens, shuts down gracefully. */
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { openConfiguredDatabase } from './db/open';
import { openReplica } from './db/replica';
import { withStartupLock } from './db/startup-lock';
import { openConfiguredStorage } from './lib/storage-configured';
import { listenForMetrics, type MetricsListener } from './plugins/metrics';

/**
 * How much V8 lets the old generation grow past what survived its last full
 * collection: by default up to 4 times on a machine with memory to spare, so
 * a busy server held twice the memory its requests need. 40 % keeps the peak
 * near what is live, for a few more full collections (decision record 0016).
 * Growth alone does not keep a loaded server out of a full collection every
 * 0.4 s (each promotes the requests in flight); the floor under the limit
 * does (`--initial-old-space-size`, apiNodeFlags in scripts/build-lib.mjs).
 * A `--heap-growing-percent` on the command line wins.
 */
const HEAP_GROWING_PERCENT = 40;

function limitHeapGrowth() {
  if (process.execArgv.some((flag) => flag.startsWith('--heap-growing-percent'))) return;
  // Read by V8 each time it sets the next limit, so it holds from here on.
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

async function main() {
  limitHeapGrowth();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  // Several processes may start at once on one database: one migrates and seeds, the others wait.
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    if (config.seedDemoData) {
      // A chunk of its own (scripts/build.mjs): the demo catalogue is loaded only to seed.
      const { seedDemoDataIfEmpty } = await import('./db/seed');
      const storage = await openConfiguredStorage(config);
      try {
        const seeded = await seedDemoDataIfEmpty(database.db, {
          storage,
          passwords: config.env === 'production' ? 'generated' : 'published',
          secret: config.jwtSecret,
        });
        if (seeded?.generatedPasswords.length) printOnce(seeded.generatedPasswords);
      } finally {
        await storage.close();
      }
    }
  });

  // The replica's trouble is logged by the app's logger once there is one.
  let warn = (error: unknown, message: string) => console.warn(message, error);
  const replica = config.replicaUrl
    ? await openReplica(database, config.replicaUrl, {
        onError: (error) =>
          warn(error, 'replica: cannot follow it; the catalogue reads the primary'),
      })
    : undefined;
  const app = await buildApp(config, { database, catalogueReader: replica });
  warn = (error, message) => app.log.warn({ err: error }, message);
  let metrics: MetricsListener | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    let step = 'the app';
    const force = setTimeout(() => {
      // Said on stderr, unbuffered: the logger may not get to write it.
      console.error(`shutdown: still closing ${step} after 10 s; exiting with 1`);
      process.exit(1);
    }, 10_000).unref();
    // A keep-alive connection still busy when the close began is not closed with
    // the idle ones: once its answer is out it would wait for the client (Fastify's
    // keep-alive lasts 72 s), past the limit below. Closed as soon as it is idle.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    try {
      await app.close();
      clearInterval(idleCloser);
      step = 'the metrics listener';
      await metrics?.close();
      step = 'the replica';
      await replica?.close();
      step = 'the database';
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Huella escuchando en ${config.publicUrl} (${database.driver})`);
  // The figures on a listener of their own, without a token (plugins/metrics.ts).
  if (config.metrics.port !== undefined) {
    metrics = await listenForMetrics(app, { host: config.metrics.host, port: config.metrics.port });
    app.log.info(`Métricas en http://${config.metrics.host}:${metrics.port}/metrics`);
  }
}

/** Production demo accounts get random passwords, shown here once and stored nowhere. */
function printOnce(accounts: { email: string; password: string }[]) {
  const lines = accounts.map(({ email, password }) => `  ${email}  ${password}`);
  console.log(
    `Cuentas de demostración creadas con contraseñas generadas (no se volverán a mostrar):\n${lines.join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
