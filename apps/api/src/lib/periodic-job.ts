/**
 * A process's periodic work (sweeps, pruning): run every `everyMs`, never two
 * runs at once, timed and counted by the metrics (`huella_job_*`), a failure
 * logged as a warning; stopped, and the run under way awaited, when the app
 * closes.
 */
import type { FastifyInstance } from 'fastify';
import type { JobName } from './metrics';

export interface PeriodicJob {
  /** The job's name in the metrics and the log. */
  name: JobName;
  everyMs: number;
  run(): Promise<unknown>;
  /** Whether it runs in tests (which usually call the work themselves); yes by default. */
  inTests?: boolean;
}

export function runPeriodically(app: FastifyInstance, job: PeriodicJob): void {
  if (job.inTests === false && app.config.env === 'test') return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= app.metrics
      .job(job.name, job.run())
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error, job: job.name }, 'periodic job failed'),
      )
      .finally(() => (running = undefined));
  }, job.everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
