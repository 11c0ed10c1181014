/** Test files under `<root>/src` that call vi.mock, relative to root (e.g. `src/app/x.test.tsx`). */
export function filesThatMockModules(root: string): string[];
