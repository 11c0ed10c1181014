/**
 * Resolves once `isBusy()` has been false for two turns of the event loop in a row, or after
 * `timeoutMs` whatever happens. Used before closing a database: a request between two of its
 * statements (its client may already have gone) is not cut off.
 */
export async function whenQuiet(isBusy: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietTurns = 0;
  while (quietTurns < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
    quietTurns = isBusy() ? 0 : quietTurns + 1;
  }
}
