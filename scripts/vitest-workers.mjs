// How many test files a Vitest suite runs at once. Vitest's default, one less than the cores,
// leaves one of a 2-core machine's cores to the main process, which barely uses it: with two
// workers there the API's PGlite pass went from 309 to 234 s and the storefront from 132 to 87 s,
// with the same CPU time (measured 2026-11-29, issue 31). TEST_WORKERS in the environment wins
// (TEST_WORKERS=1 leaves a core to something else).
import { availableParallelism } from 'node:os';

const requested = Number(process.env.TEST_WORKERS);

export const TEST_WORKERS =
  Number.isInteger(requested) && requested > 0 ? requested : Math.max(2, availableParallelism() - 1);
