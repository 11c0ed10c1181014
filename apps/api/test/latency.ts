/**
 * Compares the response times of two kinds of request (say, for an address with an account and
 * one without) in a way that holds on a loaded 2-core CI machine.
 *
 * The kinds are measured in alternating pairs (AB, BA, AB, ...), so a burst of load from another
 * test file slows both alike and neither always goes first. Two things must both be true before
 * the times count as different:
 * - the medians differ by more than `max(floorMs, relative × the smaller median)`;
 * - the difference is systematic: one kind is the slower in at least 80% of the pairs. For two
 *   kinds that do the same work that happens by chance with p ≈ 0.0002 at 40 pairs (sign test),
 *   while a real difference of a few milliseconds wins nearly every pair.
 */
export interface LatencyComparison {
  medianA: number;
  medianB: number;
  /** The middle half of each kind's times (25th and 75th percentiles), for the report. */
  rangeA: [number, number];
  rangeB: [number, number];
  /** Share of pairs in which A was slower than B. */
  aSlowerShare: number;
  distinguishable: boolean;
}

export interface CompareOptions {
  pairs: number;
  floorMs?: number;
  relative?: number;
  /** Runs between requests, outside the timing (e.g. waiting for work done after the answer). */
  settle?: () => Promise<void>;
  /**
   * 'A then B' in every pair: B always comes right after A, as an attacker who looks for work that
   * A left behind would order them. The default alternates (AB, BA, ...).
   */
  order?: 'alternate' | 'a-then-b';
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function middleHalf(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return [at(0.25), at(0.75)];
}

async function timed(request: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await request();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export async function compareLatency(
  requestA: (index: number) => Promise<unknown>,
  requestB: (index: number) => Promise<unknown>,
  options: CompareOptions,
): Promise<LatencyComparison> {
  const { pairs, floorMs = 1, relative = 0.25, settle = async () => undefined, order = 'alternate' } = options;
  // Warm-up: the first requests of a route pay for compiled serializers and cold caches.
  for (let i = 0; i < 3; i++) {
    await requestA(-1 - i);
    await requestB(-1 - i);
    await settle();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const first = order === 'a-then-b' || i % 2 === 0 ? 'a' : 'b';
    for (const kind of first === 'a' ? ['a', 'b'] : ['b', 'a']) {
      const ms = await timed(() => (kind === 'a' ? requestA(i) : requestB(i)));
      (kind === 'a' ? a : b).push(ms);
      await settle();
    }
  }
  const medianA = median(a);
  const medianB = median(b);
  const aSlowerShare = a.filter((ms, i) => ms > b[i]!).length / pairs;
  const tolerance = Math.max(floorMs, relative * Math.min(medianA, medianB));
  const systematic = aSlowerShare >= 0.8 || aSlowerShare <= 0.2;
  return {
    medianA,
    medianB,
    rangeA: middleHalf(a),
    rangeB: middleHalf(b),
    aSlowerShare,
    distinguishable: Math.abs(medianA - medianB) > tolerance && systematic,
  };
}
