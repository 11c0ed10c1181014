/** The path of the bundled API server (`node <path>` starts it), bundling it first if its sources changed. */
export function apiServerBundle(): Promise<string>;
