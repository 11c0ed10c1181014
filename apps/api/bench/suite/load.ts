// One load figure: autocannon against a URL for `seconds`, repeated `rounds` times; each of
// req/s, p50 and p99 is the median over the rounds (a noisy shared machine makes single rounds
// unreliable). Errors and non-2xx answers are summed, so a broken endpoint cannot pass as fast.
import autocannon from 'autocannon';

export interface LoadFigure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
}

export async function measureOnce(target: LoadTarget, connections: number, seconds: number): Promise<LoadFigure> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    duration: seconds,
    // A request slower than this counts as an error rather than stalling the round.
    timeout: 30,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianFigure(rounds: readonly LoadFigure[]): LoadFigure {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/**
 * A few requests before a measurement, so one-time work (JIT, the first search loading its
 * dictionaries, cold caches) does not land in a short round.
 */
export async function warmUp(target: LoadTarget, requests = 3): Promise<void> {
  for (let i = 0; i < requests; i += 1) {
    const response = await fetch(target.url, { headers: target.headers ?? {}, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
  }
}

/**
 * Measures targets side by side, alternating them within each round so a change in the
 * machine's load hits both alike.
 */
export async function measurePair(
  targets: readonly LoadTarget[],
  connections: number,
  seconds: number,
  rounds: number,
): Promise<LoadFigure[]> {
  const perTarget: LoadFigure[][] = targets.map(() => []);
  for (const target of targets) await warmUp(target);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries())
      perTarget[index]!.push(await measureOnce(target, connections, seconds));
  }
  return perTarget.map(medianFigure);
}
