import type { FastifyInstance } from 'fastify';
import { secondsSince, sweeperDuration, sweeperLastSuccess, sweeperRuns } from './observability/metrics';
import { inSpan } from './observability/tracing';

/** The sweeps, as their metrics and spans name them. */
export type SweeperName = 'reservations' | 'message-mail' | 'verification';

/**
 * One run of `sweeper`, counted and timed (`marketplace_sweeper_*`), a span of its own when
 * tracing. A failed run is logged and counted; the next one retries.
 */
async function measuredRun(fastify: FastifyInstance, sweeper: SweeperName, work: () => Promise<void>): Promise<void> {
  const startedAt = performance.now();
  try {
    await inSpan(`sweep ${sweeper}`, { 'marketplace.sweeper': sweeper }, () => work());
    sweeperRuns.inc({ sweeper, outcome: 'ok' });
    sweeperLastSuccess.set({ sweeper }, Date.now() / 1000);
  } catch (error) {
    sweeperRuns.inc({ sweeper, outcome: 'error' });
    fastify.log.error({ err: error, sweeper }, `${sweeper} sweep failed; the next one retries`);
  } finally {
    sweeperDuration.observe({ sweeper }, secondsSince(startedAt));
  }
}

/**
 * Runs `work` every `seconds` from the app's start until it closes, never two runs at once in
 * this process (a run still going skips the tick), and waits for the last run on close. For the
 * sweeps (unpaid orders, unread-message mails); across processes each sweep takes its own lock.
 */
export function repeatWhileRunning(
  fastify: FastifyInstance,
  sweeper: SweeperName,
  seconds: number,
  work: () => Promise<void>,
): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= measuredRun(fastify, sweeper, work).finally(() => (running = undefined));
    }, seconds * 1000);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
