import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';
import { createMediaStore } from '../../lib/media/create-media-store';
import type { MediaStore } from '../../lib/media/media-store';
import { S3MediaStore } from '../../lib/media/s3-media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files go: the local media folder or the configured S3 bucket. */
    mediaStore: MediaStore;
  }
}

export interface MediaStorePluginOptions {
  config: Pick<AppConfig, 'mediaDir' | 's3'>;
}

/** Chooses the media store once at boot, so modules never look at the configuration themselves. */
export const mediaStorePlugin = fp(
  async (fastify: FastifyInstance, options: MediaStorePluginOptions) => {
    const store = createMediaStore(options.config);
    fastify.decorate('mediaStore', store);
    if (store instanceof S3MediaStore) {
      // The S3 client keeps sockets alive; without this a graceful shutdown waits on them.
      fastify.addHook('onClose', async () => store.destroy());
    }
  },
  { name: 'media-store' },
);
