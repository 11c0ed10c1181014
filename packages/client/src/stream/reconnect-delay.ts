/** The server asks EventSource to wait 3 s before coming back; the first retry waits as long. */
export const STREAM_RETRY_BASE_MS = 3_000;
export const STREAM_RETRY_MAX_MS = 60_000;

/**
 * Exponential back-off with jitter for the n-th reconnect in a row (0-based): 3 s, 6 s, 12 s... up
 * to a minute, each scaled by 50-100 % so many tabs do not all return to a restarted server at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_BASE_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}
