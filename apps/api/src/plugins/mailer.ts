/**
 * The mailer service (`app.mailer`) and its queue's worker (lib/mail-queue.ts):
 * the worker starts once the app is ready, is woken whenever any process
 * queues mail (migration 0021's notification), and stops when the app closes,
 * leaving what is not yet sent queued for the next start.
 */
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mail';
import { runPeriodically } from '../lib/periodic-job';
import { MAIL_QUEUED } from '../lib/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export default fp(
  async (app) => {
    const mailer = createMailer({
      db: app.db,
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: app.config.outboxDir,
      logger: app.log,
      logLinks: app.config.logMailLinks,
      observer: app.metrics.mail,
      ...app.config.mailQueue,
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => {
      app.realtime.onChange(MAIL_QUEUED, () => mailer.queue.wake());
      mailer.queue.start();
    });
    runPeriodically(app, {
      name: 'mail_prune_sent',
      everyMs: PRUNE_INTERVAL_MS,
      run: () => mailer.queue.prune(),
    });
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['metrics'] },
);
