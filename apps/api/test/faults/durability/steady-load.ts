import type { ServerProcess } from '../support/server-process';
import { planJourneys, walkCheckout, type JourneyRecord, type Progress } from './checkout-journey';
import { RetryingClient, sleep } from './retrying-client';
import type { Customer, World } from './world';

/** Where the database is while a request is sent; the test moves it along. */
export type Phase = 'up' | 'down' | 'recovering' | 'recovered';

export interface SteadyLoad {
  phase: Phase;
  readonly progress: Progress;
  readonly client: RetryingClient;
  /**
   * What the reads were answered, as `phase status` ("down 503") or `phase connection failed`,
   * per process: the raw answers, never retried, so a 500 or a dead process shows.
   */
  readonly answers: Map<string, number>[];
  /** Stops starting journeys and reads, and waits for the journeys in flight. */
  stop(): Promise<JourneyRecord[]>;
}

const READERS_PER_PROCESS = 2;
const JOURNEY_EVERY_MS = 120;
const READ_EVERY_MS = 40;

/**
 * A steady stream against every process: catalogue and signed-in reads (the signed-in ones read
 * the account on every request), and a new checkout journey every JOURNEY_EVERY_MS whose
 * requests are retried on a lost connection or a 503, as in the kill -9 run.
 */
export function startSteadyLoad(servers: readonly ServerProcess[], world: World, customers: Customer[]): SteadyLoad {
  const client = new RetryingClient(servers);
  const progress: Progress = { orders: 0, payments: 0 };
  const answers = servers.map(() => new Map<string, number>());
  let stopped = false;
  const load: SteadyLoad = {
    phase: 'up',
    progress,
    client,
    answers,
    stop: async () => {
      stopped = true;
      await Promise.all(readers);
      return Promise.all(journeys);
    },
  };

  const reader = async (server: ServerProcess, index: number, seen: Map<string, number>) => {
    const reads = [
      { path: '/api/Category', headers: {} },
      { path: '/api/service-items?page=1&pageSize=10', headers: {} },
      { path: `/api/Order/customer/${customers[index]!.id}`, headers: customers[index]!.headers },
      { path: `/api/Cart/customer/${customers[index]!.id}`, headers: customers[index]!.headers },
    ];
    for (let turn = 0; !stopped; turn += 1) {
      const { path, headers } = reads[turn % reads.length]!;
      const phase = load.phase;
      const outcome = await fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(10_000) }).then(
        async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        },
        () => 'connection failed',
      );
      const key = `${phase} ${outcome}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      await sleep(READ_EVERY_MS);
    }
  };
  const readers = servers.flatMap((server, serverIndex) =>
    Array.from({ length: READERS_PER_PROCESS }, (_, index) =>
      reader(server, serverIndex * READERS_PER_PROCESS + index, answers[serverIndex]!),
    ),
  );

  const journeys: Promise<JourneyRecord>[] = [];
  void (async () => {
    for (const journey of planJourneys(world, customers, { scarce: false })) {
      if (stopped) return;
      journeys.push(walkCheckout(client, journey, progress));
      await sleep(JOURNEY_EVERY_MS);
    }
  })();
  return load;
}
