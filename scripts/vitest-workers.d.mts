/** How many test files a Vitest suite runs at once: TEST_WORKERS from the environment, or at least two. */
export const TEST_WORKERS: number;
