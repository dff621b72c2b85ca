/**
 * The live-update service (`app.realtime`, lib/realtime.ts): `publish(userIds,
 * event)` after a change is committed, `subscribe(userId, subscriber)` for a
 * stream. Open streams are ended before the server closes, so that closing
 * never waits for a client that keeps its connection open.
 */
import fp from 'fastify-plugin';
import {
  pgliteTransport,
  postgresTransport,
  Realtime,
  type RealtimeTransport,
} from '../lib/realtime';
import { liveSessionIds } from '../modules/auth';
import { loadMessagesByIds } from '../modules/chat';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export default fp(
  async (app) => {
    const { database } = app;
    let transport: RealtimeTransport;
    if (database.driver === 'postgres') {
      if (!database.url)
        throw new Error('realtime: the PostgreSQL handle has no connection string');
      transport = postgresTransport({ url: database.url, db: app.db, log: app.log });
    } else {
      if (!database.pglite) throw new Error('realtime: the PGlite handle has no client');
      transport = pgliteTransport(database.pglite);
    }
    const realtime = new Realtime({
      transport,
      loadMessages: (ids) => loadMessagesByIds(app.db, ids),
      liveSessions: (ids) => liveSessionIds(app.db, ids),
      log: app.log,
    });
    await realtime.start();
    app.decorate('realtime', realtime);
    app.addHook('preClose', async () => realtime.resetAll());
    app.addHook('onClose', () => realtime.close());
  },
  { name: 'realtime' },
);
