// Fails when any package has an import cycle (issue 19): two files that need each other, even
// through a type only, cannot be read, tested or moved one at a time.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { PACKAGES } from './workspace-packages.mjs';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

/** The cycles among the TypeScript files under `dir`, each as the list of files it runs through. */
export async function findCycles(dir, tsConfig) {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    excludeRegExp: [/node_modules/, /\/dist(-server)?\//],
  });
  return graph.circular();
}

async function main() {
  let found = 0;
  for (const pkg of PACKAGES) {
    const root = resolve(repoRoot, pkg);
    const cycles = await findCycles(resolve(root, pkg === 'e2e' ? '.' : 'src'), resolve(root, 'tsconfig.json'));
    for (const cycle of cycles) console.error(`import cycle in ${pkg}: ${cycle.join(' > ')}`);
    found += cycles.length;
  }
  if (found > 0) {
    console.error(`${found} import cycle(s): move the shared type or function into a file both can import.`);
    process.exit(1);
  }
  console.log(`No import cycles in ${PACKAGES.length} packages.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
