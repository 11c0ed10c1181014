// Bundles the API into dist/server.js. Workspace packages (the contract) are compiled in from
// their TypeScript sources; npm dependencies stay external and load from node_modules, so native
// and WASM packages (sharp, argon2, PGlite) keep their own files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !pkg.dependencies[name].startsWith('workspace:'));

/**
 * The bundle of one entry point (the server, a command-line tool) at `outfile`. It finds the app's
 * folder (migrations, data) by walking up to apps/api/package.json, so it must be written somewhere
 * inside apps/api.
 */
export async function bundleEntry(entry, outfile, { logLevel = 'info' } = {}) {
  await build({
    absWorkingDir: apiDir,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel,
  });
}

/** The server's bundle at `outfile` (dist/server.js for `pnpm build`). */
export function bundleServer(outfile = join(apiDir, 'dist', 'server.js'), options = {}) {
  return bundleEntry('src/server.ts', outfile, options);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await bundleServer();
