/** How many test files a Vitest suite runs at once: at least two. */
export const TEST_WORKERS: number;
