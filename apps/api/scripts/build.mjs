// Bundles the API into dist/server.js. Workspace packages (the contract) are compiled in from
// their TypeScript sources; npm dependencies stay external and load from node_modules, so native
// and WASM packages (sharp, argon2, PGlite) keep their own files.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !pkg.dependencies[name].startsWith('workspace:'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
});
