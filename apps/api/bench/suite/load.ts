// One load figure: autocannon against a URL for `seconds`, repeated `rounds` times; each of
// req/s, p50 and p99 is the median over the rounds (a noisy shared machine makes single rounds
// unreliable). Errors and non-2xx answers are summed, so a broken endpoint cannot pass as fast.
import autocannon from 'autocannon';

export interface LoadFigure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers received in all rounds. */
  completed: number;
  /** Set when the rounds were too short for this server: one long round replaced them. */
  longRoundSeconds?: number;
}

/**
 * autocannon only counts answers that arrive within the round: a server slower than `connections`
 * answers per round would show 0 req/s and no latency at all. Such a target gets one round of
 * this length instead (one, to keep the suite's duration bounded), and the row says so.
 */
export const LONG_ROUND_SECONDS = 60;

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
    completed: result.requests.total,
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
    completed: rounds.reduce((sum, round) => sum + round.completed, 0),
  };
}

/** `rounds` rounds, or one long round when a short one could not answer every connection. */
async function nextRound(target: LoadTarget, connections: number, seconds: number): Promise<LoadFigure> {
  const figure = await measureOnce(target, connections, seconds);
  if (figure.completed >= connections || seconds >= LONG_ROUND_SECONDS) return figure;
  return { ...(await measureOnce(target, connections, LONG_ROUND_SECONDS)), longRoundSeconds: LONG_ROUND_SECONDS };
}

export async function measureRounds(
  target: LoadTarget,
  connections: number,
  seconds: number,
  rounds: number,
): Promise<LoadFigure> {
  await warmUp(target);
  const figures: LoadFigure[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const figure = await nextRound(target, connections, seconds);
    if (figure.longRoundSeconds) return figure;
    figures.push(figure);
  }
  return medianFigure(figures);
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
  const long = new Map<number, LoadFigure>();
  for (const target of targets) await warmUp(target);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      if (long.has(index)) continue;
      const figure = await nextRound(target, connections, seconds);
      if (figure.longRoundSeconds) long.set(index, figure);
      else perTarget[index]!.push(figure);
    }
  }
  return perTarget.map((figures, index) => long.get(index) ?? medianFigure(figures));
}

/** What the row should say about how a figure was taken, when it is not the usual rounds. */
export function roundsNote(figure: LoadFigure | undefined): string {
  if (!figure?.longRoundSeconds) return '';
  return figure.completed === 0
    ? `no answer within a ${figure.longRoundSeconds} s round`
    : `one ${figure.longRoundSeconds} s round (${figure.completed} answers; the short rounds got fewer answers than connections)`;
}
