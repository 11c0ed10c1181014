import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_VARIANT_WIDTHS, isImageVariantWidth } from '@marketplace/contract';
import { badRequest } from '../lib/http-error';
import { ImageVariants, variantFormatFor } from '../lib/media/image-variants';
import { MEDIA_URL_PREFIX } from '../lib/media/media-store';
import { registerFileRoutes } from './file-routes';

export const IMAGE_WIDTH_MESSAGE = `Image width must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}.`;

/**
 * `w320` -> 320; null when the segment is no width at all (a 404, like any unknown path). A number
 * outside the set, or another spelling of one (`w0320`), is a 400: one width has one URL.
 */
function widthOf(segment: string) {
  const digits = /^w(\d+)$/.exec(segment)?.[1];
  if (digits === undefined) return null;
  const width = Number(digits);
  if (!isImageVariantWidth(width) || String(width) !== digits) throw badRequest(IMAGE_WIDTH_MESSAGE);
  return width;
}

/**
 * `/media/<key>` serves the stored file; `/media/w<width>/<key>` the same picture at most `<width>`
 * pixels wide (never enlarged), WebP when the browser accepts it. Both are cached for a year:
 * stored files get fresh UUID names, so a URL's picture never changes.
 */
export const mediaFilesPlugin = fp(async (fastify: FastifyInstance, options: { mediaDir: string }) => {
  mkdirSync(options.mediaDir, { recursive: true });
  const variants = new ImageVariants(options.mediaDir);
  await registerFileRoutes(fastify, async (files) => {
    await files.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: MEDIA_URL_PREFIX,
      // `reply.sendFile` serves the variants with the same headers, ranges and ETags.
      decorateReply: true,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });

    // A path segment rather than `?w=`: caches that drop query strings cannot mix up sizes, and
    // the variant is its own route instead of a branch inside the static file route. Hidden from
    // the OpenAPI document like the other file routes: a file, not an API call.
    const hidden = { schema: { hide: true } };
    files.get(`${MEDIA_URL_PREFIX}:variant/:key`, hidden, async (request: FastifyRequest, reply: FastifyReply) => {
      const { variant, key } = request.params as { variant: string; key: string };
      const width = widthOf(variant);
      if (width === null) return reply.callNotFound();
      const format = variantFormatFor(key, request.headers.accept);
      const fileName = await variants.variantOf(key, width, format);
      if (fileName === null) return reply.callNotFound();
      reply.header('vary', 'Accept');
      return reply.sendFile(fileName, variants.variantsDir);
    });
  });
});
