/**
 * Runs `work` over `items`, `width` at a time (a sweep's gateway calls, say: a few in parallel,
 * not hundreds). A failure stops the rest and is thrown once the running ones end.
 */
export async function inTurns<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next]!;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  if (failure) throw failure.error;
}
