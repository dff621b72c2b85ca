/**
 * The media storage service (`app.storage`): the driver the configuration
 * asks for (an S3-compatible bucket, or DATA_DIR/media on disk), unless one is
 * given. The app closes only the storage it opened.
 */
import fp from 'fastify-plugin';
import type { Storage } from '../lib/storage';
import { openConfiguredStorage } from '../lib/storage-configured';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface StoragePluginOptions {
  /** A storage owned by the caller: tests pass their own (for instance one that fails on the second write). */
  storage?: Storage;
}

export default fp<StoragePluginOptions>(
  async (app, options) => {
    if (options.storage) {
      app.decorate('storage', options.storage);
      return;
    }
    const storage = await openConfiguredStorage(app.config);
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage' },
);
