import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_URL_PREFIX } from '../lib/media/media-store';
import { registerFileRoutes } from './file-routes';

/** Uploaded files are stored under fresh UUID names, so a URL's bytes never change: cache forever. */
export const mediaFilesPlugin = fp(async (fastify: FastifyInstance, options: { mediaDir: string }) => {
  mkdirSync(options.mediaDir, { recursive: true });
  await registerFileRoutes(fastify, async (files) => {
    await files.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });
});
