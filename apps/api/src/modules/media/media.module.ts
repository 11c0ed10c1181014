import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';
import { createMediaStore } from '../../lib/media/create-media-store';
import type { MediaStore } from '../../lib/media/media-store';
import { S3MediaStore } from '../../lib/media/s3-media-store';
import { mediaRoutes } from './media.routes';
import { MediaService } from './media.service';

/** What the media module hangs on the instance: its services, built once. */
export interface MediaModule {
  service: MediaService;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaModule;
    /** Where uploaded files go: the local media folder or the configured S3 bucket. */
    mediaStore: MediaStore;
  }
}

export interface MediaModuleOptions {
  config: Pick<AppConfig, 'mediaDir' | 's3'>;
}

/**
 * The media module: chooses the media store once at boot (so modules never look at the
 * configuration themselves; they read `fastify.mediaStore`), and uploads and deletes images
 * (spec 7.2). The files themselves are served by the media-files plugin at /media/*.
 */
export const mediaModule = fp(
  async (fastify: FastifyInstance, options: MediaModuleOptions) => {
    const store = createMediaStore(options.config);
    fastify.decorate('mediaStore', store);
    if (store instanceof S3MediaStore) {
      // The S3 client keeps sockets alive; without this a graceful shutdown waits on them.
      fastify.addHook('onClose', async () => store.destroy());
    }
    fastify.decorate('media', { service: new MediaService(fastify.db, store) } satisfies MediaModule);
    await fastify.register(mediaRoutes);
  },
  { name: 'media' },
);
