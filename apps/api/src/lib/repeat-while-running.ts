import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `seconds` from the app's start until it closes, never two runs at once in
 * this process (a run still going skips the tick), and waits for the last run on close. For the
 * sweeps (unpaid orders, unread-message mails); across processes each sweep takes its own lock.
 */
export function repeatWhileRunning(fastify: FastifyInstance, seconds: number, work: () => Promise<void>): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= work().finally(() => (running = undefined));
    }, seconds * 1000);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
