// Which test files of an app need a module graph of their own (Vitest's default, `isolate: true`)
// and which can share their worker's (`isolate: false`): loading react-admin, MUI and jsdom once
// per worker instead of once per file took the back office's imports from 74 s to 7 s.
// A file that replaces a module with vi.mock needs its own graph: in a shared one the module may
// already be loaded for real by an earlier file, or stay mocked for a later one. Such files are
// found by reading them, so a new test that mocks is isolated without anyone listing it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/** Test files under `<root>/src` that call vi.mock, relative to root (e.g. `src/app/x.test.tsx`). */
export function filesThatMockModules(root) {
  return readdirSync(join(root, 'src'), { recursive: true })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join('src', file))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('));
}
