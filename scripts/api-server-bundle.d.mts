/** The path of the bundled API server (`node <path>` starts it), bundling it first if its sources changed. */
export function apiServerBundle(): Promise<string>;
/** The path of a bundled command of apps/api/src/cli (`node <path> ...`). */
export function apiCliBundle(name: 'backup' | 'restore'): Promise<string>;
