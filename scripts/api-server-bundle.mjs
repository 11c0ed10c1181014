// The API server as one bundled file (apps/api/scripts/build.mjs, as `pnpm build` makes
// dist/server.js), for the tests that start it as a process: the back office's data-provider tests
// against the real API and the fault tests; beside it the backup and restore commands, which the
// backup fault test runs about a dozen times (about 3 CPU-seconds each through tsx, 0.2 bundled). Bundled once per change of its sources into
// apps/api/node_modules/.cache/server/<key>/ (inside apps/api, where the server finds its
// migrations and its dependencies). Started from the bundle, a server on a copy of the demo data
// spent about 5.5-6.5 CPU-seconds until it listened, against 9 through tsx, whose loader transforms
// and resolves every module again in each process (issue 31).
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleEntry, bundleServer } from '../apps/api/scripts/build.mjs';
import { cachedFolder, repoRoot, sourcesKey } from './source-cache.mjs';

const apiDir = join(repoRoot, 'apps', 'api');
/** The command-line tools bundled beside the server (apps/api/src/cli). */
const CLIS = ['backup', 'restore'];
/** What the bundle is made from: the API's sources, the packages it compiles in, the build itself. */
const SOURCES = [
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/scripts/build.mjs',
  'packages/contract/src',
  'packages/i18n/src',
  'packages/i18n/build',
];

let bundle;

/**
 * The path of the bundled server (`node <path>` starts it), bundling it first if its sources
 * changed. Looked up once per process: a test run does not change the sources.
 */
export function apiServerBundle() {
  bundle ??= (async () => {
    const folder = await cachedFolder({
      cacheDir: join(apiDir, 'node_modules', '.cache', 'server'),
      key: await sourcesKey(SOURCES),
      make: async (into) => {
        await bundleServer(join(into, 'server.js'), { logLevel: 'warning' });
        for (const cli of CLIS)
          await bundleEntry(`src/cli/${cli}.ts`, join(into, `${cli}.js`), { logLevel: 'warning' });
      },
    });
    return folder;
  })();
  return bundle.then((folder) => join(folder, 'server.js'));
}

/** The path of a bundled command (`node <path> ...` runs it as `pnpm backup` / `pnpm restore` do). */
export async function apiCliBundle(name) {
  if (!CLIS.includes(name)) throw new Error(`no bundle of the command ${name}: ${CLIS.join(', ')}`);
  return join(dirname(await apiServerBundle()), `${name}.js`);
}

// `node scripts/api-server-bundle.mjs` prints the path: for tests in a browser-like environment
// (jsdom), where esbuild's API does not run.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(await apiServerBundle());
