import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);
const TEXT_FILE = /\.(?:js|mjs|css|html|svg)$/;
/** Below one packet a compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` beside each text file of the build, at brotli's best quality (too slow per
 * request, free at build time). apps/api serves the copy with `Content-Encoding: br` to browsers
 * that accept it (apps/api/src/plugins/spa.ts; issue 18).
 */
export function precompress(): Plugin {
  return {
    name: 'marketplace:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          };
          await writeFile(`${path}.br`, await compress(source, { params }));
        }),
      );
    },
  };
}
