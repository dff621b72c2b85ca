/** The media storage service (`app.storage`): the disk driver under DATA_DIR/media unless one is given. */
import fp from 'fastify-plugin';
import { createDiskStorage, type Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface StoragePluginOptions {
  /** Tests pass their own (for instance one that fails on the second write). */
  storage?: Storage;
}

export default fp<StoragePluginOptions>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? createDiskStorage(app.config.mediaDir));
  },
  { name: 'storage' },
);
