/** The mailer service (`app.mailer`); background mail is sent before the app closes. */
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: app.config.outboxDir,
      logger: app.log,
      logLinks: app.config.logMailLinks,
      observer: app.metrics.mail,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['metrics'] },
);
