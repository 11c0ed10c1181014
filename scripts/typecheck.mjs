// Type checks the package in the working folder (`pnpm typecheck` in any package; `pnpm -r` runs
// them side by side) with TypeScript 7, the compiler's native port: the same checks as the
// TypeScript 5.9 that ESLint, Storybook and the editor load as a library, and this code passes
// both. The workspace's checks took 163 CPU-seconds (97 s) with 5.9 and 67 (43 s) with 7, one
// thread per package (issue 31, docs/decisions/testing-and-ci.md).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const tsc = join(import.meta.dirname, '..', 'node_modules', 'typescript-7', 'bin', 'tsc');
const { status } = spawnSync(
  process.execPath,
  [tsc, '-p', 'tsconfig.json', '--singleThreaded', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(status ?? 1);
