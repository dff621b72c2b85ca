/**
 * Chat presence (`app.chatPresence`, modules/chat/presence-repository.ts): who
 * has a chat stream open on which process. This plugin owns its life cycle:
 * the heartbeat that confirms this process's open streams every
 * PRESENCE_HEARTBEAT_MS, the writes a closing stream still has to make
 * (`track`), awaited before the app and its database close, and forgetting
 * this process's rows once it closes.
 */
import fp from 'fastify-plugin';
import { createPresence, PRESENCE_HEARTBEAT_MS, type Presence } from '../modules/chat';

export interface ChatPresence extends Presence {
  /** Keeps a presence write that outlives its request, so that closing the app waits for it. */
  track(work: Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatPresence: ChatPresence;
  }
}

export default fp(
  async (app) => {
    const presence = createPresence(app.db, app.realtime.instanceId);
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      pending.add(work);
      // Only bookkeeping: whoever made `work` handles its failure.
      void work.finally(() => pending.delete(work)).catch(() => undefined);
    };
    const heartbeat = setInterval(() => {
      if (app.realtime.connectedUsers().length === 0) return;
      track(
        app.metrics
          .job('chat_presence_heartbeat', presence.heartbeat())
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'chat: presence heartbeat failed'),
          ),
      );
    }, PRESENCE_HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('chatPresence', { ...presence, track });
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      while (pending.size > 0) await Promise.allSettled(pending);
      await presence
        .clear()
        .catch((error: unknown) => app.log.warn({ err: error }, 'chat: could not clear presence'));
    });
  },
  { name: 'chat-presence', dependencies: ['realtime', 'metrics'] },
);
