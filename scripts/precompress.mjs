#!/usr/bin/env node
// Writes `file.br` beside each text file of a build, at brotli's best quality (too slow per
// request, free at build time): `node scripts/precompress.mjs <dist>`, run by both apps' `build`.
// apps/api serves the copy with `Content-Encoding: br` to browsers that accept it
// (apps/api/src/plugins/spa.ts; issue 18); files without one get on-the-fly compression.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TEXT_FILE = /\.(?:js|mjs|css|html|svg)$/;
/** Below one packet a compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <build directory>');
  process.exit(2);
}

const files = (await readdir(dir, { recursive: true })).filter((file) => TEXT_FILE.test(file));
let written = 0;
await Promise.all(
  files.map(async (file) => {
    const path = join(dir, file);
    const source = await readFile(path);
    if (source.length < MIN_BYTES) return;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    };
    await writeFile(`${path}.br`, await compress(source, { params }));
    written += 1;
  }),
);
console.log(`precompress: ${written} brotli copies in ${dir}`);
